/** Reading test cards' Oracle text into trees (the grammar stage of the compiler only). */
import type { Ability } from '../../src/oracle/ast';
import { readCard } from '../../src/oracle/compile';

/** The abilities of a card with this Oracle text; a sentence that can't be read fails the test. */
export function abilities(oracleText: string, options: { name?: string; spell?: boolean } = {}): Ability[] {
  const read = readCard({ name: options.name ?? 'Test Card', oracleText }, options.spell ?? false);
  if ('status' in read) throw new Error(read.reason);
  return read.ast.abilities;
}

export function ability(oracleText: string, options: { name?: string; spell?: boolean } = {}): Ability {
  const [only, ...rest] = abilities(oracleText, options);
  if (!only || rest.length) throw new Error(`expected one ability, read ${rest.length + (only ? 1 : 0)}`);
  return only;
}

/** The effects of a spell with this text. */
export function spellEffects(oracleText: string) {
  const read = ability(oracleText, { spell: true });
  if (read.kind !== 'spell') throw new Error(`read as ${read.kind}`);
  return read.block;
}
