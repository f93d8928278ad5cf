/**
 * Casting a spell (601.2a–i), activating an ability (602.2) and playing a land (305), each step an
 * event with its rule; timing (117.1a, 307.1, 702.8 flash, 602.5d, 606.3). Paying mana is one line
 * in the trace; each mana ability and payment step is a detail shown in a verbose trace.
 * Any step that can't be completed throws IllegalAction; step() then rewinds to before the proposal (732.1).
 */
import { COLORS, type Ability, type CardDefinition, type Condition, type Cost, type Filter, type TargetSpec, type TriggeredCastKeyword } from './cards/schema';
import { FACE_DOWN, characteristics, chosenParts, spellResolvable, touch, type Resolvable } from './characteristics';
import { type Ctx, IllegalAction, battlefieldObjects, cloneState, current, emit, isSameObject, moveObject, playerName, pushStackItem, refOf } from './context';
import { takeChoice } from './choices';
import { activationRestrictionProblem, conditionHolds } from './conditions';
import { colorNamed } from './effects';
import { announceCountersX, costHasX, formatMana, isManaAbility, isPaid, parseManaCost, payAbilityCosts, payFromPool, phyrexianWithLife, shortfall, type ManaCost } from './mana';
import { abilityIndexFor, activateManaAbility, activatePayments, autoPay, costChoicesOf, findPermanent, payActivationMana, type CostChoices } from './production';
import { findCandidate, labelOf, selectObject, selectorText, targetProblem, toRecord, type Targeter } from './targets';
import { payWithHelpers } from './cost-helpers';
import { divideDamage } from './division';
import { manaValue, matchesFilter } from './filters';
import { putRest, topOfLibrary } from './library';
import { queueCastTriggers, queueTargetTriggers } from './triggers';
import type { Action, ChoiceValue, GameObject, GameState, ManaPayment, ObjectSelector, StackItem, TargetChoice, TargetRecord } from './types';
import { moveAll, moveWithTriggers } from './zones';
import { amountOf } from './who';

type CastAction = Extract<Action, { type: 'cast' }>;
type ActivateAction = Extract<Action, { type: 'activate' }>;
type Activated = Extract<Ability, { kind: 'activated' }>;

const ZONE_WORDS = { hand: 'hand', graveyard: 'their graveyard', exile: 'exile' } as const;

export function findInHand(ctx: Ctx, player: number, card: ObjectSelector, zone: keyof typeof ZONE_WORDS = 'hand'): GameObject {
  const cards = ctx.state.players[player]![zone].map((id) => ctx.state.objects[id]!);
  const found = selectObject(cards, card);
  if (!found) throw new IllegalAction(`${playerName(ctx.state, player)} has no "${selectorText(card)}" in ${ZONE_WORDS[zone]} (${zone}: ${cards.map((o) => o.label).join(', ') || 'empty'})`, ['601.2a']);
  return found;
}

/**
 * 118.9, 601.2b: the alternative costs a spell may be cast for instead of its mana cost, each from the
 * zone its ability works in; only one may be applied (118.9a). Without one, the mana cost, from the hand.
 */
interface AlternativeCost {
  zone: keyof typeof ZONE_WORDS;
  /** Cast only while an ability resolves (608.2g: madness's trigger), which allows it whatever the timing. */
  duringResolution?: true;
  cost: (definition: CardDefinition) => string | undefined;
  rules: string[];
  /** What the cast marks on the spell, and says of it; what a card without the ability can't be cast as. */
  mark: (spell: GameObject) => void;
  says: string;
  /** Why a card without the ability can't be cast for it, and the rules that say so. */
  missing: { says: string; rules: string[] };
  /** Why it can't be chosen now although the card has it (surge: no other spell cast this turn). */
  unavailable?: (state: GameState, player: number, card: GameObject) => string | undefined;
  /** What the trace says of a card with the ability cast without it (the default). */
  unchosen?: string;
}

/** 702.37a: the cost of casting a card face down with its morph ability, rather than its mana cost. */
const MORPH_CASTING_COST = '{3}';

const ALTERNATIVE_COSTS = {
  bestow: {
    zone: 'hand',
    cost: (definition) => definition.bestow,
    rules: ['702.103a', '702.103b'],
    mark: (spell) => (spell.bestowed = true),
    says: 'is cast bestowed: it is an Aura spell with enchant creature, not a creature spell, and its cost is its bestow cost',
    missing: { says: "has no bestow ability: it can't be cast bestowed", rules: ['702.103a', '601.2b'] },
  },
  // 702.37c, 708.4: turned face down before it goes on the stack.
  faceDown: {
    zone: 'hand',
    cost: (definition) => (definition.morph ? MORPH_CASTING_COST : undefined),
    rules: ['702.37c', '708.4'],
    mark: (spell) => (spell.faceDown = true),
    says: `is cast face down with its morph ability: it is a 2/2 face-down creature spell with no text, no name, no subtypes and no mana cost, and its cost is ${MORPH_CASTING_COST} (an alternative cost, 118.9)`,
    missing: { says: "has no morph ability: it can't be cast face down", rules: ['702.37d'] },
  },
  evoke: {
    zone: 'hand',
    cost: (definition) => (definition.types.some((type) => PERMANENT_TYPES.includes(type)) ? definition.evoke : undefined),
    rules: ['702.74a'],
    mark: (spell) => (spell.evoked = true),
    says: 'is cast for its evoke cost: its cost is its evoke cost, and the permanent it becomes is sacrificed when it enters (702.74a)',
    missing: { says: "has no evoke ability: it can't be cast for an evoke cost", rules: ['702.74a', '601.2b'] },
    unchosen: 'is cast for its mana cost, not evoked (the default: its evoke cost is not paid)',
  },
  dash: {
    zone: 'hand',
    cost: (definition) => (definition.types.some((type) => PERMANENT_TYPES.includes(type)) ? definition.dash : undefined),
    rules: ['702.109a'],
    mark: (spell) => (spell.dashed = true),
    says: "is cast for its dash cost: its cost is its dash cost; the permanent it becomes has haste, and returns to its owner's hand at the beginning of the next end step (702.109a)",
    missing: { says: "has no dash ability: it can't be cast for a dash cost", rules: ['702.109a', '601.2b'] },
    unchosen: 'is cast for its mana cost, not dashed (the default: its dash cost is not paid)',
  },
  surge: {
    zone: 'hand',
    cost: (definition) => definition.surge,
    rules: ['702.117a'],
    mark: () => undefined,
    says: 'is cast for its surge cost: its cost is its surge cost (its caster has cast another spell this turn)',
    missing: { says: "has no surge ability: it can't be cast for a surge cost", rules: ['702.117a', '601.2b'] },
    // 702.117a: "you or one of your teammates"; the engine's games have no teams (810).
    unchosen: 'is cast for its mana cost, not for its surge cost (the default)',
    unavailable: (state, player) => (state.players[player]!.spellsCastThisTurn ? undefined : `${playerName(state, player)} has cast no other spell this turn, so its surge cost can't be paid`),
  },
  spectacle: {
    zone: 'hand',
    cost: (definition) => definition.spectacle,
    rules: ['702.137a'],
    mark: () => undefined,
    says: 'is cast for its spectacle cost: its cost is its spectacle cost (an opponent lost life this turn)',
    missing: { says: "has no spectacle ability: it can't be cast for a spectacle cost", rules: ['702.137a', '601.2b'] },
    unchosen: 'is cast for its mana cost, not for its spectacle cost (the default)',
    unavailable: (state, player) => (state.players.some((p, index) => index !== player && p.lostLifeThisTurn) ? undefined : 'no opponent lost life this turn, so its spectacle cost can\'t be paid'),
  },
  madness: {
    zone: 'exile',
    duringResolution: true,
    cost: (definition) => definition.madness,
    rules: ['702.35a', '702.35b'],
    mark: (spell) => (spell.madnessPaid = true),
    says: 'is cast from exile for its madness cost as its madness trigger resolves: its cost is its madness cost (an alternative cost, 118.9), and its timing does not matter (608.2g)',
    missing: { says: "has no madness ability: it can't be cast for a madness cost", rules: ['702.35a', '601.2b'] },
  },
  miracle: {
    zone: 'hand',
    duringResolution: true,
    cost: (definition) => definition.miracle,
    rules: ['702.94a'],
    mark: () => undefined,
    says: 'is cast from its owner\'s hand for its miracle cost as its miracle trigger resolves: its cost is its miracle cost (an alternative cost, 118.9), and its timing does not matter (608.2g)',
    missing: { says: "has no miracle ability: it can't be cast for a miracle cost", rules: ['702.94a', '601.2b'] },
  },
  // 702.88a: "you may cast this card from exile without paying its mana cost", as its rebound trigger resolves.
  rebound: {
    zone: 'exile',
    duringResolution: true,
    cost: (definition) => (definition.keywords.includes('rebound') ? '{0}' : undefined),
    rules: ['702.88a'],
    mark: () => undefined,
    says: 'is cast from exile without paying its mana cost as its rebound trigger resolves (an alternative cost, 118.9), whatever the timing (608.2g)',
    missing: { says: "has no rebound: it can't be cast that way", rules: ['702.88a', '601.2b'] },
  },
  // 702.85a: "you may cast that card without paying its mana cost", as its cascade trigger resolves (any card it exiled).
  cascade: {
    zone: 'exile',
    duringResolution: true,
    cost: () => '{0}',
    rules: ['702.85a'],
    mark: () => undefined,
    says: 'is cast from exile without paying its mana cost as the cascade trigger that exiled it resolves (an alternative cost, 118.9), whatever the timing (608.2g); its mana value is less than the cascading spell\'s',
    missing: { says: "wasn't exiled by a cascade trigger", rules: ['702.85a'] },
  },
  // 702.62a: "you may play it without paying its mana cost", as its suspend trigger resolves; 702.62d: an alternative cost.
  suspend: {
    zone: 'exile',
    duringResolution: true,
    cost: (definition) => (definition.suspend ? '{0}' : undefined),
    rules: ['702.62a', '702.62d'],
    mark: (spell) => (spell.castWithSuspend = true),
    says: 'is cast from exile without paying its mana cost as its suspend trigger resolves (an alternative cost, 702.62d), whatever the timing (608.2g); a creature spell cast so gains haste until its caster loses control of it',
    missing: { says: "has no suspend: it can't be cast that way", rules: ['702.62a', '601.2b'] },
  },
  overload: {
    zone: 'hand',
    cost: (definition) => (definition.overloadSpell ? definition.overload : undefined),
    rules: ['702.96a', '702.96b'],
    mark: (spell) => (spell.overloaded = true),
    says: 'is cast overloaded: its cost is its overload cost, and its text has "each" for every "target" (702.96b)',
    missing: { says: "has no overload ability: it can't be cast overloaded", rules: ['702.96a', '601.2b'] },
    unchosen: 'is cast for its mana cost, not overloaded (the default: its overload cost is not paid)',
  },
  awaken: {
    zone: 'hand',
    cost: (definition) => (definition.awakenSpell ? definition.awaken : undefined),
    rules: ['702.113a'],
    mark: (spell) => (spell.awakened = true),
    says: 'is cast for its awaken cost: its cost is its awaken cost, and it also puts +1/+1 counters on target land its caster controls, which becomes a 0/0 Elemental creature with haste (702.113a)',
    missing: { says: "has no awaken ability: it can't be cast for an awaken cost", rules: ['702.113a', '601.2b'] },
    unchosen: 'is cast for its mana cost, not for its awaken cost (the default)',
  },
  // 118.9: the card's own "you may pay … rather than pay this spell's mana cost", while its condition holds; a cost
  // without mana ("sacrifice two Mountains", "cast ~ without paying its mana cost") leaves no mana to pay but what
  // additional costs and cost increases add (601.2f). Its other parts are paid with the mana (601.2h).
  alternative: {
    zone: 'hand',
    cost: (definition) => definition.alternative && (definition.alternative.mana ?? '{0}'),
    rules: ['118.9'],
    mark: () => undefined,
    says: "is cast for the alternative cost its text offers: its cost is that cost rather than its mana cost",
    missing: { says: "offers no alternative cost: it can't be cast for one", rules: ['118.9', '601.2b'] },
    unchosen: 'is cast for its mana cost, not for the alternative cost its text offers (the default)',
    unavailable: (state, player, card) => {
      const condition = characteristics(state, card).definition.alternative?.if;
      return condition && !conditionHolds(state, condition, { controller: player, source: card }) ? 'its condition does not hold' : undefined;
    },
  },
  flashback: {
    zone: 'graveyard',
    cost: (definition) => (definition.types.includes('Instant') || definition.types.includes('Sorcery') ? definition.flashback : undefined),
    rules: ['702.34a'],
    mark: (spell) => (spell.flashback = true),
    says: "is cast with flashback from its owner's graveyard: its cost is its flashback cost, and it will be exiled instead of going anywhere else as it leaves the stack",
    missing: { says: "has no flashback ability: it can't be cast with flashback (an instant or sorcery card with flashback, 702.34a)", rules: ['702.34a', '601.2b'] },
  },
} satisfies Record<string, AlternativeCost>;
type AlternativeCostName = keyof typeof ALTERNATIVE_COSTS;

/** 702.81a: the additional cost of a spell cast with retrace. */
const RETRACE_COST = { discard: 1, discardFilter: { types: ['Land' as const] } };

/** The alternative cost the cast names, if any (118.9a: at most one). */
function alternativeCostOf(action: CastAction): AlternativeCostName | undefined {
  const named = (Object.keys(ALTERNATIVE_COSTS) as AlternativeCostName[]).filter((name) => action[name]);
  if (named.length > 1) throw new IllegalAction(`only one alternative cost can be paid for a spell, but ${named.join(' and ')} were both chosen`, ['118.9a', '601.2b']);
  return named[0];
}

/** 110.4: the card types of permanents. */
const PERMANENT_TYPES: string[] = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];

const MAIN_PHASES = ['precombat-main', 'postcombat-main'];

/** 307.1, 117.1a: "sorcery speed": the player's own main phase, with an empty stack. */
export function sorceryTimingProblem(state: GameState, player: number): string | undefined {
  if (state.activePlayer !== player) return `it is ${playerName(state, state.activePlayer)}'s turn`;
  if (!MAIN_PHASES.includes(state.step)) return `it is the ${state.step.replace(/-/g, ' ')} step, not a main phase`;
  if (state.stack.length > 0) return 'the stack is not empty';
  return undefined;
}

/**
 * 702.61a: while a spell with split second is on the stack, players can't cast other spells or activate
 * abilities that aren't mana abilities; 702.61b: mana abilities and special actions stay allowed.
 */
function splitSecondProblem(state: GameState, doing: string): IllegalAction | undefined {
  const holder = state.stack.find((item) => {
    const spell = item.kind === 'spell' ? state.objects[item.source.id] : undefined;
    return spell?.zone === 'stack' && characteristics(state, spell).keywords.includes('split second');
  });
  return holder && new IllegalAction(`${doing} while ${holder.label}, a spell with split second, is on the stack`, ['702.61a']);
}

/** A "cast only" condition that doesn't hold, in a few words for the refusal. */
function castRestrictionWords(condition: Condition): string {
  if (typeof condition === 'string') return condition.replace(/-/g, ' ');
  if ('during' in condition) return `only during ${condition.during.replace(/-/g, ' ')}`;
  return `only if ${JSON.stringify(condition)}`;
}

/** 601.2a–i. */
export function castSpell(ctx: Ctx, player: number, action: CastAction): void {
  const { state } = ctx;
  const who = playerName(state, player);
  const splitSecond = splitSecondProblem(state, `${who} can't cast a spell`);
  if (splitSecond) throw splitSecond;
  const alternative = alternativeCostOf(action);
  // 702.81a: retrace is a permission to cast the card from a graveyard, not an alternative cost.
  if (action.retrace && alternative) throw new IllegalAction(`a spell cast with retrace is cast from the graveyard for its mana cost, not for its ${alternative} cost`, ['702.81a', '601.2b']);
  const card = findInHand(ctx, player, action.card, alternative ? ALTERNATIVE_COSTS[alternative].zone : action.retrace || aftermathInGraveyard(ctx, player, action) ? 'graveyard' : onAdventure(ctx, player, action.card) ? 'exile' : (permittedZone(ctx, player, action) ?? 'hand'));
  const seen = characteristics(state, card);
  if (action.retrace && !seen.keywords.includes('retrace')) throw new IllegalAction(`${card.label} has no retrace: it can't be cast from a graveyard that way (702.81a)`, ['702.81a', '601.2b']);
  const definition = seen.definition;
  const color = action.choices?.color;
  if (color !== undefined && !colorNamed(String(color))) throw new IllegalAction(`"${String(color)}" is not a color: choose white, blue, black, red or green`, ['105.1']);
  if (definition.types.length === 0) throw new IllegalAction(`${card.label} is a card nobody named: name it in the setup to cast it`, ['601.2a']);
  const face = splitFace(card, definition, action);
  // 708.4: a card cast face down is cast as the 2/2 creature it becomes (a land with morph too, 702.37c); 709.3a: a split card as the half chosen.
  const asCast = action.faceDown ? FACE_DOWN : (face?.values ?? definition);
  const asCastKeywords = action.faceDown ? FACE_DOWN.keywords : face ? asCast.keywords : seen.keywords;
  if (asCast.types.includes('Land')) throw new IllegalAction(`${card.label} is a land: lands are played, not cast`, ['305.1', '601.2a']);
  if (definition.token) throw new IllegalAction(`${card.label} is a token: it can't be cast`, ['111.2']);
  const creature = asCast.types.includes('Creature');
  // 307.1: a fused spell with a sorcery half is a sorcery too; 608.2g: a spell cast while an ability resolves, whatever its type.
  const anyTime = (asCast.types.includes('Instant') && !asCast.types.includes('Sorcery')) || asCastKeywords.includes('flash') || (alternative && (ALTERNATIVE_COSTS[alternative] as AlternativeCost).duringResolution);
  const tooSoon = anyTime ? undefined : sorceryTimingProblem(state, player);
  // 601.3b–c: a card that may be cast as though it had flash is, when sorcery timing doesn't allow it (for its extra cost).
  const asThoughFlash = tooSoon && !action.faceDown && !face ? definition.castAsThoughFlash : undefined;
  const timing = asThoughFlash ? undefined : tooSoon;
  if (timing) throw new IllegalAction(`${card.label} can be cast${action.faceDown ? ' face down' : ''} only at sorcery speed (its controller's main phase, empty stack), and ${timing}${creature ? `; a creature${action.faceDown ? ' spell cast face down has no abilities, and' : ''} needs flash (702.8a) to be cast at instant speed` : ''}`, ['117.1a', '307.1', ...(creature ? ['702.8a'] : []), ...(action.faceDown ? ['708.4'] : [])]);
  // 601.3: the card's own "Cast ~ only …" conditions, for the player casting it, as they begin to cast it.
  const castRestriction = definition.castOnlyIf?.find((condition) => !conditionHolds(state, condition, { controller: player, source: card }));
  if (castRestriction) throw new IllegalAction(`${card.label} can't be cast now: its "cast only" restriction doesn't hold (${castRestrictionWords(castRestriction)}; it is the ${state.step.replace(/-/g, ' ')} step of ${playerName(state, state.activePlayer)}'s turn)`, ['601.3']);
  // 205.4e: a legendary instant or sorcery is cast only by a player who controls a legendary creature or planeswalker.
  if (asCast.supertypes.includes('Legendary') && (asCast.types.includes('Instant') || asCast.types.includes('Sorcery')) && !battlefieldObjects(state).some((o) => o.controller === player && characteristics(state, o).supertypes.includes('Legendary') && characteristics(state, o).types.some((type) => type === 'Creature' || type === 'Planeswalker'))) {
    throw new IllegalAction(`${card.label} is a legendary ${asCast.types.includes('Sorcery') ? 'sorcery' : 'instant'}: it can be cast only by a player who controls a legendary creature or planeswalker, and ${playerName(state, player)} controls none`, ['205.4e']);
  }
  const alternativeCost = alternative && ALTERNATIVE_COSTS[alternative].cost(definition);
  if (alternative && !alternativeCost) throw new IllegalAction(`${card.label} ${ALTERNATIVE_COSTS[alternative].missing.says}`, ALTERNATIVE_COSTS[alternative].missing.rules);
  const unavailable = alternative && (ALTERNATIVE_COSTS[alternative] as AlternativeCost).unavailable?.(state, player, card);
  if (alternative && unavailable) throw new IllegalAction(`${card.label} can't be cast for its ${alternative} cost: ${unavailable}`, ['601.2b', ...ALTERNATIVE_COSTS[alternative].rules]);
  // 601.2a: the card moves to the stack and becomes a spell.
  const spell = moveObject(state, card, 'stack');
  const item = pushStackItem(state, { kind: 'spell', source: refOf(spell), sourceLabel: spell.label, controller: player, modes: action.fuse ? [0, 1] : (action.modes ?? []), choices: { ...action.choices }, label: spell.label });
  emit(ctx, 'casting-step', ['601.2a'], `${who} proposes casting ${spell.label}: it moves from ${card.zone === 'exile' ? 'exile' : `their ${card.zone}`} to the stack`, { step: '601.2a', players: [who], objects: [spell.label] });
  if (face) {
    face.mark(spell);
    touch(state);
    emit(ctx, 'casting-step', face.rules, `${who} ${face.says}`, { step: '601.2a', objects: [spell.label] });
  }
  if (alternative) {
    ALTERNATIVE_COSTS[alternative].mark(spell);
    touch(state);
    emit(ctx, 'casting-step', ['601.2b', ...ALTERNATIVE_COSTS[alternative].rules], `${spell.label} ${ALTERNATIVE_COSTS[alternative].says}`, { step: '601.2b', objects: [spell.label] });
  }
  // 702.88a: only a spell cast from its owner's hand rebounds (a copy is cast from nowhere).
  if (card.zone === 'hand' && asCastKeywords.includes('rebound')) spell.rebounds = true;
  if (card.zone === 'hand') spell.castFromHand = true;
  // 505.1: "if you cast this spell during your main phase" (addendum): its caster's precombat or postcombat main phase.
  if (state.activePlayer === player && MAIN_PHASES.includes(state.step)) spell.castDuringMainPhase = true;
  if (action.retrace) emit(ctx, 'casting-step', ['702.81a', '601.2b'], `${spell.label} is cast with retrace from its owner's graveyard: a land card is discarded as an additional cost`, { step: '601.2b', objects: [spell.label] });
  if (card.zone !== 'hand' && !alternative && !action.retrace && definition.castFrom?.includes(card.zone as 'graveyard' | 'exile')) emit(ctx, 'casting-step', ['601.3'], `${spell.label} is cast from its owner's ${card.zone === 'exile' ? 'exile' : 'graveyard'}: its own ability allows it`, { step: '601.2a', objects: [spell.label] });
  if (asThoughFlash) emit(ctx, 'casting-step', ['601.3b', ...(asThoughFlash.more ? ['601.3c'] : [])], `${spell.label} is cast as though it had flash (${tooSoon})${asThoughFlash.more ? `: its cost is ${asThoughFlash.more} more` : ''}`, { step: '601.2a', objects: [spell.label] });
  for (const other of Object.values(ALTERNATIVE_COSTS) as AlternativeCost[]) {
    if (!alternative && other.unchosen && other.zone === card.zone && other.cost(definition)) emit(ctx, 'casting-step', ['601.2b', ...other.rules], `${spell.label} ${other.unchosen}`, { step: '601.2b', objects: [spell.label] });
  }
  // 702.103b: a bestowed spell is seen as the Aura it became; 708.4: a face-down spell as the 2/2 creature.
  const cast = characteristics(state, spell).definition;
  const manaCost = alternativeCost || cast.manaCost;
  const resolvable = spellResolvable(cast);
  const entwine = announceEntwine(ctx, item, cast, resolvable, action.entwine);
  chooseModes(ctx, item, resolvable, '601.2b', Boolean(entwine));
  const escalate = announceEscalate(ctx, item, cast);
  announceX(ctx, item, manaCost, action.x, '601.2b');
  const kicker = announceKicker(ctx, spell, cast, action.kicked);
  const replicate = announceReplicate(ctx, spell, cast, action.replicated);
  const buyback = announceBuyback(ctx, spell, cast, action.buyback);
  // 601.2c: targets.
  item.targets = chooseTargets(ctx, item, resolvable, action.targets ?? [], { controller: player, colors: characteristics(state, spell).colors, types: characteristics(state, spell).types, sourceId: spell.id, ...(item.x !== undefined ? { x: item.x } : {}) }, '601.2c');
  divideDamage(ctx, item, resolvable, action.divide, '601.2d');
  emit(ctx, 'casting-step', ['601.2e'], `The game checks that casting ${spell.label} is legal: it is`, { step: '601.2e', detail: true });
  // 601.2f–h: total cost (with strive's cost for each target beyond the first), mana abilities, payment.
  const flashCost = asThoughFlash?.more ? { cost: asThoughFlash.more, times: 1 } : undefined;
  const phyrexian = phyrexianPayment(ctx, spell.label, manaCost, action.phyrexianLife, '601.2h');
  const base = withExtraTargets(ctx, [kicker, replicate, buyback, entwine, escalate, flashCost].reduce(plusMana, parseManaCost(phyrexian.mana, item.x)), cast, item.targets.length);
  const cost = withCostChanges(ctx, player, spell, item, base);
  const alternativeParts = alternative === 'alternative' ? definition.alternative?.cost : undefined;
  // 702.44a: the colors of mana spent to cast it, for sunburst.
  spell.colorsSpent = payManaCost(ctx, player, spell.label, cost, action.payWith, cast.additionalCost?.sacrifice || alternativeParts?.sacrifice ? undefined : action.choices?.sacrifice, (total) => payWithHelpers(ctx, player, spell, action, total));
  // 601.2f, 601.2h: the life paid for Phyrexian mana, an alternative cost's parts other than mana, and an additional cost are paid with the mana.
  for (const paid of [phyrexian.life ? { payLife: phyrexian.life } : undefined, alternativeParts, cast.additionalCost, conspireCost(ctx, spell, action.conspire)]) {
    if (!paid) continue;
    const sacrificed = payAbilityCosts(ctx, player, spell, { kind: 'activated', cost: paid, targets: [], effects: [], text: '' }, item.x, '601.2h', costChoicesOf(action.choices));
    if (sacrificed) item.sacrificed = refOf(sacrificed);
  }
  // 702.81a, 601.2h: retrace's additional cost, "discard a land card".
  if (action.retrace) payAbilityCosts(ctx, player, spell, { kind: 'activated', cost: RETRACE_COST, targets: [], effects: [], text: '' }, item.x, '601.2h', costChoicesOf(action.choices));
  const caster = state.players[player]!;
  caster.spellsCastThisTurn = (caster.spellsCastThisTurn ?? 0) + 1;
  const onStack = characteristics(state, spell);
  caster.castThisTurn = [...(caster.castThisTurn ?? []), { types: [...onStack.types], colors: [...onStack.colors] }];
  emit(ctx, 'casting-step', ['601.2i'], `${spell.label} becomes cast`, { step: '601.2i', players: [who], objects: [spell.label], detail: true });
  emit(ctx, 'cast', ['601.2i'], `${who} casts ${spell.label}${spell.faceDown ? ' face down' : ''}${face ? ` (${face.named})` : ''}${item.targets.length ? ` targeting ${item.targets.map((t) => t.label).join(', ')}` : ''}`, { players: [who], objects: [spell.label, ...item.targets.map((t) => t.label)] });
  queueCastTriggers(ctx, item, spell);
}

/**
 * Keywords whose trigger lets a card's owner cast it as the trigger resolves (608.2g), for the keyword's cost:
 * madness (702.35a) from exile, a card not cast going to its owner's graveyard; miracle (702.94a) from the
 * hand, where a card not cast stays.
 */
type ResolutionCast = TriggeredCastKeyword | 'cascade';
const TRIGGERED_CASTS: Record<ResolutionCast, { zone: 'exile' | 'hand'; rule: string; notCast?: 'graveyard'; how?: string }> = {
  madness: { zone: 'exile', rule: '702.35a', notCast: 'graveyard' },
  miracle: { zone: 'hand', rule: '702.94a' },
  // 702.88a: a card not cast stays in exile.
  rebound: { zone: 'exile', rule: '702.88a' },
  // 702.62a: "If you don't, it remains exiled."
  suspend: { zone: 'exile', rule: '702.62a' },
  // 702.85a: the card its trigger exiled; one not cast goes to the bottom of the library with the rest (cascade()).
  cascade: { zone: 'exile', rule: '702.85a', how: 'without paying its mana cost' },
};

/** The keyword of a trigger that casts its card as it resolves (madness, miracle), if the stack item is one. */
export function triggeredCastOf(item: StackItem): ResolutionCast | undefined {
  const effect = item.ability?.kind === 'triggered' ? item.ability.effects[0] : undefined;
  return effect?.do === 'cast-as-it-resolves' ? effect.keyword : effect?.do === 'cascade' ? 'cascade' : undefined;
}

/**
 * 702.35a, 702.94a, 608.2g: a card is cast for its madness or miracle cost as that keyword's trigger resolves,
 * not with priority: the action names that cast ahead of time (its targets, X, payment), and the trigger on
 * the stack keeps it.
 */
export function planTriggeredCast(ctx: Ctx, player: number, action: CastAction, keyword: ResolutionCast): void {
  const { zone, rule } = TRIGGERED_CASTS[keyword];
  const who = playerName(ctx.state, player);
  if (keyword === 'cascade') {
    // 702.85a: the card is still in the library: the cast is planned by its name, for the card the trigger exiles.
    const trigger = [...ctx.state.stack].reverse().find((item) => triggeredCastOf(item) === 'cascade' && item.controller === player);
    if (!trigger) throw new IllegalAction(`a card is cast with cascade only as a cascade trigger resolves, and no cascade trigger ${who} controls is on the stack`, [rule]);
    trigger.plannedCast = action;
    emit(ctx, 'choice', [rule, '608.2g'], `${who} will cast ${selectorText(action.card)} without paying its mana cost if ${trigger.label} exiles it`, { players: [who] });
    return;
  }
  const card = findInHand(ctx, player, action.card, zone);
  const trigger = ctx.state.stack.find((item) => triggeredCastOf(item) === keyword && isSameObject(item.source, card));
  if (!trigger) throw new IllegalAction(`${card.label} can be cast for its ${keyword} cost only as its ${keyword} trigger resolves, and no ${keyword} trigger of ${card.label} is on the stack`, [rule]);
  trigger.plannedCast = action;
  emit(ctx, 'choice', [rule, '608.2g'], `${who} will cast ${card.label} for its ${keyword} cost as its ${keyword} trigger resolves`, { players: [who], objects: [card.label] });
}

/**
 * 702.35a, 702.94a: a madness or miracle trigger resolving: its controller may cast the card for that cost (the
 * cast planned on the trigger, or with "may" yes one with no choices; default: not cast, stated); if they
 * don't, or can't (the cast is tried first on a copy of the game, 601.2, 732.1), a card with madness goes to
 * their graveyard. A card that has left its zone is a new object the trigger can't find (400.7).
 */
export function castAsItResolves(ctx: Ctx, item: StackItem, keyword: ResolutionCast, exiled?: GameObject): void {
  const { state } = ctx;
  const { zone, rule, notCast, how = `for its ${keyword} cost` } = TRIGGERED_CASTS[keyword];
  const who = playerName(state, item.controller);
  const card = exiled ?? current(state, item.source);
  if (card?.zone !== zone) {
    emit(ctx, 'effect', [rule, '400.7'], `${item.sourceLabel} is no longer in ${zone === 'hand' ? `${who}'s hand` : 'exile'}: it isn't cast${notCast ? ', nor put into a graveyard' : ''}`, { objects: [item.sourceLabel] });
    return;
  }
  // 702.85a: a cast planned for a card other than the one cascade exiled isn't this one.
  const planned = item.plannedCast && (!exiled || selectObject([card], item.plannedCast.card)) ? item.plannedCast : undefined;
  if (item.plannedCast && !planned) emit(ctx, 'choice', [rule], `${who} planned to cast ${selectorText(item.plannedCast.card)}, but ${card.label} was exiled`, { players: [who], objects: [card.label] });
  const may = planned ? true : takeChoice(state, item.controller, 'may', item.sourceLabel);
  const wanted = planned ?? (may === true ? { type: 'cast' as const, player: who, card: { id: card.id } } : undefined);
  const notCastAfter = (why: string) => {
    if (notCast) moveWithTriggers(ctx, card, notCast, why, rule);
  };
  if (!wanted) {
    emit(ctx, 'choice', [rule], `${who} doesn't cast ${card.label} ${how}${may === undefined ? ` (the default: a card is cast ${how} only when the scenario says so)` : ''}`, { players: [who], objects: [card.label] });
    notCastAfter(`its owner didn't cast it ${how}`);
    return;
  }
  const cast: CastAction = { ...wanted, player: who, card: { id: card.id }, [keyword]: true };
  const trial: Ctx = { state: cloneState(state), events: [] };
  try {
    castSpell(trial, item.controller, cast);
  } catch (error) {
    if (!(error instanceof IllegalAction)) throw error;
    emit(ctx, 'choice', [rule, '601.2', '732.1'], `${who} can't cast ${card.label} ${how}: ${error.message}`, { players: [who], objects: [card.label] });
    notCastAfter(`its owner couldn't cast it ${how}`);
    return;
  }
  emit(ctx, 'effect', [rule, '608.2g'], `${who} casts ${card.label} ${how} as ${exiled ? item.label : `its ${keyword} trigger`} resolves (no player receives priority after it is cast; the trigger goes on resolving)`, { players: [who], objects: [card.label] });
  castSpell(ctx, item.controller, cast);
}

/**
 * 702.85a: cascade's trigger resolving: its controller exiles cards from the top of their library until a nonland card
 * with mana value less than the spell's (`manaValue`, 202.3) is exiled; they may cast it without paying its mana cost
 * (castAsItResolves; always with a lesser mana value: the card's own, or a half's, 709.4); the cards not cast go to the
 * bottom of their library in a random order (pseudo-random, replaying the same).
 */
export function cascade(ctx: Ctx, item: StackItem, value: number): void {
  const { state } = ctx;
  const player = item.controller;
  const who = playerName(state, player);
  const exiled: GameObject[] = [];
  let hit: GameObject | undefined;
  for (let [top] = topOfLibrary(ctx, player, 1); top && !hit; [top] = topOfLibrary(ctx, player, 1)) {
    const [moved] = moveAll(ctx, [{ obj: top, to: 'exile', why: 'exiled by cascade', rule: '702.85a' }]);
    exiled.push(moved!);
    const seen = characteristics(state, moved!);
    if (!seen.types.includes('Land') && manaValue(seen.definition) < value) hit = moved;
  }
  const list = exiled.map((card) => card.label).join(', ');
  emit(ctx, 'effect', ['702.85a'], hit ? `${who} exiles ${list} from the top of their library: ${hit.label} is a nonland card with mana value less than ${value}` : `${who} exiles ${list || 'nothing'} from the top of their library: ${exiled.length ? 'no' : 'their library is empty, so no'} nonland card with mana value less than ${value} is exiled`, { players: [who], objects: exiled.map((card) => card.label) });
  if (hit) castAsItResolves(ctx, item, 'cascade', hit);
  const rest = exiled.filter((card) => state.players[player]!.exile.includes(card.id));
  if (rest.length) putRest(ctx, item, player, moveAll(ctx, rest.map((obj) => ({ obj, to: 'library', why: 'put on the bottom of its library (cascade)', rule: '702.85a' }))), 'bottom-random', '702.85a');
}

/** 715.3d: the card is one its caster exiled as its Adventure resolved, which they may cast from exile. */
function onAdventure(ctx: Ctx, player: number, card: ObjectSelector): boolean {
  const exiled = ctx.state.players[player]!.exile.map((id) => ctx.state.objects[id]!).filter((obj) => obj.onAdventure === player);
  return exiled.length > 0 && selectObject(exiled, card) !== undefined;
}

/** 601.3: the card the cast names isn't in its caster's hand but in a zone of theirs its own ability lets them cast it from ("You may cast ~ from exile"). */
function permittedZone(ctx: Ctx, player: number, action: CastAction): 'graveyard' | 'exile' | undefined {
  const { state } = ctx;
  if (selectObject(state.players[player]!.hand.map((id) => state.objects[id]!), action.card)) return undefined;
  return (['graveyard', 'exile'] as const).find((zone) => {
    const card = selectObject(state.players[player]![zone].map((id) => state.objects[id]!), action.card);
    return card !== undefined && (characteristics(state, card).definition.castFrom ?? []).includes(zone);
  });
}

/** 702.127a: the half the cast names has aftermath, and the card is in its caster's graveyard, where that half is cast from. */
function aftermathInGraveyard(ctx: Ctx, player: number, action: CastAction): boolean {
  if (action.half === undefined || action.fuse) return false;
  const card = selectObject(ctx.state.players[player]!.graveyard.map((id) => ctx.state.objects[id]!), action.card);
  return Boolean(card && characteristics(ctx.state, card).definition.halves?.[action.half]?.keywords.includes('aftermath'));
}

/**
 * 709.3, 702.102a: a split card is cast as one half, named before it goes on the stack, or — with fuse,
 * from its owner's hand — as both; any other card names neither.
 */
function splitFace(card: GameObject, definition: CardDefinition, action: CastAction): { values: CardDefinition; mark: (spell: GameObject) => void; rules: string[]; says: string; named: string } | undefined {
  const { halves } = definition;
  if (action.adventure) {
    // 715.3, 715.3a: cast as its Adventure, only the Adventure's characteristics are evaluated; 715.3d: not from exile on an adventure.
    if (!definition.adventure) throw new IllegalAction(`${card.label} has no Adventure: it can't be cast as one`, ['715.3']);
    if (card.zone === 'exile') throw new IllegalAction(`${card.label} is exiled on an adventure: it may be cast from exile, but not as an Adventure`, ['715.3d']);
    const { adventure } = definition;
    return { values: adventure, mark: (spell) => (spell.asAdventure = true), rules: ['715.3', '715.3a', '715.3b'], says: `chooses to cast ${card.label} as its Adventure, ${adventure.name}: on the stack it has only the Adventure's characteristics`, named: `as its Adventure ${adventure.name}` };
  }
  if (!halves) {
    if (action.half !== undefined || action.fuse) throw new IllegalAction(`${card.label} is not a split card: it has no halves to choose or fuse`, ['709.1', '601.2a']);
    return undefined;
  }
  const names = halves.map((half) => half.name).join(' or ');
  if (action.fuse) {
    if (action.half !== undefined) throw new IllegalAction(`${card.label} is cast either as one half or fused, not both`, ['702.102a']);
    if (!definition.fuse) throw new IllegalAction(`${card.label} has no fuse: cast one half, ${names} (709.3)`, ['702.102a', '709.3']);
    const [left, right] = halves;
    return {
      values: definition,
      mark: (spell) => (spell.fused = true),
      rules: ['702.102a', '702.102b', '702.102c', '709.4d'],
      says: `casts both halves of ${card.label} as a fused split spell: it has their combined characteristics, and its cost includes the mana cost of each half`,
      named: `fused: ${left.name}, then ${right.name}`,
    };
  }
  const half = action.half === undefined ? undefined : halves[action.half];
  if (!half) throw new IllegalAction(`${card.label} is a split card: name the half cast, ${names}${definition.fuse ? ', or cast it fused' : ''} (709.3)`, ['709.3']);
  // 702.127a: a half with aftermath is cast from its owner's graveyard only, and exiled as it leaves the stack.
  const aftermath = half.keywords.includes('aftermath');
  if (aftermath !== (card.zone === 'graveyard')) {
    throw new IllegalAction(aftermath ? `${half.name} has aftermath: it can be cast only from its owner's graveyard, and ${card.label} is in their ${card.zone}` : `${half.name}, a half of ${card.label}, has no aftermath: it can't be cast from a graveyard`, ['702.127a', '709.3']);
  }
  if (aftermath) {
    return {
      values: half,
      mark: (spell) => {
        spell.half = action.half;
        spell.aftermath = true;
      },
      rules: ['709.3', '709.3a', '709.3b', '702.127a'],
      says: `casts ${half.name}, the half of ${card.label} with aftermath, from their graveyard: on the stack only that half's characteristics exist, and it will be exiled instead of going anywhere else as it leaves the stack`,
      named: `its half ${half.name} with aftermath`,
    };
  }
  return {
    values: half,
    mark: (spell) => (spell.half = action.half),
    rules: ['709.3', '709.3a', '709.3b'],
    says: `chooses to cast ${half.name}, a half of ${card.label}: on the stack only that half's characteristics exist`,
    named: `its half ${half.name}`,
  };
}

/**
 * 601.2b, 702.33a–d: how many times the player announces paying its kicker cost (kicker: once;
 * multikicker: any number of times; default: not kicked, stated). The spell remembers it (702.33d);
 * the mana to add to its cost is returned.
 */
function announceKicker(ctx: Ctx, spell: GameObject, definition: CardDefinition, kicked: number | undefined): { cost: string; times: number } | undefined {
  const cost = definition.multikicker ?? definition.kicker;
  const word = definition.multikicker ? 'multikicker' : 'kicker';
  if (!cost) {
    if (kicked) throw new IllegalAction(`${spell.label} has no kicker: it can't be kicked`, ['702.33a', '601.2b'], '601.2b');
    return undefined;
  }
  if (kicked !== undefined && (!Number.isInteger(kicked) || kicked < 0 || (!definition.multikicker && kicked > 1))) {
    throw new IllegalAction(`${spell.label} has ${word} ${cost}: it can be kicked ${definition.multikicker ? 'any whole number of times' : 'once at most'}, not ${kicked} times`, ['702.33a', '702.33c', '601.2b'], '601.2b');
  }
  if (!kicked) {
    emit(ctx, 'casting-step', ['601.2b', '702.33d'], `${spell.label} is not kicked${kicked === undefined ? ' (the default: its kicker cost is not paid)' : ''}`, { step: '601.2b', objects: [spell.label] });
    return undefined;
  }
  spell.kicked = kicked;
  const times = definition.multikicker ? ` ${kicked} time${kicked === 1 ? '' : 's'}` : '';
  emit(ctx, 'casting-step', ['601.2b', '702.33a', '702.33d'], `${spell.label} is kicked${times}: its ${word} cost ${cost} is added to its cost${definition.multikicker ? ' for each time' : ''}`, { step: '601.2b', objects: [spell.label] });
  return { cost, times: kicked };
}

/**
 * 601.2b, 702.78a: the player announces paying its conspire cost, tapping two untapped creatures they control that each
 * share a color with the spell (105.4: one of its colors, as it is on the stack); the spell remembers it for its trigger.
 */
function conspireCost(ctx: Ctx, spell: GameObject, wanted: boolean | undefined): Cost | undefined {
  const seen = characteristics(ctx.state, spell);
  if (!seen.keywords.includes('conspire')) {
    if (wanted) throw new IllegalAction(`${spell.label} has no conspire: its conspire cost can't be paid`, ['702.78a', '601.2b'], '601.2b');
    return undefined;
  }
  if (!wanted) {
    emit(ctx, 'casting-step', ['601.2b', '702.78a'], `${spell.label}'s conspire cost is not paid (${wanted === undefined ? 'the default' : 'as chosen'})`, { step: '601.2b', objects: [spell.label] });
    return undefined;
  }
  if (!seen.colors.length) throw new IllegalAction(`${spell.label} is colorless: no creature shares a color with it, so its conspire cost can't be paid`, ['702.78a', '105.4'], '601.2b');
  spell.conspired = true;
  emit(ctx, 'casting-step', ['601.2b', '702.78a'], `${spell.label}'s conspire cost is paid: two untapped creatures its caster controls that share a color with it are tapped`, { step: '601.2b', objects: [spell.label] });
  return { tapUntapped: { filter: { types: ['Creature'], colors: [...seen.colors] }, amount: 2 } };
}

/** 601.2b, 702.56a: how many times the player pays its replicate cost (default none, stated); the mana to add to its cost. */
function announceReplicate(ctx: Ctx, spell: GameObject, definition: CardDefinition, times: number | undefined): { cost: string; times: number } | undefined {
  if (!definition.replicate) {
    if (times) throw new IllegalAction(`${spell.label} has no replicate: its replicate cost can't be paid`, ['702.56a', '601.2b'], '601.2b');
    return undefined;
  }
  if (times !== undefined && (!Number.isInteger(times) || times < 0)) throw new IllegalAction(`${spell.label}'s replicate cost can be paid any whole number of times, not ${times}`, ['702.56a', '601.2b'], '601.2b');
  if (!times) {
    emit(ctx, 'casting-step', ['601.2b', '702.56a'], `${spell.label}'s replicate cost is not paid${times === undefined ? ' (the default)' : ''}`, { step: '601.2b', objects: [spell.label] });
    return undefined;
  }
  spell.replicated = times;
  emit(ctx, 'casting-step', ['601.2b', '702.56a'], `${spell.label}'s replicate cost ${definition.replicate} is paid ${times} time${times === 1 ? '' : 's'}: it is added to its cost for each time`, { step: '601.2b', objects: [spell.label] });
  return { cost: definition.replicate, times };
}

/** 601.2b, 702.27a: the player announces paying its buyback cost; the spell remembers it, and returns to its owner's hand as it resolves. */
function announceBuyback(ctx: Ctx, spell: GameObject, definition: CardDefinition, wanted: boolean | undefined): { cost: string; times: number } | undefined {
  if (!wanted) return undefined;
  if (!definition.buyback) throw new IllegalAction(`${spell.label} has no buyback: its buyback cost can't be paid`, ['702.27a', '601.2b'], '601.2b');
  spell.boughtBack = true;
  emit(ctx, 'casting-step', ['601.2b', '702.27a'], `${spell.label} is cast with buyback: its buyback cost ${definition.buyback} is added to its cost, and it will return to its owner's hand as it resolves`, { step: '601.2b', objects: [spell.label] });
  return { cost: definition.buyback, times: 1 };
}

/** 702.120a, 601.2f: its escalate cost, once for each mode chosen beyond the first (the mana to add to its cost). */
function announceEscalate(ctx: Ctx, item: StackItem, definition: CardDefinition): { cost: string; times: number } | undefined {
  const times = item.modes.length - 1;
  if (!definition.escalate || times < 1) return undefined;
  emit(ctx, 'casting-step', ['601.2f', '702.120a'], `${item.label} is escalated: ${times} mode${times === 1 ? '' : 's'} beyond the first, so its escalate cost ${definition.escalate} is added to its cost ${times === 1 ? 'once' : `${times} times`}`, { step: '601.2f', objects: [item.label] });
  return { cost: definition.escalate, times };
}

/**
 * 601.2b, 702.42a: the player announces paying its entwine cost: all its modes are chosen instead of the
 * number specified (the default: not entwined). The mana to add to its cost is returned.
 */
function announceEntwine(ctx: Ctx, item: StackItem, definition: CardDefinition, resolvable: Resolvable, wanted: boolean | undefined): { cost: string; times: number } | undefined {
  if (!wanted) {
    if (definition.entwine) emit(ctx, 'casting-step', ['601.2b', '702.42a'], `${item.label} is not entwined (the default: its entwine cost is not paid)`, { step: '601.2b', objects: [item.label] });
    return undefined;
  }
  const { modes } = resolvable;
  if (!definition.entwine || !modes) throw new IllegalAction(`${item.label} has no entwine: its entwine cost can't be paid`, ['702.42a', '601.2b'], '601.2b');
  if (item.modes.length) throw new IllegalAction(`${item.label} is entwined: all its modes are chosen, so name none`, ['702.42a', '601.2b'], '601.2b');
  item.modes = modes.map((_, index) => index);
  emit(ctx, 'casting-step', ['601.2b', '702.42a'], `${item.label} is entwined: its entwine cost ${definition.entwine} is added to its cost, and all its modes are chosen`, { step: '601.2b', objects: [item.label] });
  return { cost: definition.entwine, times: 1 };
}

/**
 * 107.4f, 601.2h: how the Phyrexian mana symbols of a cost are paid: as many as the player names with 2 life
 * each, the rest with mana of their color (the default). Returns the mana left to pay and the life.
 */
function phyrexianPayment(ctx: Ctx, label: string, cost: string | undefined, withLife: number | undefined, step: string): { mana: string | undefined; life: number } {
  const symbols = (cost ?? '').match(/\{[WUBRG]\/P\}/g) ?? [];
  const paid = phyrexianWithLife(cost, withLife ?? 0, label);
  if (!symbols.length) return paid;
  const byLife = paid.life / 2;
  const byMana = symbols.length - byLife;
  const how = [byLife ? `${byLife} paid with 2 life each (${paid.life} life)` : '', byMana ? `${byLife ? `${byMana} ` : ''}paid with one mana of its color${byLife || withLife !== undefined ? '' : ' (the default; name how many are paid with life)'}` : ''].filter(Boolean).join(', ');
  emit(ctx, 'casting-step', ['107.4f', step], `${label}'s Phyrexian mana ${symbols.join('')}: ${how}`, { step, objects: [label] });
  return paid;
}

/** A cost with another paid `times` times added (601.2f: additional costs and cost increases). */
function plusMana(cost: ManaCost, extra: { cost: string; times: number } | undefined): ManaCost {
  if (!extra) return cost;
  const more = parseManaCost(extra.cost);
  const { times } = extra;
  return {
    generic: cost.generic + more.generic * times,
    typed: Object.fromEntries(Object.entries(cost.typed).map(([type, n]) => [type, n + more.typed[type as keyof ManaCost['typed']] * times])) as ManaCost['typed'],
    hybrid: [...cost.hybrid, ...Array.from({ length: times }, () => more.hybrid).flat()],
    snow: cost.snow + more.snow * times,
  };
}

/** Strive (601.2f): "costs {…} more to cast for each target beyond the first". */
function withExtraTargets(ctx: Ctx, cost: ManaCost, definition: CardDefinition, targets: number): ManaCost {
  if (!definition.extraTargetCost || targets < 2) return cost;
  const times = targets - 1;
  emit(ctx, 'casting-step', ['601.2f'], `${times} target${times === 1 ? '' : 's'} beyond the first: the cost increases by ${formatMana(parseManaCost(definition.extraTargetCost))} for each`, { step: '601.2f' });
  return plusMana(cost, { cost: definition.extraTargetCost, times });
}

/**
 * 601.2f: the cost increases, then the reductions (generic mana only), of static abilities of permanents
 * — Thalia for every player's noncreature spells, Etherium Sculptor for its controller's artifact spells —
 * of the spell as it is on the stack; the spell's own affinity (702.41a) and reduction.
 */
function withCostChanges(ctx: Ctx, player: number, spell: GameObject, item: StackItem, cost: ManaCost): ManaCost {
  const { state } = ctx;
  const seen = characteristics(state, spell);
  const changes = battlefieldObjects(state).flatMap((obj) =>
    characteristics(state, obj).abilities.flatMap((ability) => {
      const change = ability.kind === 'static' ? ability.spellCost : undefined;
      return change && matchesFilter(state, { ...change.filter, zone: 'stack' }, spell, seen, { controller: obj.controller, sourceId: obj.id }) ? [{ obj, change, text: ability.text }] : [];
    }),
  );
  for (const { obj, change, text } of changes) {
    if (!change.more) continue;
    cost = plusMana(cost, { cost: change.more, times: 1 });
    emit(ctx, 'casting-step', ['601.2f'], `${obj.label} increases the cost by ${formatMana(parseManaCost(change.more))} ("${text}")`, { step: '601.2f', objects: [obj.label] });
  }
  if (seen.definition.affinity) cost = withAffinity(ctx, player, seen.definition.affinity, cost);
  if (seen.definition.costsLess) cost = withOwnReduction(ctx, item, seen.definition.costsLess, cost);
  for (const { obj, change, text } of changes) {
    if (!change.less || cost.generic === 0) continue;
    const less = Math.min(cost.generic, change.less);
    cost = { ...cost, generic: cost.generic - less };
    emit(ctx, 'casting-step', ['601.2f'], `${obj.label} reduces the cost by {${less}} ("${text}")`, { step: '601.2f', objects: [obj.label] });
  }
  return cost;
}

/** 601.2f: "This spell costs {1} less to cast for each …" / "… if …": the spell's own reduction, counted or checked now, of generic mana only. */
function withOwnReduction(ctx: Ctx, item: StackItem, costsLess: NonNullable<CardDefinition['costsLess']>, cost: ManaCost): ManaCost {
  const { state } = ctx;
  const spell = state.objects[item.source.id]!;
  if (costsLess.if && !conditionHolds(state, costsLess.if, { controller: item.controller, source: spell, item })) {
    emit(ctx, 'casting-step', ['601.2f'], `${item.label}'s cost is not reduced: its condition doesn't hold`, { step: '601.2f', objects: [item.label] });
    return cost;
  }
  const count = costsLess.forEach === undefined ? 1 : amountOf(ctx, item, costsLess.forEach);
  const reduction = costsLess.generic === 'X' ? count : costsLess.generic * count;
  const less = Math.min(cost.generic, reduction);
  const counted = costsLess.forEach === undefined ? '' : costsLess.generic === 'X' ? ` (X is ${count})` : ` (${count} counted)`;
  emit(ctx, 'casting-step', ['601.2f'], `${item.label} reduces its own cost by {${less}}${counted}${less < reduction ? ' (no more than its generic mana)' : ''}`, { step: '601.2f', objects: [item.label] });
  return { ...cost, generic: cost.generic - less };
}

/** 702.41a: "This spell costs {1} less to cast for each [quality] you control"; 601.2f: only generic mana is reduced. */
function withAffinity(ctx: Ctx, player: number, affinity: Filter, cost: ManaCost): ManaCost {
  const { state } = ctx;
  const count = battlefieldObjects(state).filter((obj) => obj.controller === player && matchesFilter(state, { ...affinity, zone: 'battlefield' }, obj, characteristics(state, obj), { controller: player })).length;
  const less = Math.min(cost.generic, count);
  emit(ctx, 'casting-step', ['702.41a', '601.2f'], `${playerName(state, player)} controls ${count} permanent${count === 1 ? '' : 's'} its affinity counts: the cost is reduced by {${less}}${less < count ? ' (no more than its generic mana)' : ''}`, { step: '601.2f' });
  return { ...cost, generic: cost.generic - less };
}

/**
 * 601.2b, 700.2: a modal spell names its modes ("choose one": one; "choose one or both": one or two), every
 * one of them if it is entwined (702.42a, followed in the order written, 702.42b); others take none.
 */
function chooseModes(ctx: Ctx, item: StackItem, resolvable: Resolvable, stepRule: string, entwined = false): void {
  const { modes } = resolvable;
  if (!modes) {
    if (item.modes.length) throw new IllegalAction(`${item.label} is not modal: choose no mode`, [stepRule, '700.2'], stepRule);
    return;
  }
  const count = entwined ? { min: modes.length, max: modes.length } : (resolvable.modeCount ?? { min: 1, max: 1 });
  const chosen = [...new Set(item.modes)];
  const wanted = count.min === count.max ? `${count.min === 1 ? 'one mode' : `${count.min} modes`}` : `${count.min} to ${count.max} modes`;
  if (chosen.length !== item.modes.length) throw new IllegalAction(`${item.label}: the same mode can't be chosen twice`, [stepRule, '700.2d'], stepRule);
  if (chosen.length < count.min || chosen.length > count.max || chosen.some((m) => !modes[m])) {
    throw new IllegalAction(`${item.label} says to choose ${wanted}: give ${wanted} from 1 to ${modes.length} (${modes.map((m, i) => `${i + 1}: ${m.text}`).join('; ')})`, [stepRule, '700.2a'], stepRule);
  }
  item.modes = chosen.sort((a, b) => a - b);
  emit(ctx, 'casting-step', [stepRule, '700.2a', ...(entwined ? ['702.42b'] : [])], `Mode${item.modes.length > 1 ? 's' : ''} chosen: ${item.modes.map((m) => `"${modes[m]!.text}"`).join(' and ')}`, { step: stepRule });
}

function announceX(ctx: Ctx, item: StackItem, manaCost: string | undefined, x: number | undefined, stepRule: string): void {
  if (!costHasX(manaCost)) return;
  if (x === undefined || x < 0 || !Number.isInteger(x)) throw new IllegalAction(`${item.label} has {X} in its cost: choose X (a whole number, 0 or more)`, [stepRule, '107.3a'], stepRule);
  item.x = x;
  emit(ctx, 'casting-step', [stepRule, '107.3a'], `X is announced as ${x}`, { step: stepRule });
}

/**
 * 601.2c / 602.2b: one legal object or player per instance of "target", mode by mode (700.2c); the same
 * one may be chosen for different instances unless it must be "another" (115.3).
 */
function chooseTargets(ctx: Ctx, item: StackItem, resolvable: Resolvable, choices: (TargetChoice | TargetChoice[])[], by: Targeter, stepRule: string): TargetRecord[] {
  const parts = chosenParts(resolvable, item.modes);
  const specs: { spec: TargetSpec; slot: number; mode?: number }[] = parts.flatMap((part) => part.targets.map((spec, slot) => ({ spec, slot, ...(part.mode !== undefined ? { mode: part.mode } : {}) })));
  if (choices.length !== specs.length) {
    const wanted = specs.length === 0 ? 'no targets' : `${specs.length} target${specs.length > 1 ? 's' : ''} (${specs.map((s) => s.spec.text ?? `target ${s.spec.kind}`).join(', ')})`;
    throw new IllegalAction(`${item.label} needs ${wanted}, but ${choices.length} ${choices.length === 1 ? 'was' : 'were'} chosen`, [stepRule, '115.1'], stepRule);
  }
  const chosen: string[] = [];
  const records = specs.flatMap(({ spec, slot, mode }, index) => {
    const named = targetCount(item, spec, choices[index]!, stepRule);
    const inSlot: string[] = [];
    const graveyards = new Set<number>();
    return named.map((choice) => {
      const candidate = findCandidate(ctx.state, spec, choice);
      const label = labelOf(ctx.state, candidate);
      if (spec.singleGraveyard && 'object' in candidate) graveyards.add(candidate.object.owner);
      const problem =
        targetProblem(ctx.state, spec, candidate, by) ??
        (graveyards.size > 1 ? 'the cards of this "target" must all be in a single graveyard (601.2c)' : undefined) ??
        (inSlot.includes(label) ? 'it is already chosen for this "target": each must be different (115.3)' : undefined) ??
        (spec.another && chosen.includes(label) ? 'it is already a target, and this must be another target (115.3)' : undefined);
      chosen.push(label);
      inSlot.push(label);
      if (problem) throw new IllegalAction(`${label} can't be the target of ${item.label}: ${problem}`, [stepRule, ...(problem.match(/\(([\d.a-z]+)\)/)?.slice(1) ?? [])], stepRule);
      return { ...toRecord(ctx.state, slot, candidate), ...(mode !== undefined ? { mode } : {}) };
    });
  });
  if (records.length) emit(ctx, 'casting-step', [stepRule, '115.1'], `Targets: ${records.map((r) => r.label).join(', ')}`, { step: stepRule, objects: records.map((r) => r.label) });
  return records;
}

/**
 * 601.2c: the objects named for one instance of "target": one, or for a counted target ("up to two
 * target creatures", "X target creatures", "any number of target creatures") a list of that many.
 */
function targetCount(item: StackItem, spec: TargetSpec, choice: TargetChoice | TargetChoice[], stepRule: string): TargetChoice[] {
  const named = Array.isArray(choice) ? choice : [choice];
  if (!spec.count) {
    if (named.length !== 1) throw new IllegalAction(`${item.label}: "${spec.text ?? `target ${spec.kind}`}" names one target, but ${named.length} were chosen`, [stepRule, '115.1'], stepRule);
    return named;
  }
  const max = spec.count.max === 'X' ? item.x : spec.count.max === 'any' ? Infinity : spec.count.max;
  const min = spec.count.max === 'X' ? item.x : spec.count.min;
  if (named.length < min || named.length > max) {
    const wanted = min === max ? `${min}` : max === Infinity ? `${min} or more` : `${min} to ${max}`;
    throw new IllegalAction(`${item.label}: "${spec.text ?? `target ${spec.kind}`}" needs ${wanted} target${max === 1 ? '' : 's'}${spec.count.max === 'X' ? ` (X is ${item.x})` : ''}, but ${named.length} ${named.length === 1 ? 'was' : 'were'} chosen`, [stepRule, '601.2c'], stepRule);
  }
  return named;
}

/**
 * 601.2f (total cost), 601.2g (mana abilities, never on the stack), 601.2h (payment). The steps are
 * details of the trace; one line says what was paid and with what. The objects that convoke, improvise
 * or delve are used before mana abilities are activated, so that a creature tapped for convoke isn't
 * also tapped for mana (the same result as 601.2g then 601.2h).
 */
function payManaCost(ctx: Ctx, player: number, label: string, total: ManaCost, payWith: ManaPayment[] | undefined, sacrifice: ChoiceValue | undefined, helped: (total: ManaCost) => { left: ManaCost; used: string[]; rules: string[] }): number {
  const who = playerName(ctx.state, player);
  const firstDetail = ctx.events.length;
  emit(ctx, 'casting-step', ['601.2f'], `The total cost of ${label} is ${formatMana(total)}`, { step: '601.2f' });
  // 702.51a, 702.126a, 702.66a: what convoke, improvise or delve pay of the total cost; the rest is paid with mana.
  const { left: cost, used, rules } = helped(total);
  const pool = ctx.state.players[player]!.manaPool;
  const before = formatMana(pool);
  ctx.payment = [];
  if (payWith) activatePayments(ctx, player, payWith, cost, sacrifice);
  else if (!isPaid(shortfall(pool, cost))) autoPay(ctx, player, cost, '601.2g');
  const paid = ctx.payment;
  delete ctx.payment;
  const missing = shortfall(pool, cost);
  if (!isPaid(missing)) {
    throw new IllegalAction(`${who} can't pay ${formatMana(cost)} for ${label}: ${formatMana(missing)} is missing (partial payments are not allowed)`, ['601.2h'], '601.2h');
  }
  const unspent = { ...pool };
  payFromPool(pool, cost);
  const colorsSpent = COLORS.filter((color) => pool[color] < unspent[color]).length;
  emit(ctx, 'casting-step', ['601.2h'], `${who} pays ${formatMana(cost)} (pool left: ${formatMana(pool)})`, { step: '601.2h', players: [who] });
  for (const event of ctx.events.slice(firstDetail)) event.detail = true;
  const how = [...used, before !== 'empty' ? 'mana already in the pool' : '', ...paid.map((p) => `${p.source} adds ${p.mana}`)].filter(Boolean).join(', ');
  const stack = paid.length ? ' (mana abilities resolve at once, without the stack, 605.3b)' : '';
  emit(ctx, 'casting-step', ['601.2g', '601.2h', ...rules, ...(total.snow ? ['107.4h'] : []), ...(paid.length ? ['605.3b'] : [])], `${who} pays ${formatMana(total)}${how ? `: ${how}` : ''}${stack}`, { step: '601.2h', players: [who], objects: [...new Set(paid.map((p) => p.source))] });
  return colorsSpent;
}

/** 602.5, 602.5b, 602.5d, 606.3: when an ability may be activated. Loyalty abilities: sorcery speed, one a turn per permanent. */
function activationTimingProblem(ctx: Ctx, player: number, source: GameObject, ability: Activated, index: number): IllegalAction | undefined {
  const { state } = ctx;
  const loyalty = ability.cost.loyalty !== undefined;
  if (ability.timing === 'sorcery' || loyalty) {
    const problem = sorceryTimingProblem(state, player);
    if (problem) return new IllegalAction(`${source.label}'s ${loyalty ? 'loyalty ability' : 'ability'} can be activated only at sorcery speed, and ${problem}`, loyalty ? ['606.3'] : ['602.5d', '307.1']);
  }
  const turns = source.activatedOnTurn ?? {};
  if (loyalty) {
    const abilities = characteristics(state, source).abilities;
    const used = Object.entries(turns).some(([i, turn]) => turn === state.turn && (abilities[Number(i)] as Activated | undefined)?.cost.loyalty !== undefined);
    if (used) return new IllegalAction(`a loyalty ability of ${source.label} has already been activated this turn`, ['606.3']);
  }
  if (ability.oncePerTurn && turns[index] === state.turn) return new IllegalAction(`${source.label}'s ability can be activated only once each turn`, ['602.5b']);
  const times = turns[index] === state.turn ? (source.activationsThatTurn?.[index] ?? 1) : 0;
  if (ability.timesPerTurn && times >= ability.timesPerTurn) return new IllegalAction(`${source.label}'s ability can be activated no more than ${ability.timesPerTurn} times each turn, and it has been ${times} times this turn`, ['602.5b']);
  const restricted = activationRestrictionProblem(state, player, source, ability);
  return restricted ? new IllegalAction(restricted, ['602.5']) : undefined;
}

/** 602.2: activating an ability; a mana ability resolves at once instead (605.3b). */
export function activateAbility(ctx: Ctx, player: number, action: ActivateAction): void {
  const { state } = ctx;
  const source = action.from ? findInHand(ctx, player, action.source, action.from) : findPermanent(ctx, action.source);
  const index = abilityIndexFor(ctx, source, action.ability, action.mana ?? action.combination?.[0]);
  const ability = characteristics(state, source).abilities[index] as Activated;
  // 602.2: only its controller activates it, unless it says any player may (602.1b).
  const anyPlayer = source.controller !== player;
  if (anyPlayer && !ability.anyPlayer) throw new IllegalAction(`${playerName(state, player)} doesn't control ${source.label}`, ['602.2']);
  const costs: CostChoices = { ...(action.payWith ? { payWith: action.payWith } : {}), ...costChoicesOf(action.choices), ...(action.x !== undefined ? { x: action.x } : {}) };
  if (isManaAbility(ability)) {
    activateManaAbility(ctx, player, source, index, action.combination ?? action.mana, undefined, costs);
    return;
  }
  const timing = splitSecondProblem(state, `${playerName(state, player)} can't activate ${source.label}'s ability (it isn't a mana ability, 702.61b)`) ?? activationTimingProblem(ctx, player, source, ability, index);
  if (timing) throw timing;
  const who = playerName(state, player);
  const label = `${source.label}'s ability`;
  const item = pushStackItem(state, { kind: 'activated', source: refOf(source), sourceLabel: source.label, ability, controller: player, choices: { ...action.choices }, label });
  const whose = anyPlayer ? ` (any player may activate it, and ${who}, who does, controls it)` : '';
  emit(ctx, 'activate', anyPlayer ? ['602.1b', '602.2a'] : ['602.2a'], `${who} activates ${source.label}'s ability "${ability.text}"${whose}: it goes on the stack`, { step: '602.2a', players: [who], objects: [source.label] });
  announceX(ctx, item, ability.cost.mana, action.x, '602.2b');
  item.x = announceCountersX(ctx, player, source, ability.cost, action.x, '602.2b') ?? item.x;
  item.targets = chooseTargets(ctx, item, ability, action.targets ?? [], { controller: player, colors: characteristics(state, source).colors, types: characteristics(state, source).types, sourceId: source.id, ...(item.x !== undefined ? { x: item.x } : {}) }, '602.2b');
  divideDamage(ctx, item, ability, action.divide, '602.2b');
  // 107.4f: Phyrexian mana paid with life is a life payment among the ability's costs.
  const phyrexian = phyrexianPayment(ctx, label, ability.cost.mana, action.phyrexianLife, '602.2b');
  const paying: Activated = phyrexian.life ? { ...ability, cost: { ...ability.cost, mana: phyrexian.mana, payLife: (ability.cost.payLife ?? 0) + phyrexian.life } } : ability;
  payActivationMana(ctx, player, source, paying, item.x, costs);
  const before = source.activatedOnTurn?.[index] === state.turn ? (source.activationsThatTurn?.[index] ?? 1) : 0;
  source.activatedOnTurn = { ...source.activatedOnTurn, [index]: state.turn };
  source.activationsThatTurn = { ...source.activationsThatTurn, [index]: before + 1 };
  const sacrificed = payAbilityCosts(ctx, player, state.objects[source.id]!, paying, item.x, '602.2b', costs);
  if (sacrificed) item.sacrificed = refOf(sacrificed);
  emit(ctx, 'activate', ['602.2b', '601.2i'], `${item.label} has been activated`, { players: [who], objects: [source.label], detail: true });
  queueTargetTriggers(ctx, item);
}

/** 305.1, 305.2: playing a land is a special action (no stack): main phase, own turn, empty stack, one a turn. */
export function playLand(ctx: Ctx, player: number, selector: ObjectSelector): void {
  const { state } = ctx;
  const card = findInHand(ctx, player, selector);
  if (!characteristics(state, card).types.includes('Land')) throw new IllegalAction(`${card.label} is not a land`, ['305.1']);
  const timing = sorceryTimingProblem(state, player);
  if (timing) throw new IllegalAction(`a land can be played only in your own main phase when the stack is empty, and ${timing}`, ['305.1', '505.6b']);
  const p = state.players[player]!;
  if (p.landsPlayed >= 1) throw new IllegalAction(`${p.name} has already played a land this turn`, ['305.2']);
  p.landsPlayed++;
  const land = moveWithTriggers(ctx, card, 'battlefield', 'played as a land', '305.1');
  emit(ctx, 'effect', ['305.1', '116.2a'], `${p.name} plays ${land.label} (a special action; it doesn't use the stack)`, { players: [p.name], objects: [land.label] });
}
