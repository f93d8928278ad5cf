/** Keyword abilities (702) and Auras' enchant (303.4) in the engine's words. */
import { isKnownKeyword, type CardDefinitionInput } from '../../engine/cards/schema';
import type { ObjectFilter } from '../ast';
import { cannot, type EngineAbility } from './base';
import { describe, simpleKind } from './nouns';

export function lowerKeyword(keyword: { keyword: string; from?: string; cost?: string; n?: number }): string {
  const word = keyword.keyword === 'protection' ? `protection from ${keyword.from}` : keyword.keyword;
  if (keyword.cost === undefined && keyword.n === undefined && isKnownKeyword(word)) return word;
  return cannot(keyword.keyword === 'protection' ? `give protection from ${keyword.from}` : `run the keyword ${keyword.keyword}`);
}

/** 702.6a: "Equip [cost]" is "[cost]: Attach this Equipment to target creature you control. Activate only as a sorcery." */
export function equip(cost: string, text: string): EngineAbility {
  return { kind: 'activated', name: 'equip', cost: { mana: cost }, timing: 'sorcery', targets: [{ kind: 'creature', controller: 'you', text: 'target creature you control' }], effects: [{ do: 'attach', to: 'target' }], text };
}

export function lowerEnchant(filter: ObjectFilter): NonNullable<CardDefinitionInput['enchant']> {
  const kind = simpleKind(filter);
  if (kind === 'creature' && filter.controller === 'you') return 'creature-you-control';
  if ((kind === 'creature' || kind === 'permanent' || kind === 'artifact' || kind === 'land') && !filter.controller) return kind;
  return cannot(`enchant anything but a creature, artifact, land or permanent (enchant ${describe(filter)})`);
}
