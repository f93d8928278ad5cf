/**
 * A small PDF written here, byte by byte (PDF 1.4: a catalog, pages, Helvetica and Helvetica-Bold,
 * one content stream a page, an exact cross-reference table), to test reading an official PDF
 * without one at hand. Text is placed as a PDF places it: from the bottom left, in points.
 */
export interface PdfText {
  x: number;
  /** From the bottom of a 612×792 page. */
  y: number;
  size: number;
  bold?: boolean;
  text: string;
  /** Text set right after it, where the first ends (a small capital after its capital), in another size. */
  then?: { size: number; text: string }[];
}

export function buildPdf(pages: PdfText[][]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, once the pages are numbered
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const texts of pages) {
    const font = (t: PdfText) => (t.bold ? 'F2' : 'F1');
    const stream = texts
      .map((t) => `BT /${font(t)} ${t.size} Tf ${t.x} ${t.y} Td ${literal(t.text)} Tj ${(t.then ?? []).map((n) => `/${font(t)} ${n.size} Tf ${literal(n.text)} Tj`).join(' ')} ET`)
      .join('\n');
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${objects.length} 0 R >>`));
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function literal(text: string): string {
  return `(${latin1(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** WinAnsi for the few characters beyond Latin-1 a tournament document uses: the em dash. */
function latin1(text: string): string {
  return text.replace(/—/g, '\x97');
}
