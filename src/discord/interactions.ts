/**
 * Routes every Discord interaction to its command module and sends the answer back:
 * slash and context-menu commands to execute(), autocomplete to autocomplete(), buttons, select
 * menus and modal submissions to component() of the command named by the customId's prefix.
 * Nothing thrown here escapes: a failure becomes an ephemeral error with a short id, and the log
 * gets the stack with the same id.
 */
import {
  MessageFlags,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type ContextMenuCommandInteraction,
  type Interaction,
  type Message,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { CommandContext, CommandModule, ComponentInput, Options } from '../reply/command';
import { decodeCustomId } from '../reply/command';
import { errorReply, type Reply } from '../reply/reply';
import { sharedState } from '../state';
import { buttonExpired, errorId } from './guards';
import { deferrals, errorClass, errors, interactions, replySeconds } from '../ops/metrics';
import type { Logger } from './logger';
import { isPageButtonLabel, POST_PUBLICLY_ID, renderChoices, renderMessage, renderModal, renderRepost } from './render';

export interface InteractionDeps {
  commands: readonly CommandModule[];
  dataDir: string;
  /** The user data folder layered over dataDir. */
  userDataDir?: string;
  logger: Logger;
  /** Seconds between two /simulate runs of one user (0: none). */
  cooldownSeconds: number;
  /** Answers slower than this are deferred (Discord allows 3 s for the first response). */
  deferAfterMs: number;
}

type Answerable = ChatInputCommandInteraction | ContextMenuCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction;

export async function handleInteraction(interaction: Interaction, deps: InteractionDeps): Promise<void> {
  const started = performance.now();
  const labels = metricLabels(interaction, deps);
  let outcome = 'answered';
  try {
    if (interaction.isAutocomplete()) await suggest(interaction, deps);
    else if (interaction.isChatInputCommand() || interaction.isContextMenuCommand()) await runCommand(interaction, deps);
    else if (interaction.isMessageComponent()) await runComponent(interaction, deps);
    else if (interaction.isModalSubmit()) await runModalSubmit(interaction, deps);
  } catch (error) {
    outcome = 'failed';
    errors.inc({ class: errorClass(error) });
    await reportFailure(interaction, error, deps.logger);
  }
  interactions.inc({ ...labels, outcome });
  replySeconds.observe(labels, (performance.now() - started) / 1000);
}

/** An interaction's type and command for the metrics: only known commands name themselves (a forged name would grow the metrics without bound). */
function metricLabels(interaction: Interaction, deps: InteractionDeps): { type: string; command: string } {
  const kinds: [string, boolean][] = [
    ['autocomplete', interaction.isAutocomplete()],
    ['command', interaction.isCommand()],
    ['button', interaction.isButton()],
    ['select', interaction.isAnySelectMenu()],
    ['modal', interaction.isModalSubmit()],
  ];
  const type = kinds.find(([, is]) => is)?.[0] ?? 'other';
  return { type, command: commandLabel(interaction, deps) };
}

function commandLabel(interaction: Interaction | Answerable, deps: InteractionDeps): string {
  if (interaction.isCommand() || interaction.isAutocomplete()) return find(deps, interaction.commandName) ? interaction.commandName : 'unknown';
  if (!interaction.isMessageComponent() && !interaction.isModalSubmit()) return 'unknown';
  if (interaction.customId === POST_PUBLICLY_ID) return POST_PUBLICLY_ID;
  const { command } = decodeCustomId(interaction.customId);
  return find(deps, command) ? command : 'unknown';
}

function find(deps: InteractionDeps, name: string): CommandModule | undefined {
  return deps.commands.find((command) => command.definition.name === name);
}

/**
 * The command's context; a run it starts (a simulation) spends from the asker's cooldown (in the
 * shared state), timed by the interaction's snowflake.
 */
function contextOf(interaction: Answerable | AutocompleteInteraction, deps: InteractionDeps): CommandContext {
  return {
    dataDir: deps.dataDir,
    userDataDir: deps.userDataDir,
    userId: interaction.user.id,
    locale: interaction.locale,
    takeRun: () => sharedState().takeRun(interaction.user.id, interaction.createdTimestamp, deps.cooldownSeconds * 1000),
    giveBackRun: () => sharedState().giveBackRun(interaction.user.id, interaction.createdTimestamp),
  };
}

async function suggest(interaction: AutocompleteInteraction, deps: InteractionDeps): Promise<void> {
  const module = find(deps, interaction.commandName);
  const focused = interaction.options.getFocused(true);
  const choices = module?.autocomplete ? await module.autocomplete(focused.name, String(focused.value), contextOf(interaction, deps)) : [];
  await interaction.respond(renderChoices(choices));
}

/**
 * The options of a command, or the first string longer than its definition's max_length: Discord's
 * client enforces it, so only a forged payload has one, and it is refused before any search or
 * simulation (a scenario cut short would play another scenario).
 */
function commandOptions(interaction: ChatInputCommandInteraction | ContextMenuCommandInteraction, module: CommandModule): { options: Options } | { overlong: string } {
  if (interaction.isMessageContextMenuCommand()) return { options: { message: messageText(interaction.targetMessage) } };
  if (interaction.isUserContextMenuCommand()) return { options: { user: interaction.targetUser.id } };
  const definitions = 'options' in module.definition ? module.definition.options ?? [] : [];
  const options: Options = {};
  for (const option of interaction.options.data) {
    if (option.value === undefined || option.value === null) continue;
    const definition = definitions.find((d) => d.name === option.name);
    const maxLength = definition && 'max_length' in definition ? definition.max_length : undefined;
    if (typeof option.value === 'string' && maxLength !== undefined && option.value.length > maxLength) {
      return { overlong: `The option \`${option.name}\` has ${option.value.length.toLocaleString('en-US')} characters; at most ${maxLength.toLocaleString('en-US')} are allowed. Shorten it and ask again.` };
    }
    options[option.name] = option.value;
  }
  return { options };
}

/** The text a message context-menu command works on: the content, else its embeds' text. */
function messageText(message: Message): string {
  if (message.content.trim()) return message.content;
  return message.embeds.map((embed) => [embed.title, embed.description].filter(Boolean).join('\n')).join('\n\n');
}

async function runCommand(interaction: ChatInputCommandInteraction | ContextMenuCommandInteraction, deps: InteractionDeps): Promise<void> {
  const module = find(deps, interaction.commandName);
  if (!module) {
    await sendNote(interaction, 'Unknown command', `Heartwood has no /${interaction.commandName} any more. A moderator can run \`npm run deploy-commands\` to refresh the list.`);
    return;
  }
  const read = commandOptions(interaction, module);
  if ('overlong' in read) {
    await sendNote(interaction, 'Option too long', read.overlong);
    return;
  }
  await answer(interaction, module.execute(read.options, contextOf(interaction, deps)), deps);
}

async function runComponent(interaction: MessageComponentInteraction, deps: InteractionDeps): Promise<void> {
  const pagingPress = isPagingPress(interaction);
  const { command, args } = decodeCustomId(interaction.customId);
  if (buttonExpired(interaction.message.id, interaction.id)) {
    await sendNote(interaction, 'These buttons have expired', 'Buttons work for 10 minutes after the answer. Run the command again for a fresh one.');
    return;
  }
  // Fails closed: a message that does not say who asked answers no one.
  const asker = interaction.message.interactionMetadata?.user.id;
  if (asker !== interaction.user.id) {
    await sendNote(interaction, 'Not your buttons', 'Only the person who asked can use these buttons. Run the command yourself to get your own copy.');
    return;
  }
  if (!customIdsOf(interaction.message).has(interaction.customId)) {
    await sendNote(interaction, 'Unknown button', 'This button is not on this message (any more). Run the command again for fresh buttons.');
    return;
  }
  if (interaction.customId === POST_PUBLICLY_ID) {
    const embeds = interaction.message.embeds.map((embed) => embed.toJSON());
    await interaction.reply(renderRepost(embeds, `Shared by ${interaction.user.displayName}:`));
    return;
  }
  const module = find(deps, command);
  if (!module?.component) {
    await sendNote(interaction, 'Nothing to do', `This button belonged to /${command}, which cannot answer it any more.`);
    return;
  }
  const input: ComponentInput = {
    args,
    ...(interaction.isStringSelectMenu() ? { values: interaction.values } : {}),
    message: messageInput(interaction.message),
  };
  await answer(interaction, module.component(input, contextOf(interaction, deps)), deps, pagingPress);
}

async function runModalSubmit(interaction: ModalSubmitInteraction, deps: InteractionDeps): Promise<void> {
  const { command, args } = decodeCustomId(interaction.customId);
  const module = find(deps, command);
  if (!module?.component) {
    await sendNote(interaction, 'Nothing to do', `This form belonged to /${command}, which cannot answer it any more.`);
    return;
  }
  const fields: Record<string, string> = {};
  for (const [customId, field] of interaction.fields.fields) if ('value' in field && typeof field.value === 'string') fields[customId] = field.value;
  const input: ComponentInput = { args, fields, ...(interaction.message ? { message: messageInput(interaction.message) } : {}) };
  await answer(interaction, module.component(input, contextOf(interaction, deps)), deps);
}

/** The customIds a message carries, in rows, containers or sections: only these can be pressed. */
function customIdsOf(message: Message): Set<string> {
  const ids = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const { custom_id: id, ...rest } = node as Record<string, unknown>;
    if (typeof id === 'string') ids.add(id);
    Object.values(rest).forEach(visit);
  };
  visit(message.components.map((component) => component.toJSON()));
  return ids;
}

function messageInput(message: Message): NonNullable<ComponentInput['message']> {
  return {
    content: message.content,
    embeds: message.embeds.map((embed) => ({
      title: embed.title ?? undefined,
      description: embed.description ?? undefined,
      footer: embed.footer?.text,
      fields: embed.fields.map((field) => ({ name: field.name, value: field.value })),
    })),
  };
}

/**
 * Whether one of our previous/next buttons was pressed. Read before anything is awaited:
 * discord.js updates the message it keeps with every later press on it, and may no longer find
 * the button pressed.
 */
function isPagingPress(interaction: MessageComponentInteraction): boolean {
  const pressed = interaction.isButton() ? interaction.component : undefined;
  const label = pressed && 'label' in pressed ? pressed.label : undefined;
  return isPageButtonLabel(label);
}

/**
 * Only a paging press replaces the message it came from (for the pageKey of the answer it
 * brings). Anything else, a "Rulings" button under a card or a pick in the "Explain a rule" menu
 * under a trace, answers in a new message and leaves the first one.
 */
function replacesMessage(interaction: Answerable, result: Reply, pagingPress: boolean): boolean {
  return pagingPress && Boolean(result.pageKey) && interaction.isMessageComponent() && interaction.customId.startsWith(`${result.pageKey}:`);
}

/**
 * Sends the handler's reply: at once when it is ready within deferAfterMs, else after deferring
 * (a "thinking…" state for commands, a silent acknowledgement for components).
 */
async function answer(interaction: Answerable, work: Promise<Reply>, deps: InteractionDeps, pagingPress = false): Promise<void> {
  const early = await settledWithin(work, deps.deferAfterMs);
  if (early) {
    await sendNow(interaction, early.reply, pagingPress);
    return;
  }
  deferrals.inc({ command: commandLabel(interaction, deps) });
  if (interaction.isMessageComponent()) await interaction.deferUpdate();
  else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  await sendDeferred(interaction, await work, pagingPress);
}

async function settledWithin(work: Promise<Reply>, ms: number): Promise<{ reply: Reply } | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work.then((reply) => ({ reply })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Lookups are ephemeral unless the handler says otherwise; ephemeral answers offer "Post publicly". */
function isEphemeral(result: Reply): boolean {
  return result.ephemeral !== false;
}

function rendered(result: Reply, ephemeral: boolean) {
  return renderMessage(result, { postPublicly: ephemeral && result.tone !== 'error' && result.shareable !== false });
}

/**
 * Another page of the message: its files came with the first page and stay on it, so they are not
 * sent again; nor is an empty list of files, which would remove them (a board.png its embed shows).
 */
function turnedPage(result: Reply, message: Message) {
  const { files, ...page } = rendered({ ...result, attachments: undefined }, message.flags.has(MessageFlags.Ephemeral));
  return files.length ? { ...page, files } : page;
}

async function sendNow(interaction: Answerable, result: Reply, pagingPress: boolean): Promise<void> {
  if (result.modal && !interaction.isModalSubmit()) {
    await interaction.showModal(renderModal(result.modal));
    return;
  }
  if (replacesMessage(interaction, result, pagingPress) && interaction.isMessageComponent()) {
    await interaction.update(turnedPage(result, interaction.message));
    return;
  }
  const ephemeral = isEphemeral(result);
  await interaction.reply({ ...rendered(result, ephemeral), ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}) });
}

async function sendDeferred(interaction: Answerable, result: Reply, pagingPress: boolean): Promise<void> {
  if (!interaction.isMessageComponent()) {
    await interaction.editReply(rendered(result, true));
  } else if (replacesMessage(interaction, result, pagingPress)) {
    await interaction.editReply(turnedPage(result, interaction.message));
  } else {
    await interaction.followUp({ ...rendered(result, true), flags: MessageFlags.Ephemeral });
  }
}

/** A short ephemeral message of our own (expired buttons, someone else's buttons). */
async function sendNote(interaction: Answerable, title: string, text: string): Promise<void> {
  await interaction.reply({ ...renderMessage({ pages: [{ title, text }], tone: 'warning' }), flags: MessageFlags.Ephemeral });
}

async function reportFailure(interaction: Interaction, error: unknown, logger: Logger): Promise<void> {
  const id = errorId(interaction.id);
  logger.error({ err: error, errorId: id, interaction: summary(interaction) }, `interaction failed (error id ${id})`);
  try {
    if (interaction.isAutocomplete()) {
      if (!interaction.responded) await interaction.respond([]);
      return;
    }
    if (!interaction.isRepliable()) return;
    const message = renderMessage(
      errorReply('Something went wrong', `Heartwood could not answer this. Error id \`${id}\`: give it to the bot's maintainers, it points at the details in the log.`),
    );
    if (interaction.replied || (interaction.deferred && interaction.isMessageComponent())) await interaction.followUp({ ...message, flags: MessageFlags.Ephemeral });
    else if (interaction.deferred) await interaction.editReply(message);
    else await interaction.reply({ ...message, flags: MessageFlags.Ephemeral });
  } catch (sendError) {
    logger.error({ err: sendError, errorId: id }, 'could not tell the user about the failure');
  }
}

function summary(interaction: Interaction): Record<string, unknown> {
  return {
    id: interaction.id,
    type: interaction.type,
    command: interaction.isCommand() || interaction.isAutocomplete() ? interaction.commandName : undefined,
    customId: interaction.isMessageComponent() || interaction.isModalSubmit() ? interaction.customId : undefined,
    user: interaction.user.id,
    guild: interaction.guildId ?? undefined,
  };
}
