/** Renders a Reply as plain text for the console and the CLI. */
import { unescapeMarkdown } from './escape';
import type { Reply, ReplyPage } from './reply';

/**
 * Discord markdown as a terminal reads it: **bold** markers dropped; __underlined__ and ~~struck~~
 * words (a diff's added and removed words) as {+added+} and [-removed-]; escaped characters plain
 * (an echo of typed text shows as typed).
 */
function plain(text: string): string {
  return unescapeMarkdown(
    text
      .replace(/\*\*(.+?)\*\*/gs, '$1')
      .replace(/__((?:\\.|[^_\\])+?)__/gs, '{+$1+}')
      .replace(/~~((?:\\.|[^~\\])+?)~~/gs, '[-$1-]'),
  );
}

export function renderPageText(page: ReplyPage): string {
  const out: string[] = [];
  if (page.title) out.push(plain(page.title), '─'.repeat(Math.min(page.title.length, 72)));
  if (page.url) out.push(page.url);
  if (page.text) out.push(plain(page.text));
  if (page.code) out.push(page.code);
  for (const field of page.fields ?? []) out.push('', `${plain(field.name)}:`, indent(plain(field.value)));
  if (page.footer) out.push('', `— ${page.footer}`);
  return out.join('\n');
}

/** The whole reply: its content, every page (or only the shown one with `onlyShownPage`), then its attachments' names. */
export function renderReplyText(reply: Reply, opts: { onlyShownPage?: boolean } = {}): string {
  const shown = reply.page ?? 0;
  const pages = opts.onlyShownPage ? [reply.pages[shown] ?? reply.pages[0]!] : reply.pages;
  const blocks: string[] = [];
  if (reply.content) blocks.push(reply.content);
  pages.forEach((page, i) => {
    const label = reply.pages.length > 1 ? `[page ${(opts.onlyShownPage ? shown : i) + 1}/${reply.pages.length}]\n` : '';
    blocks.push(label + renderPageText(page));
  });
  for (const file of reply.attachments ?? []) blocks.push(`[attachment ${file.name}: ${file.encoding === 'base64' ? `${Math.floor((file.content.length * 3) / 4)} bytes` : `${file.content.length} characters`}]`);
  return blocks.join('\n\n');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => '  ' + line)
    .join('\n');
}
