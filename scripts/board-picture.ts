/**
 * Draws the board picture the README shows (docs/board.png): preset heroic-resolves-first after
 * Gods Willing is cast, its heroic trigger above it on the stack. Run `npx tsx scripts/board-picture.ts`
 * after changing src/picture, and commit the picture.
 */
import fs from 'node:fs';
import path from 'node:path';
import { boardPng } from '../src/picture/png';
import { findPreset } from '../src/scenario/presets';
import { simulate } from '../src/scenario/simulate';
import { resolveDataDir } from '../src/util/paths';

const PRESET = 'heroic-resolves-first';
const OUT = path.join(__dirname, '..', 'docs', 'board.png');

const text = findPreset(resolveDataDir(), PRESET).text;
const played = simulate(text, { dataDir: resolveDataDir() });
if (!played.ok) throw new Error(`preset ${PRESET} did not play: ${played.message}`);
// The moment both are on the stack: the first step after which the stack holds two items.
const moment = played.trace.stacks.find((stack) => stack.stack.length === 2);
if (!moment) throw new Error(`preset ${PRESET} never has two items on the stack`);
const result = simulate(text, { dataDir: resolveDataDir(), boardAt: moment.afterStep });
if (!result.ok || !result.trace.boardAt) throw new Error(`preset ${PRESET} did not play to step ${moment.afterStep}`);
fs.writeFileSync(OUT, boardPng(result.trace.boardAt.board, `preset ${PRESET}, after step ${moment.afterStep}`));
console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
