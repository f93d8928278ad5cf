/** Effects that move objects between zones (effects-zones.ohm, 400). */
import type * as ohm from 'ohm-js';
import type { Ref } from '../ast';
import { ast, opt, present, ReadingProblem } from './nodes';
import { countFilter } from './nouns';
import { nounsOf, scope } from './scope';
import { sameRef } from '../lower/nouns';
import { subtypeNamed } from './subtypes';

/**
 * "Target opponent sacrifices a creature. You gain life equal to that creature's toughness": "that
 * creature" is the one permanent one player sacrificed (608.2h), unless a cost sacrificed one already.
 */
function sacrificeBy(who: Ref, count: ohm.Node, filter: ohm.Node) {
  const what = countFilter(count, filter);
  const one = ['a', 'an', 'one'].includes(count.sourceString) && who.ref !== 'each-player' && who.ref !== 'each';
  if (one && !scope.mentions.some((mention) => mention.ref.ref === 'sacrificed')) scope.mention({ ref: 'sacrificed' }, 'object', nounsOf(what));
  return { do: 'sacrifice', who, amount: ast(count), what };
}

export const zoneEffectActions: ohm.ActionDict<unknown> = {
  Effect_sacrifice(noun, _sacrifices, count, filter, _choice) {
    return sacrificeBy(ast<Ref>(noun), count, filter);
  },
  Effect_sacrificeSelf(noun, _sacrifices, _self) {
    return { do: 'sacrifice', who: ast(noun), amount: { n: 1 }, what: 'self' };
  },
  Effect_destroyBoth(_destroy, a, _and, b, noRegeneration) {
    const first = ast<Ref>(a);
    // "They can't be regenerated": both of them (701.19c), as part of their destruction.
    const rule = present(noRegeneration) ? { noRegeneration: true } : {};
    return [{ do: 'destroy', what: first, ...rule }, { do: 'destroy', what: ast(b), ...rule }];
  },
  Effect_destroy(_destroy, noun, noRegeneration) {
    return { do: 'destroy', what: ast(noun), ...(present(noRegeneration) ? { noRegeneration: true } : {}) };
  },
  // "Exile Arc Blade with three time counters on it." (the card exiled with them; with suspend, 702.62b, it is suspended).
  Effect_exileWithCounters(_exile, noun, _with, amount, kind, _counters, _onIt) {
    return { do: 'exile', what: ast(noun), withCounters: { counter: kind.sourceString, amount: ast(amount) } };
  },
  Effect_exileBoth(_exile, a, _and, b) {
    return [{ do: 'exile', what: ast(a) }, { do: 'exile', what: ast(b) }];
  },
  Effect_exile(_exile, noun, until) {
    return { do: 'exile', what: ast(noun), ...(present(until) ? { until: 'source-leaves' } : {}) };
  },
  // 608.2d: "return a land you control to its owner's hand", "… three creatures you control to their owner's hand": chosen as it resolves.
  Effect_returnChosen(_return, count, filter, _to, _hand) {
    const what = countFilter(count, filter);
    if (what.controller !== 'you' || what.zone || what.card) throw new ReadingProblem(`"${count.sourceString} ${filter.sourceString}" names objects chosen as the effect resolves among permanents not all of one player's, which the engine can't yet choose`);
    return { do: 'return-chosen', amount: ast(count), what };
  },
  Effect_return(_return, noun, _to, destination, exceptFor) {
    const what = leaveOut(ast<Ref>(noun), opt<string[]>(exceptFor));
    const where = ast<{ hand: boolean; theirs?: boolean; under: 'you' | 'owner'; tapped?: boolean }>(destination);
    // "Return two target cards from an opponent's graveyard to their hand": "their" is that opponent, the cards' owner (400.3).
    const slot = what.ref === 'target' ? scope.targets[what.index] : undefined;
    if (where.theirs && !(slot && 'filter' in slot && slot.filter?.zone?.owner === 'opponent')) throw new ReadingProblem('"to their hand" of something not in an opponent\'s graveyard');
    return where.hand ? { do: 'return-to-hand', what } : { do: 'put-onto-battlefield', what, under: where.under, ...(where.tapped ? { tapped: true } : {}) };
  },
  // 113.6m: "{1}{B}: Return ~ from your graveyard to your hand", "… to the battlefield tapped".
  Effect_returnSelfFromGraveyard(_return, destination) {
    const what: Ref = { ref: 'self-in-graveyard' };
    const where = ast<{ hand: boolean; under: 'you' | 'owner'; tapped?: boolean }>(destination);
    if (where.under === 'owner') throw new ReadingProblem('a card returned from its owner\'s graveyard "under its owner\'s control"');
    return where.hand ? { do: 'return-to-hand', what } : { do: 'put-onto-battlefield', what, under: 'you', ...(where.tapped ? { tapped: true } : {}) };
  },
  ExceptFor: (_except, subtypes) => subtypes.asIteration().children.map((subtype) => subtypeNamed(subtype.sourceString)),
  Effect_putOntoBattlefield(_put, noun, _onto, under, tapped) {
    return { do: 'put-onto-battlefield', what: ast(noun), under: opt(under) ?? 'you', ...(present(tapped) ? { tapped: true } : {}) };
  },
  Effect_putOnLibrary(_put, noun, _on, place) {
    const what = ast<Ref>(noun);
    const where = ast<'top' | 'bottom' | 'your-top' | 'your-bottom'>(place);
    // 404.1: a card in your graveyard is yours, so "your library" is its owner's; anything else might be another player's.
    const spec = what.ref === 'target' ? scope.targets[what.index] : undefined;
    const zone = spec && 'filter' in spec ? spec.filter?.zone : undefined;
    const yours = where === 'your-top' || where === 'your-bottom';
    if (yours && !(typeof zone === 'object' && zone.zone === 'graveyard' && zone.owner === 'you')) throw new ReadingProblem(`"on ${where === 'your-top' ? 'top' : 'the bottom'} of your library" of something that may not be yours`);
    return { do: 'put-on-library', what, where: where === 'your-top' ? 'top' : where === 'your-bottom' ? 'bottom' : where };
  },
  Effect_youSacrifice(_sacrifice, count, filter) {
    return sacrificeBy({ ref: 'you' }, count, filter);
  },
  // "… into your library": your library is shuffled even if nothing is shuffled into it (701.24d: "any number of target cards").
  Effect_shuffleInto(_shuffle, noun, _into, whose, _library) {
    return { do: 'shuffle-into-library', what: ast(noun), ...(whose.sourceString === 'your' ? { yourLibrary: true } : {}) };
  },
  // "Its owner shuffles it into their library": the owner named must be the owner of what is shuffled (400.3).
  Effect_ownerShufflesInto(owner, _shuffles, noun, _into) {
    const of = ast<Ref>(owner);
    const what = ast<Ref>(noun);
    if (!sameRef(of, what)) throw new ReadingProblem('a player shuffling into their library an object they may not own');
    return { do: 'shuffle-into-library', what };
  },
  ShufflingOwner_self: (_) => scope.mention({ ref: 'self' }, 'object'),
  ShufflingOwner_of: (_the, noun) => ast(noun),
  ShufflingOwner_noun(noun) {
    const owner = ast<Ref>(noun);
    if (owner.ref !== 'owner') throw new ReadingProblem('a player other than its owner shuffling an object into their library');
    return owner.of;
  },
  Effect_shuffleZones(noun, _shuffles, zones, _into) {
    return { do: 'shuffle-zones-into-library', who: ast(noun), zones: ast(zones) };
  },
  Effect_youShuffleZones(_shuffle, zones, _into) {
    return { do: 'shuffle-zones-into-library', who: { ref: 'you' }, zones: ast(zones) };
  },
  // "You may have that player shuffle their library" (603.5: the choice is the ability's controller's).
  Effect_haveShuffleLibrary(_have, noun, _shuffle) {
    return { do: 'shuffle-zones-into-library', who: ast(noun), zones: [] };
  },
  Effect_shuffleLibrary(noun, _shuffles) {
    return { do: 'shuffle-zones-into-library', who: ast(noun), zones: [] };
  },
  Effect_youShuffleLibrary(_shuffle) {
    return { do: 'shuffle-zones-into-library', who: { ref: 'you' }, zones: [] };
  },
  ShuffledZones_graveyardAndHand: (_) => ['hand', 'graveyard'],
  ShuffledZones_handAndGraveyard: (_) => ['hand', 'graveyard'],
  ShuffledZones_graveyard: (_) => ['graveyard'],
  Effect_regenerate(_regenerate, noun) {
    return { do: 'regenerate', what: ast(noun) };
  },
  Effect_sacrifice2(_sacrifice, noun) {
    const what = ast<Ref>(noun);
    if (what.ref !== 'self') throw new ReadingProblem('"sacrifice" of something other than itself without saying who sacrifices it');
    return { do: 'sacrifice', who: { ref: 'you' }, amount: { n: 1 }, what: 'self' };
  },
  Destination_ownersHand: (_) => ({ hand: true }),
  Destination_ownersHands: (_) => ({ hand: true }),
  Destination_yourHand: (_) => ({ hand: true }),
  Destination_theirHand: (_) => ({ hand: true, theirs: true }),
  // "to the battlefield tapped under its owner's control" (and the older "under its owner's control tapped").
  Destination_battlefield(_, tappedBefore, under, tappedAfter) {
    return { hand: false, under: opt(under) ?? 'you', ...(present(tappedBefore) || present(tappedAfter) ? { tapped: true } : {}) };
  },
  Under_yours: (_) => 'you',
  Under_owners: (_) => 'owner',
  LibraryPlace_top: (_) => 'top',
  LibraryPlace_bottom: (_) => 'bottom',
  LibraryPlace_topYours: (_) => 'your-top',
  LibraryPlace_bottomYours: (_, _anyOrder) => 'your-bottom',
};

/** "all creatures … except for Krakens and Serpents": every object of the phrase but those of these subtypes. */
function leaveOut(what: Ref, subtypes: string[] | undefined): Ref {
  if (!subtypes) return what;
  if (what.ref !== 'each') throw new ReadingProblem('"except for" after anything but "all …" or "each …"');
  return { ...what, filter: { ...what.filter, not: [...(what.filter.not ?? []), ...subtypes] } };
}
