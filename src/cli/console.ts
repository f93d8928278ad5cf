/**
 * The local console: the same slash commands as in Discord, typed at a prompt.
 * `/rule 601.2h`, Tab completes option values through the command's autocomplete,
 * `!1` presses the reply's first button, `!pick 2` picks the second entry of its menu.
 */
import readline from 'node:readline';
import { commands, findCommand } from '../../commands';
import type { CommandContext, CommandModule, ComponentInput } from '../reply/command';
import { decodeCustomId } from '../reply/command';
import type { Reply } from '../reply/reply';
import { renderReplyText } from '../reply/text';
import { loadedSummary } from '../data/summary';
import { mainOption, parseOptionText } from './options';

export interface ConsoleSession {
  /** Runs one typed line and returns the text to show. */
  run(line: string): Promise<string>;
  /** Tab completion for a partial line. */
  complete(line: string): Promise<string[]>;
  /** A modal waiting for its fields, if the last reply asked for one. */
  pendingModal(): Reply['modal'] | undefined;
  submitModal(fields: Record<string, string>): Promise<string>;
}

export function createConsoleSession(ctx: CommandContext): ConsoleSession {
  let last: Reply | undefined;
  const show = (result: Reply): string => {
    last = result;
    const lines = [renderReplyText(result, { onlyShownPage: Boolean(result.pageKey) })];
    const buttons = actionButtons(result);
    if (buttons.length) lines.push('', buttons.map((b, i) => `[!${i + 1}] ${b.label}`).join('   '));
    if (result.select) {
      lines.push('', `${result.select.placeholder} (type !pick N):`);
      result.select.options.forEach((option, i) => lines.push(`  ${i + 1}. ${option.label}${option.description ? ` — ${option.description}` : ''}`));
    }
    return lines.join('\n');
  };
  const press = async (customId: string, extra: Partial<ComponentInput> = {}): Promise<string> => {
    const { command, args } = decodeCustomId(customId);
    const module = findCommand(command);
    if (!module?.component) return `That button belongs to /${command}, which cannot answer it here.`;
    return show(await module.component({ args, ...extra }, ctx));
  };

  return {
    async run(input) {
      const line = input.trim();
      if (!line) return '';
      if (line === '/help' || line === 'help') return helpText();
      const pick = /^!pick\s+(\d+)$/.exec(line);
      if (pick) {
        const option = last?.select?.options[Number(pick[1]) - 1];
        if (!last?.select || !option) return 'Nothing to pick: the last answer has no menu entry with that number.';
        return press(last.select.customId, { values: [option.value] });
      }
      const bang = /^!(\d+)$/.exec(line);
      if (bang) {
        const button = last ? actionButtons(last)[Number(bang[1]) - 1] : undefined;
        if (!button) return 'No such button on the last answer.';
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
      const { module, rest } = splitCommand(line);
      if (!module) {
        const typed = line.trim().replace(/^\//, '');
        return commands.map((c) => `/${c.definition.name}`).filter((name) => name.startsWith('/' + typed));
      }
      const option = mainOption(module);
      if (!module.autocomplete || !option || rest.includes(':')) return [];
      const choices = await module.autocomplete(option.name, rest, ctx);
      return choices.map((choice) => `/${module.definition.name} ${choice.value}`);
    },
    pendingModal: () => last?.modal,
    async submitModal(fields) {
      const modal = last?.modal;
      if (!modal) return 'No form is waiting.';
      return press(modal.customId, { fields });
    },
  };
}

/** Buttons including the paging ones, as Discord would show them. */
function actionButtons(result: Reply): { label: string; customId: string }[] {
  const paging: { label: string; customId: string }[] = [];
  const page = result.page ?? 0;
  if (result.pageKey && result.pages.length > 1) {
    if (page > 0) paging.push({ label: '◀ Previous page', customId: `${result.pageKey}:${page - 1}` });
    if (page < result.pages.length - 1) paging.push({ label: 'Next page ▶', customId: `${result.pageKey}:${page + 1}` });
  }
  return [...paging, ...(result.buttons ?? [])];
}

function splitCommand(line: string): { module?: CommandModule; rest: string } {
  const match = /^\/?(\S+)\s*([\s\S]*)$/.exec(line.trim());
  return { module: match ? findCommand(match[1]!.toLowerCase()) : undefined, rest: match?.[2] ?? '' };
}

function helpText(): string {
  const lines = ['Commands (type them as in Discord):'];
  for (const command of commands) {
    const description = 'description' in command.definition ? command.definition.description : 'context-menu command';
    lines.push(`  /${command.definition.name.padEnd(10)} ${description}`);
  }
  lines.push('', 'Options: /rule 601.2h or /rule query:601.2h examples:true. Tab completes.');
  lines.push('Buttons: !1, !2 … press the buttons of the last answer; !pick N picks from its menu. /quit leaves.');
  return lines.join('\n');
}

/** Runs the interactive console on stdin/stdout until /quit or end of input. */
export async function startConsole(ctx: CommandContext): Promise<void> {
  const session = createConsoleSession(ctx);
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
