/** Library and hand effects (effects-library.ohm): draw, discard, mill, scry, looking at the top cards, search. */
import type * as ohm from 'ohm-js';
import type { Amount, Effect, LookTake, ObjectFilter, Ref } from '../ast';
import { ast, list, opt, present, ReadingProblem, type N } from './nodes';
import { targetRef } from './nouns';
import { scope } from './scope';
import { numberOf } from './words';
import { amountWithTail } from './amounts';

function takeOf(count: N, filter: N | undefined, to: N, reveal: boolean, may: boolean): LookTake {
  const counted = ast<Pick<LookTake, 'count' | 'upTo'>>(count);
  return { ...(filter ? { filter: ast(filter) } : {}), ...counted, upTo: counted.upTo || may, ...ast<Pick<LookTake, 'to' | 'tapped'>>(to), reveal };
}

export const libraryEffectActions: ohm.ActionDict<unknown> = {
  Effect_draw(noun, _draws, amount, _cards, tail) {
    const who = ast<Ref>(noun);
    return { do: 'draw', who, amount: amountWithTail(ast(amount), opt(tail)) };
  },
  // "draw cards equal to the sacrificed creature's power": a number of cards equal to it (121.1).
  Effect_drawEqual(noun, _draws, _cards, amount) {
    const who = ast<Ref>(noun);
    return { do: 'draw', who, amount: ast(amount) };
  },
  Effect_youDrawEqual: (_draw, amount) => ({ do: 'draw', who: { ref: 'you' }, amount: ast(amount) }),
  Effect_drawAdditional(noun, _draws, _card) {
    return { do: 'draw', who: ast(noun), amount: { n: 1 } };
  },
  Effect_discard(noun, _discards, amount, _cards, tail, random) {
    const who = ast<Ref>(noun);
    return { do: 'discard', who, amount: amountWithTail(ast(amount), opt(tail)), ...(present(random) ? { random: true } : {}) };
  },
  Effect_playerThen(noun, first, _then, second) {
    const who = ast<Ref>(noun);
    return [first, second].map((action) => ({ ...ast<object>(action), who }));
  },
  // "Target player draws two cards and loses 2 life": one player's two actions, in the order written.
  Effect_playerAnd(noun, first, _and, second) {
    const who = ast<Ref>(noun);
    return [first, second].map((action) => ({ ...ast<object>(action), who }));
  },
  PlayerAction_discardHand: (_discards, _hand) => ({ do: 'discard-hand' }),
  PlayerAction_shuffleZones: (_shuffles, zones, _into) => ({ do: 'shuffle-zones-into-library', zones: ast(zones) }),
  PlayerAction_draw: (_draws, amount, _cards) => ({ do: 'draw', amount: ast(amount) }),
  PlayerAction_loseLife: (_loses, amount, _life) => ({ do: 'lose-life', amount: ast(amount) }),
  Effect_discardHand(noun, _discards, _hand) {
    return { do: 'discard-hand', who: ast(noun) };
  },
  Effect_youDiscardHand(_discard) {
    return { do: 'discard-hand', who: { ref: 'you' } };
  },
  Effect_mill(noun, _mills, amount, _cards) {
    return { do: 'mill', who: ast(noun), amount: ast(amount) };
  },
  Effect_youDraw(_draw, amount, _cards, tail) {
    return { do: 'draw', who: { ref: 'you' }, amount: amountWithTail(ast(amount), opt(tail)) };
  },
  Effect_youDiscard(_discard, amount, _cards, random) {
    return { do: 'discard', who: { ref: 'you' }, amount: ast(amount), ...(present(random) ? { random: true } : {}) };
  },
  Effect_youManifest(_) {
    return { do: 'manifest', who: { ref: 'you' } };
  },
  Effect_manifest(noun, _manifests) {
    return { do: 'manifest', who: ast(noun) };
  },
  Effect_youMill(_mill, amount, _cards) {
    return { do: 'mill', who: { ref: 'you' }, amount: ast(amount) };
  },
  Effect_youExtraTurn: (_) => ({ do: 'extra-turn', who: { ref: 'you' } }),
  Effect_becomeMonarch: (_) => ({ do: 'become-monarch', who: { ref: 'you' } }),
  Effect_youLoseGame: (_) => ({ do: 'lose-game', who: { ref: 'you' } }),
  Effect_extraTurn: (noun, _takes) => ({ do: 'extra-turn', who: ast(noun) }),
  Effect_youSkip: (_skip, turns) => ({ do: 'skip', who: { ref: 'you' }, ...ast<object>(turns) }),
  Effect_skip: (noun, _skips, turns) => ({ do: 'skip', who: ast(noun), ...ast<object>(turns) }),
  SkippedTurns(count, what) {
    const n = count.children[0] ? numberOf(count.sourceString) : 1;
    if ((n === 1) !== /(?:turn|step)$/.test(what.sourceString)) throw new ReadingProblem(`"next ${this.sourceString}"`);
    return { next: what.sourceString.startsWith('draw') ? 'draw-step' : 'turn', count: n };
  },
  Effect_clash(_clash) {
    return { do: 'clash' };
  },
  Effect_flipCoin: (_flip) => ({ do: 'flip-coin' }),
  Sentence_revealTopSharingType(_look, _dot, _if, _comma, _reveal, _dot2, _ifYouDo, _comma2, chain, _dot3) {
    return [{ do: 'reveal-top-sharing-type', effects: list<Effect | Effect[]>(chain).flat() }];
  },
  Effect_scry(_scry, amount) {
    return { do: 'scry', amount: ast(amount) };
  },
  Effect_newHand(player, by, _then, _draw, _thatMany, plus) {
    const more = opt<number>(plus) ?? 0;
    return { do: 'new-hand', who: ast(player), by: ast(by), plus: more };
  },
  NewHandWho_player: (noun, _verb) => ast(noun),
  NewHandWho_you: (_verb) => ({ ref: 'you' }),
  NewHandBy_discard: (_discards, _all, _their, _hand) => 'discard',
  NewHandBy_shuffle: (_shuffles, _cards, _their, _into, _theirs, _library) => 'shuffle',
  NewHandPlus: (sign, n) => (sign.sourceString === 'minus' ? -1 : 1) * numberOf(n.sourceString),
  // 701.20a: the card revealed is what "the revealed card" and "that card" name after it.
  Effect_revealAtRandom(noun, _reveals) {
    const who = ast<Ref>(noun);
    scope.mention({ ref: 'revealed' }, 'object');
    return { do: 'reveal-at-random', who };
  },
  Effect_surveil(_surveil, amount) {
    return { do: 'surveil', amount: ast(amount) };
  },
  // 702.115a: "that player exiles the top card of their library" (ingest), "target opponent exiles the top two cards of their library".
  Effect_playerExilesTop(noun, _exiles, count, _library) {
    return { do: 'exile-top-of-library', amount: ast<Amount>(count), who: ast(noun) };
  },
  Effect_exileTop(_exile, amount, _cards, _of, noun, _library) {
    const count = ast<Amount>(amount);
    return { do: 'exile-top-of-library', amount: count, who: ast(noun) };
  },
  Effect_searchLibrary(_search, owner, _library, count, filter, where, _join, _reveal, put, shuffle) {
    const whose = ast<Ref>(owner);
    const shuffler = ast<'you' | 'that player'>(shuffle);
    // 701.24a: the library searched is the one shuffled, and by its owner.
    if ((whose.ref === 'you') !== (shuffler === 'you')) throw new ReadingProblem('a search that shuffles a library other than the one searched');
    const x = opt<Amount>(where);
    const max = ast<Amount | 'any'>(count);
    const found = ast<ObjectFilter>(filter);
    // 701.23b: only cards of a stated quality may go unfound; "search your library for three cards" must find three, which the engine's "up to" can't promise.
    if (count.child(0).ctorName === 'SearchCount_one' && max !== 'any' && 'n' in max && max.n > 1 && JSON.stringify(found) === '{"types":["card"]}') throw new ReadingProblem(`a search for ${count.sourceString} cards of no stated quality, all of which must be found (701.23b)`);
    return { do: 'search-for', filter: found, max: x && max !== 'any' && 'x' in max ? x : max, ...ast<object>(put), ...(whose.ref === 'you' ? {} : { whose }) };
  },
  // 701.23a: "Search your library and/or graveyard for a card named …, reveal it, and put it into your hand. If you search your
  // library this way, shuffle it." — the player may search either zone or both.
  Effect_searchLibraryAndGraveyard(_search, _zones, _for, count, filter, _and, _reveal, put, _dot, _ifSearched, _comma, _shuffle) {
    return { do: 'search-for', filter: ast(filter), max: ast(count), ...ast<object>(put), alsoGraveyard: true };
  },
  // 701.24b: "search your library for a card, then shuffle and put that card on top": the card found isn't shuffled.
  Effect_searchToTop(_search, count, filter, _comma, _reveal, _shuffle, _library, _put, _found, _onTop, _ofIt) {
    return { do: 'search-for', filter: ast(filter), max: ast(count), to: 'top', tapped: false };
  },
  // 701.24b, 2020 wording: "Search your library for a creature card and reveal that card. Shuffle your library, then put the card on top of it."
  // (Sylvan Tutor); "… for any number of Goblin cards and reveal those cards. Shuffle your library, then put them on top of it in any order."
  Effect_searchRevealToTop(_search, count, filter, _reveal, _found, _dot, _shuffle, them, _onTop, _anyOrder) {
    const max = ast<Amount | 'any'>(count);
    if ((them.sourceString === 'them') === (max !== 'any' && 'n' in max && max.n === 1)) throw new ReadingProblem(`"put ${them.sourceString} on top" after a search for ${count.sourceString}`);
    return { do: 'search-for', filter: ast(filter), max, to: 'top', tapped: false };
  },
  // "Search your library for a white card, a blue card, …, and a green card. Reveal those cards and put them into your hand. Then shuffle your library."
  Effect_searchOneOfEach(_search, _a, first, more, _dot, _reveal, _dot2, _shuffle) {
    return { do: 'search-for', filter: ast(first), others: more.children.map((one) => ast<ObjectFilter>(one)), max: { n: 1 }, to: 'hand', tapped: false };
  },
  SearchedToo(_comma, _and, _a, filter) {
    return ast(filter);
  },
  // "You choose a nonland card from it with converted mana cost 3 or less." (Inquisition of Kozilek): the suffix said after "from it".
  Effect_revealHandDiscard(noun, _reveals, _dot, _choose, _a, filter, _fromIt, suffix, pick) {
    const chosen = ast<ObjectFilter>(filter);
    const after = opt<Partial<ObjectFilter>>(suffix);
    if (after && (Object.keys(after).join() !== 'with' || chosen.with)) throw new ReadingProblem(`"from it ${suffix.sourceString}"`);
    return { do: 'reveal-hand-discard', who: ast(noun), filter: after ? { ...chosen, ...after } : chosen, ...(ast<boolean>(pick) ? { exile: true } : {}) };
  },
  // "Target player reveals their hand, you choose a card from it, then that player discards that card." (Splitting Headache)
  Effect_revealHandDiscardOne(noun, _reveals, _comma, _choose, _a, filter, _fromIt, _discards) {
    return { do: 'reveal-hand-discard', who: ast(noun), filter: ast(filter) };
  },
  // "Target player reveals their hand and discards all nonland cards." (701.9a: no one chooses.)
  Effect_revealHandDiscardAll(noun, _reveals, filter) {
    return { do: 'reveal-hand-discard', who: ast(noun), filter: ast(filter), pick: 'all' };
  },
  // "Target opponent reveals their hand and discards a creature card at random." (701.9b)
  Effect_revealHandDiscardRandom(noun, _reveals, _a, filter, _random) {
    return { do: 'reveal-hand-discard', who: ast(noun), filter: ast(filter), pick: 'random' };
  },
  HandPick_discard: (_dot, _discards) => false,
  HandPick_exile: (_exile) => true,
  // "Look at the top X cards of your library, where X is the number of charge counters on ~."
  Effect_lookAtTop(verb, _top, cards, _of, where, then) {
    const x = opt<Amount>(where);
    const amount = ast<Amount>(cards);
    if (x && !('x' in amount)) throw new ReadingProblem('"where X is" after a number of cards that isn\'t X');
    return { do: 'look-at-top', amount: x ?? amount, whose: { ref: 'you' }, reveal: ast(verb), ...ast<object>(then) };
  },
  Effect_lookAtTopBack(verb, _top, cards, _of, owner, _library, _back) {
    return { do: 'look-at-top', amount: ast(cards), whose: ast(owner), reveal: ast(verb), rest: 'top' };
  },
  Effect_lookOnly(_look, cards, _of, owner, _library, _end) {
    return { do: 'look-at-top', amount: ast(cards), whose: ast(owner), reveal: false, rest: 'top' };
  },
  // "you may put a land card from your hand onto the battlefield", "put up to two creature cards from your hand onto the battlefield".
  Effect_putFromHand(_put, count, filter, _onto, tapped) {
    const found = ast<ObjectFilter>(filter);
    if (found.zone?.zone !== 'hand' || found.zone.owner !== 'you') throw new ReadingProblem('cards put onto the battlefield from somewhere other than your hand');
    return { do: 'put-from-hand', filter: found, max: ast(count), upTo: count.child(0).ctorName !== 'SearchCount_one', tapped: present(tapped) };
  },
  Effect_lookAtHand(_look, owner, _hand, _end) {
    return { do: 'look-at-hand', whose: ast(owner) };
  },
  HandOwner_pronounController(word, _controller) {
    return scope.mention(scope.resolve({ ref: 'pronoun', word: word.sourceString, wants: 'object', of: 'controller' }), 'player');
  },
  LookVerb_look: (_) => false,
  LookVerb_reveal: (_) => true,
  TopCards_one: (_card) => ({ n: 1 }),
  TopCards_some: (amount, _cards) => ast(amount),
  LibraryOwner_target(_target, who, _s) {
    return targetRef({ index: scope.targets.length, kind: 'player', ...(who.sourceString === 'opponent' ? { opponent: true } : {}), count: { min: 1, max: 1 }, text: `target ${who.sourceString}` });
  },
  LibraryOwner_you: (_) => ({ ref: 'you' }),
  LookThen_back: (_) => ({ rest: 'top' }),
  LookThen_takeAndRest(_dot, take, _and, rest) {
    const taken = ast<LookTake>(take);
    const restTo = ast<string>(rest);
    if (taken.to === 'top' && restTo === 'top') throw new ReadingProblem('cards taken to the top of the library with the rest');
    return { take: taken, rest: restTo };
  },
  LookTake_mayReveal(_may, count, _of, filter, _fromAmong, _taken, to) {
    return takeOf(count, filter, to, true, true);
  },
  LookTake_mayPut(_may, count, _of, filter, _fromAmong, to) {
    return takeOf(count, filter, to, false, true);
  },
  LookTake_put(_put, count, _of, filter, _fromAmong, to) {
    return takeOf(count, filter, to, false, false);
  },
  LookTake_putOf(_put, count, _of, _them, to) {
    return takeOf(count, undefined, to, false, false);
  },
  LookTake_putAll(_putAll, filter, _revealed, to) {
    return { filter: ast(filter), count: 'all', upTo: false, ...ast<Pick<LookTake, 'to' | 'tapped'>>(to), reveal: false } satisfies LookTake;
  },
  TakeCount_upTo: (_upTo, n) => ({ count: numberOf(n.sourceString), upTo: true }),
  TakeCount_anyNumber: (_) => ({ count: 'any', upTo: true }),
  TakeCount_exactly: (n) => ({ count: numberOf(n.sourceString), upTo: false }),
  TakeTo_hand: (_) => ({ to: 'hand' }),
  TakeTo_graveyard: (_) => ({ to: 'graveyard' }),
  TakeTo_top: (_) => ({ to: 'top' }),
  TakeTo_battlefield: (_onto, tapped) => ({ to: 'battlefield', ...(present(tapped) ? { tapped: true } : {}) }),
  LookRest(_rest, _ofRevealed, place) {
    return ast(place);
  },
  RestPlace_bottom: (_bottom, _anyOrder) => 'bottom',
  RestPlace_bottomRandom: (_) => 'bottom-random',
  RestPlace_top: (_back, _on, _the, _top) => 'top',
  RestPlace_graveyard: (_) => 'graveyard',
  SearchCount_upTo: (_upTo, n) => ({ n: numberOf(n.sourceString) }),
  SearchCount_upToX: (_upToX) => ({ x: true }),
  SearchCount_anyNumber: (_) => 'any',
  SearchCount_one: (n) => ({ n: numberOf(n.sourceString) }),
  SearchPut_split(_putOne, first, _andTheOther, rest) {
    const [to, restTo] = [ast<{ to: string; tapped: boolean }>(first), ast<{ to: string }>(rest)];
    if (restTo.to !== 'hand' || to.to === 'hand') throw new ReadingProblem('a search putting "the other" anywhere but into your hand');
    return { ...to, restTo: 'hand' };
  },
  SearchPut_put: (_put, _found, place) => ast(place),
  SearchPut_exile: (_exile, _found) => ({ to: 'exile', tapped: false }),
  SearchShuffle_then: (_comma, _then, _library) => 'you',
  // ". Then shuffle your library." and Peregrination's ". Shuffle your library, then scry 1."
  SearchShuffle_thenSentence: (_dot, _then, _shuffle) => 'you',
  SearchShuffle_ifYouDo: (_dot, _ifYouDo, _comma, _shuffle) => 'you',
  SearchShuffle_thatPlayer: (_join, _shuffles) => 'that player',
  SearchPlace_battlefield: (_onto, tapped) => ({ to: 'battlefield', tapped: present(tapped) }),
  SearchPlace_hand: (_into, _hand) => ({ to: 'hand', tapped: false }),
  SearchPlace_graveyard: (_into) => ({ to: 'graveyard', tapped: false }),
};
