/**
 * Libraries (401): looking at and revealing their top cards (701.20), searching them (701.23) and
 * shuffling them (701.24). The engine stays deterministic: a shuffle (or "a random order") is a
 * pseudo-random permutation seeded by the game's own state, so the same scenario shuffles the same way.
 */
import type { Effect, Filter } from './cards/schema';
import { characteristics } from './characteristics';
import { takeChoice } from './choices';
import { type Ctx, createObject, emit, playerName } from './context';
import { manaValue, matchesFilter } from './filters';
import { inTurnOrder, itemViewpoint } from './who';
import type { GameObject, GameState, StackItem } from './types';
import { moveAll } from './zones';

/** The top `count` cards of a library; a library that goes on with unknown cards makes them as they are reached. */
export function topOfLibrary(ctx: Ctx, player: number, count: number): GameObject[] {
  const { state } = ctx;
  const p = state.players[player]!;
  while (p.unknownLibrary && p.library.length < count) createObject(state, 'Unknown card', player, 'library', false);
  return p.library.slice(0, count).map((id) => state.objects[id]!);
}

function cardList(cards: GameObject[]): string {
  return cards.map((c) => c.label).join(', ');
}

/** The cards a planned choice names (by label or card name), each once, in the order named. */
function named(cards: GameObject[], labels: string[]): GameObject[] {
  const picked: GameObject[] = [];
  for (const label of labels.map((l) => l.toLowerCase())) {
    const card = cards.find((c) => !picked.includes(c) && (c.label.toLowerCase() === label || c.card.toLowerCase() === label));
    if (card) picked.push(card);
  }
  return picked;
}

type LookAtTop = Extract<Effect, { do: 'look-at-top' }>;

/**
 * 701.20e: the ability's controller looks at the top cards of a player's library (701.20a: reveals
 * them, to all players), puts the cards `take` says where it says, and the rest where `rest` says.
 */
export function lookAtTop(ctx: Ctx, item: StackItem, owner: number, count: number, effect: LookAtTop): void {
  const { state } = ctx;
  const chooser = item.controller;
  const who = playerName(state, chooser);
  const whose = owner === chooser ? 'their' : `${playerName(state, owner)}'s`;
  const rule = effect.reveal ? '701.20a' : '701.20e';
  const cards = topOfLibrary(ctx, owner, count);
  const looked = cards.length === 1 ? 'the top card' : `the top ${cards.length} cards`;
  emit(ctx, 'effect', [rule], cards.length ? `${who} ${effect.reveal ? 'reveals' : 'looks at'} ${looked} of ${whose} library: ${cardList(cards)}` : `${who} looks at the top of ${whose} library: it is empty`, { players: [who] });
  const taken = effect.take ? chooseTaken(ctx, item, cards, effect.take, effect.take.reveal ? '701.20a' : '701.20e') : [];
  const take = effect.take;
  const why = take?.to === 'hand' ? `put into ${playerName(state, owner)}'s hand` : take?.to === 'battlefield' ? 'put onto the battlefield' : 'put into a graveyard';
  const onto = take?.to === 'battlefield' ? { controller: chooser, tapped: Boolean(take.tapped) } : {};
  if (take?.to === 'top') keepOnTop(ctx, owner, taken, rule);
  else if (take && taken.length) moveAll(ctx, taken.map((obj) => ({ obj, to: take.to as 'hand' | 'graveyard' | 'battlefield', why, rule, ...onto })));
  putRest(ctx, item, owner, cards.filter((card) => !taken.includes(card)), effect.rest, rule);
}

/** "You may reveal a creature or land card from among them and put it on top of your library": the card stays in the library, above the rest. */
function keepOnTop(ctx: Ctx, owner: number, taken: GameObject[], rule: string): void {
  if (taken.length === 0) return;
  const p = ctx.state.players[owner]!;
  p.library = [...taken.map((card) => card.id), ...p.library.filter((id) => !taken.some((card) => card.id === id))];
  emit(ctx, 'effect', [rule], `${p.name} puts ${cardList(taken)} on top of their library`, { players: [p.name] });
}

/** The cards taken from among those looked at: the choice "take" (labels), else the first that fit, top first. */
function chooseTaken(ctx: Ctx, item: StackItem, cards: GameObject[], take: NonNullable<LookAtTop['take']>, rule: string): GameObject[] {
  const { state } = ctx;
  const who = playerName(state, item.controller);
  const fits = cards.filter((card) => !take.filter || matchesFilter(state, { ...take.filter, zone: 'library' }, card, characteristics(state, card), itemViewpoint(item)));
  // "Put all Elf cards revealed this way into your hand": no choice.
  if (take.count === 'all') return fits;
  const most = take.count === 'any' ? fits.length : Math.min(take.count, fits.length);
  const planned = takeChoice(state, item.controller, 'take', item.sourceLabel);
  const wanted = Array.isArray(planned) ? planned : undefined;
  const picked = wanted && named(fits, wanted).slice(0, most);
  // Taking fewer than the text says is a choice only for "you may …", "up to N" and "any number".
  const chosen = picked && (take.upTo || picked.length === most) ? picked : take.count === 'any' ? [] : fits.slice(0, most);
  const byDefault = take.count === 'any' ? 'none' : `the first ${most === 1 ? 'one' : most} that ${most === 1 ? 'fits' : 'fit'}, top first`;
  const how = chosen === picked ? '' : ` (${wanted ? `${wanted.join(', ')} can't be taken` : 'none was named'}: ${byDefault})`;
  emit(ctx, 'choice', [rule], chosen.length ? `${who} ${take.reveal ? 'reveals and ' : ''}takes ${cardList(chosen)}${how}` : `${who} takes none of them${fits.length ? '' : ' (none fits)'}`, { players: [who] });
  return chosen;
}

/**
 * 701.25a: "surveil N": the controller looks at the top N cards of their library, puts any number of them
 * into their graveyard (the choice "take": labels; default none) and the rest back on top in any order
 * ("library-order"). Whether a surveil happened (701.25c: not for surveil 0), for "whenever you surveil".
 */
export function surveil(ctx: Ctx, item: StackItem, count: number): boolean {
  const { state } = ctx;
  const who = playerName(state, item.controller);
  if (count <= 0) {
    emit(ctx, 'effect', ['701.25c'], `${who} surveils 0: nothing happens`, { players: [who] });
    return false;
  }
  const cards = topOfLibrary(ctx, item.controller, count);
  emit(ctx, 'effect', ['701.25a'], cards.length ? `${who} surveils ${count}: looks at ${cards.length === 1 ? 'the top card' : `the top ${cards.length} cards`} of their library: ${cardList(cards)}` : `${who} surveils ${count}: their library is empty`, { players: [who] });
  const taken = chooseTaken(ctx, item, cards, { count: 'any', upTo: true, to: 'graveyard' }, '701.25a');
  if (taken.length) moveAll(ctx, taken.map((obj) => ({ obj, to: 'graveyard', why: 'put into a graveyard (surveil)', rule: '701.25a' })));
  putRest(ctx, item, item.controller, cards.filter((card) => !taken.includes(card)), 'top', '701.25a');
  return true;
}

/**
 * The cards not taken: back on top or on the bottom in the order the player chooses (401.4: the choice
 * "library-order", labels, first on top; default the order they were in), on the bottom in a random
 * order, or into the graveyard.
 */
export function putRest(ctx: Ctx, item: StackItem, owner: number, rest: GameObject[], where: LookAtTop['rest'], rule: string): void {
  const { state } = ctx;
  if (rest.length === 0) return;
  if (where === 'graveyard') {
    moveAll(ctx, rest.map((obj) => ({ obj, to: 'graveyard', why: 'put into a graveyard', rule })));
    return;
  }
  const who = playerName(state, item.controller);
  const planned = where === 'bottom-random' ? undefined : takeChoice(state, item.controller, 'library-order', item.sourceLabel);
  const wanted = Array.isArray(planned) ? planned : undefined;
  const picked = wanted && named(rest, wanted);
  const ordered = where === 'bottom-random' ? pseudoRandomOrder(state, owner, [...rest]) : picked?.length === rest.length ? picked : rest;
  const library = state.players[owner]!.library.filter((id) => !rest.some((card) => card.id === id));
  const ids = ordered.map((card) => card.id);
  state.players[owner]!.library = where === 'top' ? [...ids, ...library] : [...library, ...ids];
  const how = where === 'bottom-random' ? 'in a random order (pseudo-random, replaying the same)' : ordered === picked ? 'in the order chosen' : `in the order they were (the default${wanted ? `: ${wanted.join(', ')} doesn't name each of them once` : ''})`;
  emit(ctx, 'effect', where === 'bottom-random' ? [rule] : [rule, '401.4'], `${who} puts ${cardList(ordered)} ${where === 'top' ? 'back on top of' : 'on the bottom of'} ${owner === item.controller ? 'their' : `${playerName(state, owner)}'s`} library, ${how}${ordered.length > 1 ? ', first listed on top' : ''}`, { players: [who] });
}

/**
 * 701.30b: "clash with an opponent": the controller chooses an opponent (the next one in turn order, said in
 * the trace) and both clash. 701.30a, 701.30c: each reveals the top card of their library at once, then in APNAP
 * order (101.4) each chooses to leave it on top or put it on the bottom (the choice "clash", default top), and the
 * cards move at once. 701.30d: the controller wins if their card's mana value is higher than the other's (a player
 * with an empty library reveals nothing); the result is the condition "if you win".
 */
export function clash(ctx: Ctx, item: StackItem): void {
  const { state } = ctx;
  const count = state.players.length;
  const opponent = Array.from({ length: count - 1 }, (_, i) => (item.controller + 1 + i) % count).find((p) => !state.players[p]!.lost);
  const you = playerName(state, item.controller);
  if (opponent === undefined) {
    item.wonClash = false;
    emit(ctx, 'effect', ['701.30b'], `${you} has no opponent to clash with`, { players: [you] });
    return;
  }
  emit(ctx, 'choice', ['701.30b'], `${you} chooses ${playerName(state, opponent)} to clash with${count > 2 ? ' (the next opponent in turn order, the default)' : ''}`, { players: [you] });
  const apnap = inTurnOrder(state, [item.controller, opponent]);
  const revealed = new Map(apnap.map((player) => [player, topOfLibrary(ctx, player, 1)[0]]));
  for (const [player, card] of revealed) {
    const who = playerName(state, player);
    emit(ctx, 'effect', ['701.30a', '701.30c'], card ? `${who} reveals the top card of their library: ${card.label} (mana value ${manaValue(characteristics(state, card).definition)})` : `${who} reveals nothing: their library is empty`, { players: [who] });
  }
  const toBottom = apnap.filter((player) => {
    const card = revealed.get(player);
    if (!card) return false;
    const planned = takeChoice(state, player, 'clash', item.sourceLabel);
    const bottom = planned === 'bottom';
    const who = playerName(state, player);
    emit(ctx, 'choice', ['701.30a', '101.4'], `${who} ${bottom ? `puts ${card.label} on the bottom of their library` : `leaves ${card.label} on top of their library${planned === undefined ? ' (the default)' : ''}`}`, { players: [who] });
    return bottom;
  });
  for (const player of toBottom) {
    const p = state.players[player]!;
    p.library = [...p.library.slice(1), p.library[0]!];
  }
  const value = (player: number) => {
    const card = revealed.get(player);
    return card ? manaValue(characteristics(state, card).definition) : undefined;
  };
  const mine = value(item.controller);
  const theirs = value(opponent);
  item.wonClash = mine !== undefined && (theirs === undefined || mine > theirs);
  emit(ctx, 'effect', ['701.30d'], `${you} ${item.wonClash ? 'wins' : "doesn't win"} the clash`, { players: [you] });
}

type SearchLibrary = Extract<Effect, { do: 'search-library' }>;

/**
 * 701.23a: the player searches `owner`'s library for up to `max` cards matching the filter (the choice
 * "search": labels; default the first matching cards, top first), puts them where the effect says (`restTo`:
 * the first found `to`, the others there), then the library's owner shuffles it (701.24a). "Search your library
 * and/or graveyard" (`alsoGraveyard`): the graveyard's cards after the library's; when every card named is found
 * in the graveyard, the player searched only the graveyard, and "if you search your library this way, shuffle
 * it" doesn't shuffle.
 */
export function searchLibrary(ctx: Ctx, player: number, owner: number, max: number, effect: SearchLibrary, forLabel: string): void {
  const { state } = ctx;
  const { filter, to } = effect;
  const who = playerName(state, player);
  const cardsIn = (zone: 'library' | 'graveyard', quality: Filter) =>
    state.players[owner]![zone].map((id) => state.objects[id]!).filter((card) => matchesFilter(state, { ...quality, zone }, card, characteristics(state, card), { controller: owner }));
  const matchingOf = (quality: Filter) => [...cardsIn('library', quality), ...(effect.alsoGraveyard ? cardsIn('graveyard', quality) : [])];
  const planned = takeChoice(state, player, 'search', forLabel);
  const isNamed = (card: GameObject, label: string) => card.label.toLowerCase() === label.toLowerCase() || card.card.toLowerCase() === label.toLowerCase();
  const matching = matchingOf(filter);
  const named = Array.isArray(planned) ? planned.flatMap((label) => matching.filter((c) => isNamed(c, label)).slice(0, 1)) : undefined;
  // "for a white card, a blue card, …": one card for each quality, a card found once (a card named for it, else the first that fits).
  const found: GameObject[] = effect.others ? oneOfEach([filter, ...effect.others], matchingOf, Array.isArray(planned) ? planned : [], isNamed) : (named ?? matching).slice(0, max);
  const searchedLibrary = !effect.alsoGraveyard || !named?.length || found.some((card) => card.zone === 'library');
  const whose = owner === player ? 'their' : `${playerName(state, owner)}'s`;
  const zones = !effect.alsoGraveyard ? `${whose} library` : searchedLibrary ? 'their library and graveyard' : 'only their graveyard';
  const first = max === Infinity ? 'every matching card' : `the first ${max === 1 ? 'one' : `${max}`}`;
  const how = named ? '' : ` (${first} in ${effect.alsoGraveyard ? 'library order, then graveyard order' : 'library order'}; none was named)`;
  emit(ctx, 'effect', ['701.23a'], found.length ? `${who} searches ${zones} and finds ${found.map((c) => c.label).join(', ')}${how}` : `${who} searches ${zones} and finds nothing (701.23b)`, { players: [who] });
  if (to === 'top') return shuffleOnTop(ctx, owner, found);
  const [firstFound, ...others] = found;
  const destinations = effect.restTo && firstFound ? [{ cards: [firstFound], to }, { cards: others, to: effect.restTo }] : [{ cards: found, to }];
  const moves = destinations.flatMap(({ cards, to: zone }) => cards.map((obj) => ({ obj, to: zone, why: 'found by a search', rule: '701.23a', ...(zone === 'battlefield' ? { controller: player, tapped: Boolean(effect.tapped) } : {}) })));
  if (moves.length) moveAll(ctx, moves);
  if (searchedLibrary) shuffleLibrary(ctx, owner);
}

/** 701.23a: a card for each quality in turn, none twice: the card named first that fits, else the first that fits in library order. */
function oneOfEach(qualities: Filter[], matchingOf: (quality: Filter) => GameObject[], labels: string[], isNamed: (card: GameObject, label: string) => boolean): GameObject[] {
  const found: GameObject[] = [];
  for (const quality of qualities) {
    const fits = matchingOf(quality).filter((card) => !found.includes(card));
    const named = labels.map((label) => fits.find((c) => isNamed(c, label))).find((c) => c !== undefined);
    const card = named ?? fits[0];
    if (card) found.push(card);
  }
  return found;
}

/** "with mana value X or less" (Green Sun's Zenith): the bound as it resolves (107.3a: X is the value chosen as it was cast), joined to the filter's own. */
export function boundedSearch(ctx: Ctx, item: StackItem, effect: SearchLibrary, bound: number): SearchLibrary {
  const atMost = Math.min(bound, effect.filter.manaValue?.atMost ?? bound);
  emit(ctx, 'effect', ['107.3a', '701.23a'], `${playerName(ctx.state, item.controller)} searches for a card with mana value ${atMost} or less (X is ${bound})`);
  return { ...effect, filter: { ...effect.filter, manaValue: { ...effect.filter.manaValue, atMost } } };
}

/** 701.24b: "then shuffle and put that card on top": the rest of the library is shuffled, the cards found go on top. */
function shuffleOnTop(ctx: Ctx, player: number, found: GameObject[]): void {
  const p = ctx.state.players[player]!;
  p.library = p.library.filter((id) => !found.some((card) => card.id === id));
  shuffleLibrary(ctx, player);
  if (found.length === 0) return;
  p.library = [...found.map((card) => card.id), ...p.library];
  emit(ctx, 'effect', ['701.24b'], `${p.name} puts ${cardList(found)} on top of their library (not shuffled)`, { players: [p.name] });
}

/**
 * 701.24a: the objects go into their owners' libraries (400.3), then each of those libraries is shuffled —
 * also the library of an owner whose object wasn't where it was expected to be (701.24c) and of a player
 * with no cards to shuffle in (701.24d).
 */
export function shuffleIntoLibraries(ctx: Ctx, objects: GameObject[], owners: number[]): void {
  if (objects.length) moveAll(ctx, objects.map((obj) => ({ obj, to: 'library', why: "shuffled into its owner's library", rule: '701.24a' })));
  for (const owner of new Set([...owners, ...objects.map((obj) => obj.owner)])) shuffleLibrary(ctx, owner);
}

/** 701.24a: the library's cards in a random order (pseudo-random from the game's state, so a game replays the same). */
export function shuffleLibrary(ctx: Ctx, player: number): void {
  const { state } = ctx;
  const library = pseudoRandomOrder(state, player, state.players[player]!.library);
  const who = playerName(state, player);
  emit(ctx, 'effect', ['701.24a'], `${who} shuffles their library (${library.length} card${library.length === 1 ? '' : 's'}; Heartwood's shuffle is pseudo-random and replays the same)`, { players: [who] });
}

/** The items in a pseudo-random order (in place), seeded by the game's state and the player: the same game replays the same. */
export function pseudoRandomOrder<T>(state: GameState, player: number, items: T[]): T[] {
  let seed = (state.eventCount * 2654435761 + state.turn * 40503 + player * 97) >>> 0;
  const next = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
