/**
 * A Reply is plain data describing an answer: what a command handler returns.
 * Front ends render it: src/discord as embeds and components, src/cli as text.
 * Nothing here knows about discord.js or the terminal.
 */

/** Discord's hard limits, which every renderer and handler respects. */
export const LIMITS = {
  content: 2000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  embedTotal: 6000,
  actionRows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  customId: 100,
  selectOptions: 25,
  selectLabel: 100,
  selectValue: 100,
  selectDescription: 100,
  autocompleteChoices: 25,
  choiceName: 100,
  choiceValue: 100,
} as const;

export interface ReplyField {
  name: string;
  value: string;
  inline?: boolean;
}

/** One screen of an answer: an embed in Discord, a block of text in the console. */
export interface ReplyPage {
  title?: string;
  /** Where the title links to. */
  url?: string;
  /** An image shown large under the text: a card's picture (https://…), or an attached file (attachment://board.png). */
  image?: string;
  text?: string;
  /** Shown in a monospace block (a stack trace, a table). */
  code?: string;
  fields?: ReplyField[];
  footer?: string;
}

export type Tone = 'info' | 'success' | 'warning' | 'error';

/** A button that calls back into a command: customId is made with encodeCustomId. */
export interface ReplyButton {
  label: string;
  customId: string;
  style?: 'primary' | 'secondary' | 'success' | 'danger';
  disabled?: boolean;
}

export interface ReplySelectOption {
  label: string;
  value: string;
  description?: string;
}

export interface ReplySelect {
  customId: string;
  placeholder: string;
  options: ReplySelectOption[];
}

/** A form that asks for text (Discord: a modal; console: a prompt). */
export interface ReplyModal {
  customId: string;
  title: string;
  fields: { customId: string; label: string; paragraph?: boolean; required?: boolean; maxLength?: number; placeholder?: string }[];
}

export interface Reply {
  /** At least one page. Several pages are shown one at a time with paging buttons. */
  pages: ReplyPage[];
  /** The page shown (0-based). */
  page?: number;
  /**
   * The customId prefix of the paging buttons: the renderer adds `:<page>` to it.
   * The command's component handler receives it back and returns the same reply at that page.
   * Absent on a multi-page reply, every page is rendered at once where the front end can.
   */
  pageKey?: string;
  tone?: Tone;
  /** Plain text above the embed (rare: most answers live in pages). */
  content?: string;
  buttons?: ReplyButton[];
  select?: ReplySelect;
  /** More select menus, each on a row of its own under `select` (Discord only). */
  menus?: ReplySelect[];
  modal?: ReplyModal;
  /** Files; `base64` for binary content (a PNG). */
  attachments?: { name: string; content: string; encoding?: 'base64' }[];
  /** Only the asker sees it. Lookups are ephemeral by default in Discord (see src/discord). */
  ephemeral?: boolean;
  /** false: no "Post publicly" (a reply that only says nothing was found is not worth sharing). */
  shareable?: boolean;
}

/** A reply of one page. */
export function reply(page: ReplyPage, extra: Omit<Reply, 'pages'> = {}): Reply {
  return { pages: [page], ...extra };
}

/** A clear, user-facing error reply. */
export function errorReply(title: string, text: string): Reply {
  return { pages: [{ title, text }], tone: 'error', ephemeral: true };
}

/** A page number (0-based) kept within a reply of `count` pages. */
export function pageWithin(page: number, count: number): number {
  return Math.min(Math.max(0, page), count - 1);
}

/** Cuts text to at most `max` characters, ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, Math.max(0, max - 1)).trimEnd() + '…';
}

/**
 * Splits text into chunks of at most `max` characters, at line breaks where possible,
 * so that long answers are paginated instead of cut.
 */
export function splitText(text: string, max: number): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf('\n', max);
    if (cut < max / 2) cut = rest.lastIndexOf(' ', max);
    if (cut < max / 2) cut = max;
    chunks.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).replace(/^\n/, '');
  }
  if (rest.length > 0 || chunks.length === 0) chunks.push(rest);
  return chunks;
}

/**
 * Packs text blocks into pages, joined by blank lines, each at most `max(page)` characters (the
 * page number is 0-based, so the first page can leave room for fields). Blocks are expected to be
 * split to fit already; one that does not fit an empty page is split at line or word breaks.
 */
export function packBlocks(blocks: string[], max: (page: number) => number): string[] {
  const pages: string[] = [];
  let current = '';
  for (const block of blocks) {
    const limit = max(pages.length);
    const joined = current ? `${current}\n\n${block}` : block;
    if (joined.length <= limit) current = joined;
    else if (!current) {
      const [head, ...rest] = splitText(block, limit);
      pages.push(head!);
      current = rest.join('\n');
    } else {
      pages.push(current);
      current = block;
    }
  }
  pages.push(current);
  return pages;
}
