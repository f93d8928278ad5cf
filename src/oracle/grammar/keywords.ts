/** Keyword abilities (keywords.ohm, 702), and objects described by a keyword. */
import type * as ohm from 'ohm-js';
import type { Cost, Keyword, ObjectFilter } from '../ast';
import { ast, list, type N } from './nodes';
import { subtypeNamed } from './subtypes';

export const keywordActions: ohm.ActionDict<unknown> = {
  Keyword_protection(_, quality) {
    return { keyword: 'protection', from: ast<string>(quality) };
  },
  Keyword_hexproofFrom(_, color) {
    return { keyword: `hexproof from ${color.sourceString}` };
  },
  Keyword_landwalk(land, _walk) {
    return { keyword: `${land.sourceString}walk` };
  },
  Keyword_bestow: costKeyword,
  Keyword_morph: costKeyword,
  // "Morph—Pay 5 life." (702.37a): a morph cost other than mana.
  Keyword_morphCosts(_, _dash, costs) {
    return { keyword: 'morph', costs: list<Cost>(costs) };
  },
  Keyword_equip: costKeyword,
  Keyword_embalm: costKeyword,
  Keyword_eternalize: costKeyword,
  Keyword_cycling: costKeyword,
  // 702.29e: what it finds is "basic land" or a subtype ("Island", "Wizard"; refused if the rules list no such subtype).
  Keyword_typecycling(word, cost) {
    const type = word.sourceString.replace(/cycling$/, '');
    return { keyword: 'typecycling', finds: type === 'basic land' ? type : subtypeNamed(type.charAt(0).toUpperCase() + type.slice(1)), cost: cost.sourceString.replace(/\s/g, '') };
  },
  Keyword_transmute: costKeyword,
  Keyword_unearth: costKeyword,
  Keyword_outlast: costKeyword,
  Keyword_levelUp: costKeyword,
  Keyword_ward: costKeyword,
  Keyword_kicker: costKeyword,
  Keyword_multikicker: costKeyword,
  Keyword_replicate: costKeyword,
  Keyword_buyback: costKeyword,
  Keyword_flashback: costKeyword,
  Keyword_evoke: costKeyword,
  Keyword_dash: costKeyword,
  Keyword_surge: costKeyword,
  Keyword_spectacle: costKeyword,
  Keyword_madness: costKeyword,
  Keyword_overload: costKeyword,
  Keyword_miracle: costKeyword,
  Keyword_entwine: costKeyword,
  Keyword_escalate: costKeyword,
  Keyword_scavenge: costKeyword,
  Keyword_suspend(_, n, _dash, cost) {
    return { keyword: 'suspend', n: Number(n.sourceString), cost: cost.sourceString };
  },
  Keyword_reinforce(_, n, _dash, cost) {
    return { keyword: 'reinforce', n: Number(n.sourceString), cost: cost.sourceString.replace(/\s/g, '') };
  },
  Keyword_awaken(_, n, _dash, cost) {
    return { keyword: 'awaken', n: Number(n.sourceString), cost: cost.sourceString.replace(/\s/g, '') };
  },
  Keyword_echo: costKeyword,
  Keyword_cumulativeUpkeep: costKeyword,
  Keyword_cumulativeUpkeepCosts(word, _dash, costs) {
    return { keyword: word.sourceString, costs: list<Cost>(costs) };
  },
  Keyword_fading: numberKeyword,
  Keyword_vanishing(word, n) {
    return { keyword: word.sourceString, ...(n.children.length ? { n: Number(n.sourceString) } : {}) };
  },
  Keyword_tribute: numberKeyword,
  Keyword_afflict: numberKeyword,
  Keyword_annihilator: numberKeyword,
  Keyword_bushido: numberKeyword,
  Keyword_bloodthirst: numberKeyword,
  Keyword_renown: numberKeyword,
  Keyword_crew: numberKeyword,
  Keyword_modular: numberKeyword,
  Keyword_fabricate: numberKeyword,
  Keyword_graft: numberKeyword,
  Keyword_devour: numberKeyword,
  Keyword_soulshift: numberKeyword,
  Keyword_afterlife: numberKeyword,
  Keyword_dredge: numberKeyword,
  // "Affinity for artifacts" (702.41a): what it counts.
  Keyword_affinity(_, filter) {
    return { keyword: 'affinity', filter: ast<ObjectFilter>(filter) };
  },
  Keyword_simple(word) {
    return { keyword: word.sourceString };
  },
  ProtectionQuality_chosenColor(_) {
    return 'the color of your choice';
  },
  ProtectionQuality_colorChosenAsEntered(_) {
    return 'the chosen color';
  },
  ProtectionQuality_everything(_) {
    return 'everything';
  },
  ProtectionQuality_colors(colors) {
    return colors.sourceString;
  },
  ProtectionQuality_word(word) {
    return word.sourceString;
  },
  ProtectionQuality_objects(filter) {
    return filter.sourceString;
  },
  ObjectSuffix_withKeyword(_with, keyword) {
    return { withKeyword: keyword.sourceString };
  },
  ObjectSuffix_withoutKeyword(_without, keyword) {
    return { withoutKeyword: keyword.sourceString };
  },
};

function costKeyword(this: ohm.Node, word: N, cost: N): Keyword {
  return { keyword: word.sourceString, cost: cost.sourceString.replace(/\s/g, '') };
}

function numberKeyword(this: ohm.Node, word: N, n: N): Keyword {
  return { keyword: word.sourceString, n: Number(n.sourceString) };
}
