/**
 * The official-PDF path (no official PDF was at hand: the test writes one, ./pdf-fixture): read
 * through unpdf by `npm run build:tournament`, in a process of its own (PDF.js is an ES module,
 * which jest's CommonJS runtime cannot load).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import os from 'node:os';
import { PROJECT_ROOT } from '../../src/util/paths';
import { buildPdf, type PdfText } from './pdf-fixture';

const run = promisify(execFile);

/** Small capitals as the official PDFs print them: a capital, then smaller capitals right after it. */
function smallCaps(x: number, y: number, words: string[]): PdfText[] {
  const [first, ...rest] = words.flatMap((word) => [{ size: 16, text: word[0]! }, { size: 12, text: `${word.slice(1).toUpperCase()} ` }]);
  return [{ x, y, bold: true, ...first!, then: rest }];
}

const PAGES: PdfText[][] = [
  [
    ...smallCaps(72, 720, ['Magic', 'Infraction', 'Procedure', 'Guide']),
    { x: 72, y: 700, size: 11, text: 'Effective September 23, 2024' },
    { x: 72, y: 660, size: 11, bold: true, text: 'Contents' },
    { x: 72, y: 640, size: 11, text: '2. Game Play Errors ........................................ 2' },
    { x: 90, y: 625, size: 11, text: '2.3. Game Play Error — Hidden Card Error ................. 2' },
    { x: 560, y: 40, size: 11, text: '1' },
  ],
  [
    { x: 72, y: 720, size: 11, bold: true, text: '2.' },
    ...smallCaps(90, 720, ['Game', 'Play', 'Errors']),
    { x: 72, y: 700, size: 11, text: 'Game Play Errors are caused by incorrect or inaccurate play of the game.' },
    { x: 72, y: 660, size: 11, bold: true, text: '2.3. Game Play Error — Hidden Card Error' },
    { x: 480, y: 660, size: 11, bold: true, text: 'Warning' },
    { x: 90, y: 630, size: 11, bold: true, text: 'Definition' },
    { x: 90, y: 612, size: 11, text: 'A player commits an error in the game that cannot be corrected by only' },
    { x: 90, y: 598, size: 11, text: 'publicly available information.' },
    { x: 560, y: 40, size: 11, text: '2' },
  ],
];

describe('an official PDF (one the test writes)', () => {
  it('npm run build:tournament reads it: title in small capitals, sections by the contents, the penalty, the labelled definition', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-tournament-pdf-'));
    const pdf = path.join(dir, 'MTG_IPG_test.pdf');
    fs.writeFileSync(pdf, buildPdf(PAGES));
    const tsx = require.resolve('tsx/cli');
    await run(process.execPath, [tsx, path.join(PROJECT_ROOT, 'src/tournament/build.ts'), '--ipg', pdf, '--into', dir]);
    const data = JSON.parse(fs.readFileSync(path.join(dir, 'tournament', 'ipg.json'), 'utf8'));
    expect([data.title, data.effectiveDate, data.source]).toEqual(['Magic Infraction Procedure Guide', 'September 23, 2024', 'MTG_IPG_test.pdf']);
    expect(data.sections).toEqual([
      { id: '2', title: 'Game Play Errors', parts: [{ paragraphs: ['Game Play Errors are caused by incorrect or inaccurate play of the game.'] }] },
      {
        id: '2.3',
        title: 'Hidden Card Error',
        category: 'Game Play Error',
        penalty: 'Warning',
        parent: '2',
        parts: [{ label: 'Definition', paragraphs: ['A player commits an error in the game that cannot be corrected by only publicly available information.'] }],
      },
    ]);
  });

  it('a file that is neither a PDF with text nor a render is refused with the reason', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-tournament-bad-'));
    const file = path.join(dir, 'notes.html');
    fs.writeFileSync(file, '<html><body>hello</body></html>');
    const tsx = require.resolve('tsx/cli');
    await expect(run(process.execPath, [tsx, path.join(PROJECT_ROOT, 'src/tournament/build.ts'), '--mtr', file, '--into', dir])).rejects.toMatchObject({
      stderr: expect.stringContaining('this is not a pdftohtml render'),
    });
  });
});
