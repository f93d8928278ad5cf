/**
 * An official PDF (what a user downloads from Wizards) → runs of text, through unpdf (PDF.js for
 * Node, no native build). Bold is read from the font's name (`TimesNewRomanPS-BoldMT`), which
 * PDF.js knows once the page's fonts are loaded.
 */
import type { TextRun } from './layout';

/** PDF.js 5 calls ArrayBuffer.prototype.transferToFixedLength (Node 21+) while it loads fonts; Node 20 lacks it. */
function ensureTransfer(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
  if (proto.transferToFixedLength) return;
  proto.transferToFixedLength = function (this: ArrayBuffer, length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
}

interface PdfTextItem {
  str?: string;
  transform: number[];
  width: number;
  fontName: string;
}

export async function pdfRuns(bytes: Uint8Array): Promise<TextRun[]> {
  ensureTransfer();
  const { getDocumentProxy } = (await import('unpdf')) as typeof import('unpdf');
  const document = await getDocumentProxy(bytes);
  const runs: TextRun[] = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const height = page.getViewport({ scale: 1 }).height;
      const content = await page.getTextContent();
      await page.getOperatorList();
      for (const item of content.items as PdfTextItem[]) {
        if (!item.str) continue;
        const [a, b, , , x, y] = item.transform as [number, number, number, number, number, number];
        let font = '';
        try {
          font = (page.commonObjs.get(item.fontName) as { name?: string }).name ?? '';
        } catch {
          // A font PDF.js could not load: read as regular.
        }
        runs.push({ page: number, x: x!, y: height - y!, size: Math.hypot(a!, b!), bold: /bold|black|heavy/i.test(font), text: item.str, width: item.width });
      }
    }
  } finally {
    await document.loadingTask.destroy();
  }
  if (!runs.length) throw new Error('the PDF has no text in it (a scan?): nothing to read');
  return runs;
}
