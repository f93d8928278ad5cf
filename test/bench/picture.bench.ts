/**
 * The picture of the board (src/picture): drawing a board of 10 and of 40 permanents as SVG then PNG
 * (target: p95 under 150 ms for 40), and the PNG's size (target: under 500 KB). Baseline from the
 * same run: building the SVG alone (the rest is resvg's rasterizing and PNG encoding).
 */
import { boardSvg } from '../../src/picture/board';
import { boardPng } from '../../src/picture/png';
import { simulate } from '../../src/scenario/simulate';
import { resolveDataDir } from '../../src/util/paths';
import type { BoardSnapshot } from '../../src/engine';
import { measure, report, reportValue } from './measure';

const DATA = resolveDataDir();

/** A board of `count` permanents, half each player's: creatures and lands, a few tapped for a spell on the stack. */
function boardOf(count: number): BoardSnapshot {
  const each = count / 2;
  const list = (names: string[]) => Array.from({ length: each }, (_, i) => names[i % names.length]).join(', ');
  const text = `Alice has ${list(['Grizzly Bears', 'Mountain', 'Forest', 'Favored Hoplite', 'Plains'])}\nBob has ${list(['Hill Giant', 'Mountain', 'Island'])}\nAlice casts Lightning Bolt targeting Hill Giant`;
  const steps = simulate(text, { dataDir: DATA });
  if (!steps.ok) throw new Error(`the bench's scenario did not play: ${JSON.stringify(steps)}`);
  const cast = steps.trace.events.filter((event) => event.line === 3).at(-1)!.step;
  const result = simulate(text, { dataDir: DATA, boardAt: cast });
  if (!result.ok || result.trace.boardAt!.board.battlefield.length !== count) throw new Error(`the bench's board does not hold ${count} permanents`);
  return result.trace.boardAt!.board;
}

export default async function bench(): Promise<void> {
  for (const count of [10, 40]) {
    const board = boardOf(count);
    const svgOnly = await measure([board], (b) => boardSvg(b), 200);
    const picture = await measure([board], (b) => boardPng(b), 40);
    report(`board of ${count} permanents, SVG + PNG`, picture, count === 40 ? { p95: 150 } : undefined, svgOnly);
    reportValue(`board of ${count} permanents, PNG size`, boardPng(board).length / 1000, 'KB', { below: 500 });
  }
}
