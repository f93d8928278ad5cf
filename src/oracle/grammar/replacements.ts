/** Replacement and prevention effects (replacements.ohm, 614, 615). */
import type * as ohm from 'ohm-js';
import type { Effect, ObjectFilter, Ref } from '../ast';
import { amountWithTail } from './amounts';
import { ast, list, opt, present, ReadingProblem } from './nodes';
import { scope } from './scope';
import { manaLetter } from './words';

export const replacementActions: ohm.ActionDict<unknown> = {
  Effect_exileIfDies(_if, dying, _would, _comma, _exile) {
    const what = ast<Ref | undefined>(dying);
    return { do: 'exile-if-dies', ...(what ? { what } : {}) };
  },
  Effect_preventNextFromSource(_next, source, _would, _to, noun, _turn, _comma, _prevent) {
    const to = opt<Ref>(noun);
    return { do: 'prevent-next-from-source', source: ast(source), ...(to ? { to } : {}) };
  },
  Effect_preventAllFromSource(_prevent, source, _would) {
    return { do: 'prevent-next-from-source', source: ast(source), all: true };
  },
  Sentence_replaceNextDraw(_next, _comma, chain, _instead, _dot) {
    return [{ do: 'replace-next-draw', effects: list<Effect | Effect[]>(chain).flat() }];
  },
  ChosenSource_source(_a, words, type, _source, suffixes) {
    const parts = [...words.children, ...suffixes.children].map((part) => ast<Partial<ObjectFilter>>(part));
    return Object.assign({ types: type.children.map((t) => t.sourceString) }, ...parts) as ObjectFilter;
  },
  ChosenSource_typed(_a, typed, _choice, suffixes) {
    return Object.assign(ast<ObjectFilter>(typed), ...suffixes.children.map((part) => ast<Partial<ObjectFilter>>(part))) as ObjectFilter;
  },
  DyingThisTurn_noun: (noun) => ast(noun),
  DyingThisTurn_anyCreature: (_) => undefined,
  // Disintegrate's "the creature", Scorching Lava's "it": the creature mentioned before (its target), as "that creature".
  DyingThisTurn_thatCreature: (_words) => scope.resolve({ ref: 'pronoun', word: 'that creature', wants: 'object' }),
  StaticSentence_exileIfDiesFilter: (_if, filter, _would, _comma, _exile) => ({ static: 'exile-if-dies', filter: ast(filter) }),
  AsEnters_payLifeOrTapped(_as, _enters, _comma, _may, life, _life, _dot, _dont, _it, _enters2, _tapped, _dot2) {
    return { kind: 'static', static: { static: 'enters-tapped-unless-pay-life', life: Number(life.sourceString) } };
  },
  AsEnters_revealOrTapped(_as, _enters, _comma, _may, _a, description, _dot, _dont, _it, _enters2, _tapped, _dot2) {
    const { zone, ...filter } = ast<ObjectFilter>(description);
    if (zone?.zone !== 'hand' || zone.owner !== 'you') throw new ReadingProblem(`a card to reveal from elsewhere than your hand ("${description.sourceString}")`);
    return { kind: 'static', static: { static: 'enters-tapped-unless-reveal', filter } };
  },
  AsEnters_sacrificeOrGraveyard(_if, _enter, _comma, _sacrifice, _a, description, _instead, _dot, _do, _comma2, _put, _dot2, _dont, _comma3, _graveyard, _dot3) {
    return { kind: 'static', static: { static: 'enters-sacrificing', filter: ast<ObjectFilter>(description) } };
  },
  AsEnters_chooseColor: (_as, _enters, _comma, _choose, _dot) => ({ kind: 'static', static: { static: 'enters-choosing-color' } }),
  AsEnters_chooseCreatureType: (_as, _enters, _comma, _choose, _dot) => ({ kind: 'static', static: { static: 'enters-choosing-creature-type' } }),
  StaticSentence_graveyardsExile: (_) => ({ static: 'graveyards-exile' }),
  StaticSentence_exileIfDies: (_) => ({ static: 'exile-if-dies' }),
  StaticSentence_discardedOntoBattlefield(_if, _comma, _put, _with, amount, kind, _counters, _onIt, _instead) {
    const counted = amount.children[0];
    return { static: 'discarded-onto-battlefield', ...(counted ? { counter: kind.children[0]!.sourceString, amount: ast(counted) } : {}) };
  },
  StaticSentence_shuffleInsteadOfGraveyard: (_) => ({ static: 'shuffle-instead-of-graveyard' }),
  StaticSentence_doubleTokens: (_) => ({ static: 'double-tokens' }),
  StaticSentence_doubleDamage: (_) => ({ static: 'double-damage' }),
  StaticSentence_capDamage: (_if, atLeast, _more, _comma, _deals, amount, _instead) => ({ static: 'change-damage', change: { atLeast: Number(atLeast.sourceString), amount: Number(amount.sourceString) } }),
  StaticSentence_capDamageToYou(_if, _a, first, _or, more, _source, atLeast, _more, _comma, _deals, amount, _instead) {
    const source = { types: [first, ...more.children].map((t) => t.sourceString) } as ObjectFilter;
    return { static: 'change-damage', source, toYou: true, change: { atLeast: Number(atLeast.sourceString), amount: Number(amount.sourceString) } };
  },
  StaticSentence_halveDamage: (_if, _comma, _half) => ({ static: 'change-damage', change: { halve: true } }),
  StaticSentence_lessDamage(_if, _a, desc, _comma, _deals, n, _instead) {
    const filter = ast<ObjectFilter>(desc);
    if (!filter.types.includes('creature')) throw new ReadingProblem(`"that creature" naming ${desc.sourceString}`);
    return { static: 'change-damage', filter, change: { minus: Number(n.sourceString) } };
  },
  StaticSentence_preventDamage: (_prevent, combat, _dealt, way, noun) => ({ static: 'prevent-damage', who: ast(noun), dealt: ast(way), ...(present(combat) ? { combat: true } : {}) }),
  StaticSentence_preventDamageRemovingCounter: (_if, kind, _counter, _from) => ({ static: 'prevent-damage', who: { ref: 'self' }, dealt: 'to', removeCounter: kind.sourceString }),
  StaticSentence_preventSomeDamage(_if, _a, words, type, _source, to, _comma, _prevent, n, _of) {
    const source = Object.assign({ types: type.children.map((t) => t.sourceString) }, ...words.children.map((word) => ast<Partial<ObjectFilter>>(word))) as ObjectFilter;
    return { static: 'prevent-some-damage', source, amount: Number(n.sourceString), to: ast(to) };
  },
  PreventedTo_youAndObjects: (_you, _a, desc) => ({ you: true, objects: ast(desc) }),
  PreventedTo_you: (_) => ({ you: true }),
  PreventedTo_objects: (_a, desc) => ({ you: false, objects: ast(desc) }),
  StaticSentence_redirectDamage: (_all, from, _is, to, _instead) => ({ static: 'redirect-damage', others: ast(from), to: ast(to) }),
  RedirectedFrom_youAndOthers: (_) => true,
  RedirectedFrom_you: (_) => false,
  RedirectedTo_self: (_) => 'self',
  RedirectedTo_enchanted: (_) => 'attached',
  RedirectedTo_equipped: (_) => 'attached',
  PreventedWay_toAndBy: (_) => 'toAndBy',
  PreventedWay_to: (_) => 'to',
  PreventedWay_by: (_) => 'by',
  StaticSentence_entersTapped: (_self, _enters, _tapped) => ({ static: 'enters-tapped' }),
  /** 614.1c: "~ enters tapped with two charge counters on it" (the Vivid lands): both, one replacement. */
  StaticSentence_entersTappedWithCounters(_self, _enters, _tappedWith, amount, kind, _counters, _onIt) {
    scope.mention({ ref: 'self' }, 'object');
    return { static: 'enters-with-counters', counter: kind.sourceString, amount: ast(amount), tapped: true };
  },
  StaticSentence_entersWithCounters(_self, _enters, _with, amount, kind, _counters, _onIt, tail) {
    scope.mention({ ref: 'self' }, 'object');
    return { static: 'enters-with-counters', counter: kind.sourceString, amount: amountWithTail(ast(amount), tail.children[0] ? ast(tail.children[0]) : undefined) };
  },
  /** "~ enters with X +1/+1 counters on it, where X is the number of creature cards in all graveyards" (614.1c: counted as it enters). */
  StaticSentence_entersWithXCounters(_self, _enters, _withX, kind, _counters, _onIt, _comma, _whereX, amount) {
    scope.mention({ ref: 'self' }, 'object');
    return { static: 'enters-with-counters', counter: kind.sourceString, amount: ast(amount) };
  },
  StaticSentence_eachEntersWithCounter(_each, desc, _enters, _with, kind, _counter, _onIt) {
    return { static: 'each-enters-with-counter', filter: ast<ObjectFilter>(desc), counter: kind.sourceString };
  },
  /** "~ enters with four +1/+1 counters on it if a creature died this turn" (614.1c). */
  StaticSentence_entersWithCountersIfAfter(_self, _enters, _with, amount, kind, _counters, _onIt, _if, condition) {
    scope.mention({ ref: 'self' }, 'object');
    return { static: 'enters-with-counters', counter: kind.sourceString, amount: ast(amount), condition: ast(condition) };
  },
  /** "If ~ was kicked, it enters with two +1/+1 counters on it" (614.1c, 702.33d). */
  StaticSentence_entersWithCountersIf(_if, condition, _comma, _it, _enters, _with, amount, kind, _counters, _onIt) {
    return { static: 'enters-with-counters', counter: kind.sourceString, amount: ast(amount), condition: ast(condition) };
  },
  StaticSentence_entersAsCopy(_may, _enter, _copy, desc, _battlefield, still) {
    const pt = still.children[0];
    return { static: 'enters-as-copy', filter: ast<ObjectFilter>(desc), ...(pt ? { still: { power: Number(pt.children[2]!.sourceString), toughness: Number(pt.children[4]!.sourceString) } } : {}) };
  },
  StaticSentence_landsProduce(_if, symbol, _instead) {
    return { static: 'lands-produce', mana: manaLetter(symbol) };
  },
};
