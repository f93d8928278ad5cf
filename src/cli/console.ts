/**
 * The local console: the same slash commands as in Discord, typed at a prompt.
 * `/rule 601.2h`; Tab completes option names (`about:`) and option values through the command's
 * autocomplete (rule numbers with their titles); `!1` presses the reply's first button (on a
 * paged answer, !1 and !2 are always previous and next), `!pick 2` picks the second menu entry.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { commands, findCommand } from '../../commands';
import type { AutocompleteChoice, CommandContext, CommandModule, ComponentInput } from '../reply/command';
import { decodeCustomId } from '../reply/command';
import type { Reply, ReplySelect } from '../reply/reply';
import { renderReplyText } from '../reply/text';
import { loadedSummary } from '../data/summary';
import { commandOptions, mainOption, parseOptionText } from './options';

export interface ConsoleSession {
  /** Runs one typed line and returns the text to show. */
  run(line: string): Promise<string>;
  /** Tab completion for a partial line. */
  complete(line: string): Promise<string[]>;
  /** A modal waiting for its fields, if the last reply asked for one. */
  pendingModal(): Reply['modal'] | undefined;
  submitModal(fields: Record<string, string>): Promise<string>;
}

export interface ConsoleOptions {
  /** Write a reply's files (board.png, simulation.txt) to a temporary folder and say where (the interactive console). */
  saveAttachments?: boolean;
}

export function createConsoleSession(ctx: CommandContext, options: ConsoleOptions = {}): ConsoleSession {
  let last: Reply | undefined;
  let attachmentDir: string | undefined;
  /** A reply's files, which a terminal can't show: written to a folder of this session's, each path said. */
  const save = (result: Reply): string[] =>
    options.saveAttachments
      ? (result.attachments ?? []).map((file) => {
          attachmentDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-console-'));
          const where = path.join(attachmentDir, path.basename(file.name));
          fs.writeFileSync(where, file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : file.content);
          return `${file.name} written to ${where}`;
        })
      : [];
  const show = (result: Reply): string => {
    last = result;
    const lines = [renderReplyText(result, { onlyShownPage: Boolean(result.pageKey) }), ...save(result)];
    const buttons = actionButtons(result);
    if (buttons.length) lines.push('', buttons.map((b, i) => `[!${i + 1}] ${b.label}`).join('   '));
    const menus = menusOf(result);
    menus.forEach((menu, m) => {
      lines.push('', `${menu.placeholder} (type !pick ${menus.length > 1 ? `${m + 1}.N` : 'N'}):`);
      menu.options.forEach((option, i) => lines.push(`  ${i + 1}. ${option.label}${option.description ? ` — ${option.description}` : ''}`));
    });
    return lines.join('\n');
  };
  const press = async (customId: string, extra: Partial<ComponentInput> = {}): Promise<string> => {
    const { command, args } = decodeCustomId(customId);
    const module = findCommand(command);
    if (!module?.component) return `That button belongs to /${command}, which cannot answer it here.`;
    // As in Discord, the component sees the message it is on (a typed scenario is read back from it).
    return show(await module.component({ args, ...(last ? { message: shownMessage(last) } : {}), ...extra }, ctx));
  };

  return {
    async run(input) {
      const line = input.trim();
      if (!line) return '';
      if (line === '/help' || line === 'help') return helpText();
      const pick = /^!pick\s+(?:(\d+)\.)?(\d+)$/.exec(line);
      if (pick) {
        const menu = last ? menusOf(last)[Number(pick[1] ?? 1) - 1] : undefined;
        const option = menu?.options[Number(pick[2]) - 1];
        if (!menu || !option) return 'Nothing to pick: the last answer has no menu entry with that number.';
        return press(menu.customId, { values: [option.value] });
      }
      const bang = /^!(\d+)$/.exec(line);
      if (bang) {
        const button = last ? actionButtons(last)[Number(bang[1]) - 1] : undefined;
        if (!button) return 'No such button on the last answer.';
        if (!button.customId) return `There is no page that way: this is the ${button.label.includes('first') ? 'first' : 'last'} page.`;
        return press(button.customId);
      }
      const { module, rest } = splitCommand(line);
      if (!module) return `Unknown command "${line.split(/\s/)[0]}". Type /help for the list.`;
      try {
        return show(await module.execute(parseOptionText(module, rest), ctx));
      } catch (error) {
        return `Error: ${(error as Error).message}`;
      }
    },
    async complete(line) {
      const { module } = splitCommand(line);
      if (!module || !/\s/.test(line.trimStart())) {
        const typed = line.trim().replace(/^\//, '');
        return commands.map((c) => `/${c.definition.name}`).filter((name) => name.startsWith('/' + typed));
      }
      return completeOptions(module, line, ctx);
    },
    pendingModal: () => last?.modal,
    async submitModal(fields) {
      const modal = last?.modal;
      if (!modal) return 'No form is waiting.';
      return press(modal.customId, { fields });
    },
  };
}

/**
 * What Tab offers after a command: the names of the options not given yet (`about:`) when the word
 * being typed starts one, and the values the command's autocomplete suggests for the option being
 * typed (the main one before any `name:`). Several values show with their labels (a rule number
 * with its title); one value completes the line.
 */
async function completeOptions(module: CommandModule, line: string, ctx: CommandContext): Promise<string[]> {
  const options = commandOptions(module);
  const rest = line.replace(/^\s*\/?\S+\s*/, '');
  const marks = [...rest.matchAll(/(?:^|\s)([a-z_-]+):/g)].filter((mark) => options.some((option) => option.name === mark[1]));
  const last = marks.at(-1);
  const option = last ? options.find((o) => o.name === last[1]) : mainOption(module);
  const value = (last ? rest.slice(last.index! + last[0].length) : rest).trimStart();
  const word = /(\S*)$/.exec(rest)![1]!;
  const names = options
    .filter((o) => word.length > 0 && !word.includes(':') && o.name.startsWith(word) && !marks.some((mark) => mark[1] === o.name))
    .map((o) => `${line.slice(0, line.length - word.length)}${o.name}:`);
  const choices = option && module.autocomplete && value ? await module.autocomplete(option.name, value, ctx) : [];
  const values = choices.map((choice) => ({ line: line.slice(0, line.length - value.length) + choice.value, label: choiceLabel(choice) }));
  if (names.length + values.length === 1) return [...names, ...values.map((v) => v.line)];
  return [...names, ...values.map((v) => (v.label ? `${v.line}  ${v.label}` : v.line))];
}

/** The message a reply shows, as a component handler receives it: the shown page's embed. */
function shownMessage(reply: Reply): NonNullable<ComponentInput['message']> {
  const page = reply.pages[reply.page ?? 0];
  return { content: reply.content ?? '', embeds: page ? [{ title: page.title, description: page.text, footer: page.footer, fields: page.fields }] : [] };
}

/** A reply's select menus in the order Discord shows them. */
function menusOf(reply: Reply): ReplySelect[] {
  return [...(reply.select ? [reply.select] : []), ...(reply.menus ?? [])];
}

/** What a choice's name says besides its value (`601.2h The player pays…` → `The player pays…`). */
function choiceLabel(choice: AutocompleteChoice): string {
  if (choice.name === choice.value) return '';
  return choice.name.startsWith(choice.value) ? choice.name.slice(choice.value.length).replace(/^[\s—-]+/, '') : choice.name;
}

/**
 * Buttons as Discord would show them. On a paged answer the first two are always previous and
 * next (the one that does not apply says so), so the other buttons keep their numbers from page to page.
 */
function actionButtons(result: Reply): { label: string; customId?: string }[] {
  const paging: { label: string; customId?: string }[] = [];
  const page = result.page ?? 0;
  if (result.pageKey && result.pages.length > 1) {
    paging.push(page > 0 ? { label: '◀ Previous page', customId: `${result.pageKey}:${page - 1}` } : { label: '◀ (first page)' });
    paging.push(page < result.pages.length - 1 ? { label: 'Next page ▶', customId: `${result.pageKey}:${page + 1}` } : { label: '(last page) ▶' });
  }
  return [...paging, ...(result.buttons ?? [])];
}

function splitCommand(line: string): { module?: CommandModule; rest: string } {
  const match = /^\/?(\S+)\s*([\s\S]*)$/.exec(line.trim());
  return { module: match ? findCommand(match[1]!.toLowerCase()) : undefined, rest: match?.[2] ?? '' };
}

function helpText(): string {
  const lines = ['Commands (type them as in Discord):'];
  const onMessages: string[] = [];
  for (const command of commands) {
    if ('description' in command.definition) lines.push(`  /${command.definition.name.padEnd(10)} ${command.definition.description}`);
    else onMessages.push(`  ${command.definition.name}${command.summary ? `: ${command.summary}` : ''}`);
  }
  if (onMessages.length) lines.push('', "In Discord only, on a message (right-click it, then Apps):", ...onMessages);
  lines.push('', 'Options: /rule 601.2h or /rule query:601.2h examples:true. Tab completes.');
  lines.push('Buttons: !1, !2 … press the buttons of the last answer; !pick N picks from its menu (!pick 2.N from its second). /quit leaves.');
  return lines.join('\n');
}

/** Runs the interactive console on stdin/stdout until /quit or end of input. */
export async function startConsole(ctx: CommandContext): Promise<void> {
  const session = createConsoleSession(ctx, { saveAttachments: true });
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    prompt: 'heartwood> ',
    completer: (line: string, callback: (error: null, result: [string[], string]) => void) => {
      session.complete(line).then(
        (hits) => callback(null, [hits, line]),
        () => callback(null, [[], line]),
      );
    },
  });
  console.log(loadedSummary(ctx));
  console.log('Heartwood console: no DISCORD_TOKEN is set, so commands are answered here. Type /help.');
  rl.prompt();
  let modalLines: string[] | undefined;
  for await (const line of rl) {
    if (modalLines) {
      if (line.trim() === '') {
        const modal = session.pendingModal()!;
        console.log(await session.submitModal({ [modal.fields[0]!.customId]: modalLines.join('\n') }));
        modalLines = undefined;
      } else modalLines.push(line);
      rl.prompt();
      continue;
    }
    if (/^\/?(quit|exit)$/.test(line.trim())) break;
    console.log(await session.run(line));
    const modal = session.pendingModal();
    if (modal) {
      console.log(`${modal.title}: type ${modal.fields[0]!.label.toLowerCase()}, then an empty line to submit.`);
      modalLines = [];
    }
    rl.prompt();
  }
  rl.close();
}
