/**
 * Renders a Reply (plain data) as a Discord message: embeds, buttons, a select menu, files.
 * Whatever a handler returns, the result stays inside Discord's limits (LIMITS): long texts are
 * cut with an ellipsis, and when anything was cut the whole answer is attached as a text file.
 * Outputs plain API-shaped objects, which discord.js accepts as they are.
 */
import {
  ButtonStyle,
  ComponentType,
  TextInputStyle,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APIModalInteractionResponseCallbackData,
  type APIApplicationCommandOptionChoice,
} from 'discord-api-types/v10';
import type { AutocompleteChoice } from '../reply/command';
import { LIMITS, pageWithin, truncate, type Reply, type ReplyButton, type ReplyPage, type Tone } from '../reply/reply';
import { renderReplyText } from '../reply/text';

/** The customId of the "Post publicly" button; '~' cannot start a command name, so it never collides. */
export const POST_PUBLICLY_ID = '~public';
/**
 * The paging buttons name the page they open (`◀ Page 1`, `Page 3 ▶`), so that they never read
 * like a command's own buttons beside them (/rule's `◀ 600`, the previous rule); they have a row of
 * their own, above the command's buttons.
 */
export function pageButtonLabel(direction: 'previous' | 'next', page: number): string {
  return direction === 'previous' ? `◀ Page ${page + 1}` : `Page ${page + 1} ▶`;
}

/** Whether a button's label is one of the paging buttons' (see pageButtonLabel). */
export function isPageButtonLabel(label: string | null | undefined): boolean {
  return /^(?:◀ Page \d+|Page \d+ ▶)$/.test(label ?? '');
}
/** Discord shows at most 10 embeds a message. */
const EMBEDS_PER_MESSAGE = 10;
/** Discord takes at most 10 files a message; one place is kept for answer.txt. */
const MAX_FILES = 10;
const SELECT_PLACEHOLDER = 150;
const MODAL_TITLE = 45;
const MODAL_LABEL = 45;
const MODAL_ROWS = 5;
const TEXT_INPUT_MAX = 4000;
const EMPTY_FIELD = '\u200b';

export const TONE_COLORS: Record<Tone, number> = {
  info: 0x3b82f6,
  success: 0x22c55e,
  warning: 0xf59e0b,
  error: 0xef4444,
};

export interface RenderedMessage {
  content?: string;
  embeds: APIEmbed[];
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
  files: { name: string; attachment: Buffer }[];
  /** Mentions in the text never ping anyone. */
  allowedMentions: { parse: [] };
}

export interface RenderOptions {
  /** Adds the "Post publicly" button (on ephemeral lookups). */
  postPublicly?: boolean;
}

export function renderMessage(reply: Reply, options: RenderOptions = {}): RenderedMessage {
  const paged = Boolean(reply.pageKey) && reply.pages.length > 1;
  const shown = clampPage(reply);
  const numbered = reply.pages.map((page, i) => (reply.pages.length > 1 ? withPageNumber(page, i, reply.pages.length) : page));
  const pages = paged ? [numbered[shown]!] : numbered;
  const color = TONE_COLORS[reply.tone ?? 'info'];
  const clip = clipper();
  const { embeds, cut } = fitEmbeds(pages.map((page) => renderEmbed(page, color, clip)));
  const content = reply.content ? clip(reply.content, LIMITS.content) : undefined;
  const files = (reply.attachments ?? []).slice(0, MAX_FILES - 1).map((file) => ({ name: file.name, attachment: Buffer.from(file.content, file.encoding ?? 'utf8') }));
  if (cut || clip.cut) {
    files.push({ name: 'answer.txt', attachment: Buffer.from(renderReplyText(reply), 'utf8') });
  }
  return {
    ...(content ? { content } : {}),
    embeds,
    components: renderComponents(reply, paged ? shown : undefined, options),
    files,
    allowedMentions: { parse: [] },
  };
}

/** A message with only the given embeds: the public copy made by "Post publicly". */
export function renderRepost(embeds: APIEmbed[], content: string): RenderedMessage {
  return { content: truncate(content, LIMITS.content), embeds: fitEmbeds(embeds).embeds, components: [], files: [], allowedMentions: { parse: [] } };
}

function clampPage(reply: Reply): number {
  return pageWithin(reply.page ?? 0, reply.pages.length);
}

/** The one place a page says its number: commands leave it out of their footers. */
function withPageNumber(page: ReplyPage, index: number, count: number): ReplyPage {
  const position = `Page ${index + 1} of ${count}`;
  return { ...page, footer: page.footer ? `${page.footer} · ${position}` : position };
}

/** truncate() that remembers whether it cut anything. */
interface Clipper {
  (text: string, max: number): string;
  cut: boolean;
}

function clipper(): Clipper {
  const clip = ((text: string, max: number) => {
    if (text.length > max) clip.cut = true;
    return truncate(text, max);
  }) as Clipper;
  clip.cut = false;
  return clip;
}

function renderEmbed(page: ReplyPage, color: number, clip: Clipper): APIEmbed {
  const embed: APIEmbed = { color };
  if (page.title) embed.title = clip(page.title, LIMITS.embedTitle);
  if (page.url && /^https?:\/\//.test(page.url)) embed.url = page.url;
  if (page.image && /^(?:https?|attachment):\/\//.test(page.image)) embed.image = { url: page.image };
  const description = describe(page, clip);
  if (description) embed.description = description;
  const fields = page.fields ?? [];
  if (fields.length > LIMITS.embedFields) clip.cut = true;
  if (fields.length) {
    embed.fields = fields.slice(0, LIMITS.embedFields).map((field) => ({
      name: clip(field.name, LIMITS.fieldName) || EMPTY_FIELD,
      value: clip(field.value, LIMITS.fieldValue) || EMPTY_FIELD,
      ...(field.inline ? { inline: true } : {}),
    }));
  }
  if (page.footer) embed.footer = { text: clip(page.footer, LIMITS.footer) };
  return embed;
}

/** The page's text, then its code in a fenced block that stays closed when cut. */
function describe(page: ReplyPage, clip: Clipper): string {
  const text = page.text ?? '';
  if (!page.code) return clip(text, LIMITS.embedDescription);
  const head = text ? clip(text, LIMITS.embedDescription / 2) + '\n' : '';
  const fence = '```';
  const room = LIMITS.embedDescription - head.length - fence.length * 2 - 2;
  const code = clip(page.code.replace(/```/g, 'ˋˋˋ'), room);
  return `${head}${fence}\n${code}\n${fence}`;
}

export function embedLength(embed: APIEmbed): number {
  const fields = (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  return (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + fields + (embed.footer?.text.length ?? 0) + (embed.author?.name.length ?? 0);
}

/**
 * Keeps the embeds of one message within 10 embeds and 6000 characters in all, cutting the last
 * embeds' descriptions and fields first. `cut` tells whether anything was lost.
 */
export function fitEmbeds(input: APIEmbed[]): { embeds: APIEmbed[]; cut: boolean } {
  const embeds = input.slice(0, EMBEDS_PER_MESSAGE).map((embed) => ({ ...embed, fields: embed.fields?.map((f) => ({ ...f })) }));
  let cut = input.length > EMBEDS_PER_MESSAGE;
  const total = () => embeds.reduce((sum, embed) => sum + embedLength(embed), 0);
  for (let i = embeds.length - 1; i >= 0 && total() > LIMITS.embedTotal; i--) {
    cut = true;
    const embed = embeds[i]!;
    while (embed.fields?.length && total() > LIMITS.embedTotal) embed.fields.pop();
    const over = total() - LIMITS.embedTotal;
    if (over > 0 && embed.description) {
      const keep = embed.description.length - over - 1;
      embed.description = keep > 0 ? truncate(embed.description, keep) : EMPTY_FIELD;
    }
    if (total() > LIMITS.embedTotal && i > 0) embeds.pop();
  }
  for (const embed of embeds) if (embed.fields?.length === 0) delete embed.fields;
  return { embeds, cut };
}

const STYLES: Record<NonNullable<ReplyButton['style']>, ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

function button(label: string, customId: string, style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger, disabled = false): APIButtonComponentWithCustomId {
  return { type: ComponentType.Button, custom_id: customId, label: truncate(label, LIMITS.buttonLabel) || '…', style, ...(disabled ? { disabled } : {}) };
}

/**
 * Action rows in order of importance: the select menu, the paging buttons (a row of their own), the
 * reply's own buttons, then "Post publicly"; at most 5 rows of 5 buttons, customIds unique and
 * within 100 characters.
 */
function renderComponents(reply: Reply, shownPage: number | undefined, options: RenderOptions): RenderedMessage['components'] {
  const rows: RenderedMessage['components'] = [];
  const seen = new Set<string>();
  const usable = (id: string) => id.length > 0 && id.length <= LIMITS.customId && !seen.has(id) && Boolean(seen.add(id));
  for (const select of [reply.select, ...(reply.menus ?? [])]) {
    const choices = uniqueBy(select?.options.filter((o) => o.value.length > 0 && o.value.length <= LIMITS.selectValue) ?? [], (o) => o.value);
    if (!select || choices.length === 0 || !usable(select.customId) || rows.length >= LIMITS.actionRows - 1) continue;
    rows.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: select.customId,
          placeholder: truncate(select.placeholder, SELECT_PLACEHOLDER),
          options: choices.slice(0, LIMITS.selectOptions).map((o) => ({
            label: truncate(o.label, LIMITS.selectLabel) || o.value,
            value: o.value,
            ...(o.description ? { description: truncate(o.description, LIMITS.selectDescription) } : {}),
          })),
        },
      ],
    });
  }
  const paging: APIButtonComponentWithCustomId[] = [];
  if (shownPage !== undefined && reply.pageKey) {
    const previous = `${reply.pageKey}:${shownPage - 1}`;
    const next = `${reply.pageKey}:${shownPage + 1}`;
    if (shownPage > 0 && usable(previous)) paging.push(button(pageButtonLabel('previous', shownPage - 1), previous, ButtonStyle.Secondary));
    if (shownPage < reply.pages.length - 1 && usable(next)) paging.push(button(pageButtonLabel('next', shownPage + 1), next, ButtonStyle.Secondary));
  }
  if (paging.length) rows.push({ type: ComponentType.ActionRow, components: paging });
  const buttons: APIButtonComponentWithCustomId[] = [];
  for (const b of reply.buttons ?? []) {
    if (usable(b.customId)) buttons.push(button(b.label, b.customId, STYLES[b.style ?? 'secondary'], b.disabled));
  }
  if (options.postPublicly && usable(POST_PUBLICLY_ID)) buttons.push(button('Post publicly', POST_PUBLICLY_ID, ButtonStyle.Primary));
  const room = LIMITS.actionRows - rows.length;
  const kept = buttons.length > room * LIMITS.buttonsPerRow ? keepLast(buttons, room * LIMITS.buttonsPerRow, options.postPublicly) : buttons;
  for (let i = 0; i < kept.length; i += LIMITS.buttonsPerRow) {
    rows.push({ type: ComponentType.ActionRow, components: kept.slice(i, i + LIMITS.buttonsPerRow) });
  }
  return rows;
}

/** Drops buttons beyond `max`, keeping the final "Post publicly" one when present. */
function keepLast(buttons: APIButtonComponentWithCustomId[], max: number, keepFinal: boolean | undefined): APIButtonComponentWithCustomId[] {
  return keepFinal ? [...buttons.slice(0, max - 1), buttons[buttons.length - 1]!] : buttons.slice(0, max);
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}

export function renderModal(modal: NonNullable<Reply['modal']>): APIModalInteractionResponseCallbackData {
  return {
    custom_id: modal.customId.slice(0, LIMITS.customId),
    title: truncate(modal.title, MODAL_TITLE) || 'Heartwood',
    components: modal.fields.slice(0, MODAL_ROWS).map((field) => ({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.TextInput,
          custom_id: field.customId.slice(0, LIMITS.customId),
          label: truncate(field.label, MODAL_LABEL) || 'Text',
          style: field.paragraph ? TextInputStyle.Paragraph : TextInputStyle.Short,
          required: field.required ?? true,
          max_length: Math.min(Math.max(1, field.maxLength ?? TEXT_INPUT_MAX), TEXT_INPUT_MAX),
          ...(field.placeholder ? { placeholder: truncate(field.placeholder, 100) } : {}),
        },
      ],
    })),
  };
}

/** At most 25 choices; names cut to 100 characters; values over 100 dropped (a cut value would not match). */
export function renderChoices(choices: AutocompleteChoice[]): APIApplicationCommandOptionChoice<string>[] {
  return uniqueBy(
    choices.filter((c) => c.value.length > 0 && c.value.length <= LIMITS.choiceValue),
    (c) => c.value,
  )
    .slice(0, LIMITS.autocompleteChoices)
    .map((c) => ({ name: truncate(c.name, LIMITS.choiceName) || c.value, value: c.value }));
}
