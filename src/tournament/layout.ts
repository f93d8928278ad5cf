/**
 * Laid-out text, as a PDF places it, read back into lines: the pdftohtml renders (./render) and
 * the official PDFs (./pdf) both give runs of text at a position, with a size and a weight. Runs on
 * one baseline make a line; small capitals, printed as a capital and smaller capitals
 * ("M" + "AGIC"), are read back as "Magic".
 */

/** One run of text. `y` is the baseline, from the top of the page down. */
export interface TextRun {
  page: number;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  text: string;
  /** Known for a PDF's runs (a space is put between runs that stand apart); absent for a render's. */
  width?: number;
}

export interface TextLine {
  page: number;
  x: number;
  y: number;
  /** The largest size on the line. */
  size: number;
  /** Every run with letters in it is bold (a heading, not a sentence with one bold word). */
  bold: boolean;
  text: string;
}

/** Runs whose baselines are this close stand on one line (a small capital's baseline is a pixel off its capital's). */
const SAME_LINE = 3;
/** A run this much smaller than the line's largest, in capitals, is small capitals. */
const SMALL_CAPS = 0.9;

export function textLines(runs: TextRun[]): TextLine[] {
  const lines: TextLine[] = [];
  const byPage = new Map<number, TextRun[]>();
  for (const run of runs) byPage.set(run.page, [...(byPage.get(run.page) ?? []), run]);
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const groups: TextRun[][] = [];
    for (const run of [...byPage.get(page)!].sort((a, b) => a.y - b.y)) {
      const last = groups[groups.length - 1];
      if (last && Math.abs(run.y - last[0]!.y) <= SAME_LINE) last.push(run);
      else groups.push([run]);
    }
    for (const group of groups) lines.push(line(group.sort((a, b) => a.x - b.x)));
  }
  return lines;
}

function line(runs: TextRun[]): TextLine {
  const size = Math.max(...runs.map((run) => run.size));
  let text = '';
  runs.forEach((run, i) => {
    const previous = runs[i - 1];
    const small = run.size < size * SMALL_CAPS && /\p{Lu}/u.test(run.text) && !/\p{Ll}/u.test(run.text);
    const piece = small ? run.text.toLowerCase() : run.text;
    const apart = previous?.width !== undefined && run.x - (previous.x + previous.width) > run.size * 0.2;
    text += apart && !/\s$/.test(text) && !/^\s/.test(piece) ? ` ${piece}` : piece;
  });
  const lettered = runs.filter((run) => /\p{L}/u.test(run.text));
  return {
    page: runs[0]!.page,
    x: runs[0]!.x,
    y: runs[0]!.y,
    size,
    bold: lettered.length > 0 && lettered.every((run) => run.bold),
    text: text.replace(/\s+/g, ' ').trim(),
  };
}
