/**
 * The compiler's safety net: every card that compiles is read back to words (src/oracle/render) and
 * compared with its own Oracle text, clause by clause (./round-trip.ts). A clause of the card that
 * the rendering lacks was dropped; a clause of the rendering that the card lacks was invented.
 * Harmless differences are templates in known-differences.yaml; misreads reported there still fail.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultCardLibrary } from '../../src/engine/cards/library';
import { renderCard } from '../../src/oracle/render/card';
import { PROJECT_ROOT } from '../../src/util/paths';
import { describeWithSharedData } from '../shared-data';
import { compareClauses, loadKnownDifferences, Rewrites, type Mismatch } from './round-trip';
import { compiledPool, SHARED_POOL, type CompiledCard } from './shared-pool';

const known = loadKnownDifferences();

/** A mismatch as the failure shows it: the card, what was dropped and what invented. */
function described(name: string, mismatch: Mismatch): string {
  return [`${name}:`, ...mismatch.dropped.map((clause) => `  - dropped:  ${clause}`), ...mismatch.invented.map((clause) => `  + invented: ${clause}`)].join('\n');
}

const matches = (mismatch: Mismatch): boolean => mismatch.dropped.length === 0 && mismatch.invented.length === 0;

/** The engine's hand-written cards, with their Oracle text (tokens have none of their own, 111.4: their `text` describes them). */
const handWritten = (): CompiledCard[] =>
  defaultCardLibrary()
    .all()
    .filter((definition) => !definition.token)
    .map((definition) => ({ card: { id: definition.name, layout: 'normal', name: definition.name, oracleText: definition.text }, definition }));

/** Each card's comparison, by name (a name with two Oracle texts in the pool has two). */
function roundTrip(cards: CompiledCard[], rewrites: Rewrites): Map<string, Mismatch[]> {
  const results = new Map<string, Mismatch[]>();
  for (const { card, definition } of cards) {
    // A split card (709) is compared half by half: each face's text with its half read back, fuse (702.102a) with each.
    // A flip card (710) or a double-faced card (712) face by face: the card's own, then its flipped half or back face.
    const other = definition.flip ?? definition.back ?? definition.adventure;
    const faces = definition.halves && card.faces
      ? definition.halves.map((half, i) => ({ name: half.name, text: card.faces![i]!.oracleText ?? '', lines: [...renderCard(half).abilities, ...(definition.fuse ? ['Fuse'] : [])] }))
      : other && card.faces
        ? [{ ...definition, flip: undefined, back: undefined, adventure: undefined }, other].map((face, i) => ({ name: face.name, text: card.faces![i]!.oracleText ?? '', lines: renderCard(face).abilities }))
        : [{ name: card.name, text: card.oracleText ?? '', lines: renderCard(definition).abilities }];
    for (const face of faces) results.set(card.name, [...(results.get(card.name) ?? []), compareClauses(face.text, face.lines, face.name, rewrites)]);
  }
  return results;
}

/** The cards whose round trip fails, each with its first mismatch. */
function failures(results: Map<string, Mismatch[]>, except: Set<string> = new Set()): string[] {
  return [...results].filter(([name, mismatches]) => !except.has(name) && !mismatches.every(matches)).map(([name, mismatches]) => described(name, mismatches.find((m) => !matches(m))!));
}

describe('the round trip of the engine’s own cards (rules-data/cards)', () => {
  it('reads every hand-written card back to its own Oracle text', () => {
    const cards = handWritten();
    expect(failures(roundTrip(cards, new Rewrites(known.differences)))).toEqual([]);
    expect(cards.length).toBeGreaterThan(90);
  });
});

describeWithSharedData('the round trip of every compiled card of ../shared/data', SHARED_POOL, () => {
  const rewrites = new Rewrites(known.differences);
  const misread = new Set(known.misreads.map((entry) => entry.card));
  let compiled: CompiledCard[];
  let results: Map<string, Mismatch[]>;
  beforeAll(async () => {
    ({ compiled } = await compiledPool());
    results = roundTrip(compiled, rewrites);
    // The hand-written cards count too for which known differences are used.
    roundTrip(handWritten(), rewrites);
  }, 180_000);

  it('renders every compiled card, each clause matching one of its Oracle text (misreads reported in known-differences.yaml aside)', () => {
    expect(failures(results, misread).slice(0, 40)).toEqual([]);
    expect(compiled.length).toBeGreaterThan(3000);
  });

  it('still fails for every misread reported (fixed in the compiler: remove it from known-differences.yaml)', () => {
    const fixed = known.misreads.filter((entry) => (results.get(entry.card) ?? []).every(matches)).map((entry) => entry.card);
    expect(fixed).toEqual([]);
  });

  it('uses every known difference (one no clause needs any more goes)', () => {
    const unused = known.differences.filter((_, i) => rewrites.used[i] === 0).map((difference) => difference.pattern);
    expect(unused).toEqual([]);
  });
});

describe('known-differences.yaml', () => {
  it('is reviewed by template: docs/oracle.md states how many there are, and no two share a pattern', () => {
    const doc = fs.readFileSync(path.join(PROJECT_ROOT, 'docs', 'oracle.md'), 'utf8');
    const stated = /\*\*(\d+) known differences\*\*/.exec(doc);
    expect(Number(stated?.[1])).toBe(known.differences.length);
    expect(new Set(known.differences.map((difference) => difference.pattern)).size).toBe(known.differences.length);
  });
});
