/** Damage divided among targets as its controller chooses (601.2d), for spells, activated and triggered abilities. */
import { chosenParts, type Resolvable } from './characteristics';
import { type Ctx, IllegalAction, emit, playerName } from './context';
import type { StackItem, TargetRecord } from './types';

/**
 * 601.2d: damage "divided as you choose among" targets is divided as the targets are chosen, each
 * target getting at least 1; default: as evenly as possible, the first targets getting the rest.
 * `dropExtraTargets`: targets the engine chose by default (a trigger's, 603.3d) beyond the damage
 * are not chosen, rather than the division refused.
 */
export function divideDamage(ctx: Ctx, item: StackItem, resolvable: Resolvable, divide: number[] | Record<string, number> | undefined, stepRule: string, dropExtraTargets = false): void {
  const divided = chosenParts(resolvable, item.modes).flatMap((part) => part.effects.flatMap((effect) => (effect.do === 'damage' && effect.divided ? [{ effect, mode: part.mode }] : [])))[0];
  if (!divided) {
    if (divide) throw new IllegalAction(`${item.label} deals no damage divided as its controller chooses: there is nothing to divide`, [stepRule, '601.2d'], stepRule);
    return;
  }
  const { effect, mode } = divided;
  const total = typeof effect.amount === 'number' ? effect.amount : effect.amount === 'X' ? item.x : undefined;
  const slot = effect.to === 'target' ? 0 : typeof effect.to === 'object' && 'target' in effect.to ? effect.to.target : undefined;
  if (total === undefined || slot === undefined) throw new IllegalAction(`${item.label}: only a number or X of damage can be divided among its targets`, [stepRule, '601.2d'], stepRule);
  const inDivision = (record: TargetRecord) => record.slot === slot && record.mode === mode;
  if (dropExtraTargets) {
    const beyond = item.targets.filter(inDivision).slice(total);
    item.targets = item.targets.filter((record) => !beyond.includes(record));
  }
  const records = item.targets.filter(inDivision);
  const rules = [stepRule, '601.2d'];
  if (records.length === 0) {
    if (dropExtraTargets) return; // a trigger with no legal target to divide among: nothing is dealt
    throw new IllegalAction(`${item.label} divides ${total} damage among its targets: choose at least one`, rules, stepRule);
  }
  if (records.length > total) throw new IllegalAction(`${item.label} divides ${total} damage, and each target must get at least 1: it can have at most ${total} target${total === 1 ? '' : 's'}, not ${records.length}`, rules, stepRule);
  // A mapping names each target's part by its label (a trigger's division, planned ahead: 603.3d).
  const named = divide && !Array.isArray(divide) ? records.map((record) => divide[record.label] ?? 0) : divide;
  const shares = named ?? records.map((_, index) => Math.floor(total / records.length) + (index < total % records.length ? 1 : 0));
  const sum = shares.reduce((a, b) => a + b, 0);
  const problem =
    shares.length !== records.length
      ? `${shares.length} amount${shares.length === 1 ? '' : 's'} for ${records.length} target${records.length === 1 ? '' : 's'}: give one for each`
      : shares.some((share) => !Number.isInteger(share) || share < 1)
        ? 'each target must get at least 1 damage'
        : sum !== total
          ? `the amounts add up to ${sum}, not ${total}`
          : undefined;
  if (problem) throw new IllegalAction(`${item.label}'s ${total} damage can't be divided that way: ${problem}`, rules, stepRule);
  records.forEach((record, index) => (record.share = shares[index]!));
  const division = records.map((record) => `${record.share} to ${record.label}`).join(', ');
  const who = playerName(ctx.state, item.controller);
  if (divide) emit(ctx, 'casting-step', rules, `${who} divides ${item.label}'s ${total} damage: ${division}`, { step: stepRule, players: [who] });
  else emit(ctx, 'choice', rules, `${who} divides ${item.label}'s ${total} damage as evenly as possible: ${division} (no division was named)`, { players: [who] });
}
