/**
 * A pdftohtml render (`pdftohtml -c -s`, as mtg-familiar keeps the tournament documents): each page
 * a <div>, each run a <p> placed by `top` and `left` with a font class whose size the <style> gives;
 * page images inline as base64, which are skipped.
 */
import type { TextRun } from './layout';

const PAGE = /<div id="page(\d+)-div"[^>]*>([\s\S]*?)<\/div>/g;
const RUN = /<p style="position:absolute;top:(\d+)px;left:(\d+)px;[^"]*" class="(ft\d+)">([\s\S]*?)<\/p>/g;
const FONT = /\.(ft\d+)\{font-size:(\d+)px;/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function renderRuns(html: string): TextRun[] {
  const sizes = new Map([...html.matchAll(FONT)].map((m) => [m[1]!, Number(m[2])]));
  const runs: TextRun[] = [];
  for (const [, page, body] of html.matchAll(PAGE)) {
    for (const [, top, left, font, inner] of body!.matchAll(RUN)) {
      const size = sizes.get(font!);
      if (size === undefined) throw new Error(`page ${page}: the font class ${font} has no size in the render's <style>`);
      runs.push({
        page: Number(page),
        x: Number(left),
        // pdftohtml places a run by its top; its baseline is about a font size below.
        y: Number(top) + size,
        size,
        bold: /<b>/.test(inner!),
        text: decode(inner!.replace(/<br\/?>/g, ' ').replace(/<[^>]+>/g, '')),
      });
    }
  }
  if (!runs.length) throw new Error('this is not a pdftohtml render: no positioned text (<div id="pageN-div"> with <p style="position:absolute;…">) in it');
  return runs;
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
