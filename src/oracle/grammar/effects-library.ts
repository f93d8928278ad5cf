/** Library and hand effects (effects-library.ohm): draw, discard, mill, scry, search. */
import type * as ohm from 'ohm-js';
import type { Amount, Ref } from '../ast';
import { ast, opt, present } from './nodes';
import { numberOf } from './words';
import { amountWithTail } from './amounts';

export const libraryEffectActions: ohm.ActionDict<unknown> = {
  Effect_draw(noun, _draws, amount, _cards, tail) {
    const who = ast<Ref>(noun);
    return { do: 'draw', who, amount: amountWithTail(ast(amount), opt(tail)) };
  },
  Effect_drawAdditional(noun, _draws, _card) {
    return { do: 'draw', who: ast(noun), amount: { n: 1 } };
  },
  Effect_discard(noun, _discards, amount, _cards, tail, random) {
    const who = ast<Ref>(noun);
    return { do: 'discard', who, amount: amountWithTail(ast(amount), opt(tail)), ...(present(random) ? { random: true } : {}) };
  },
  Effect_mill(noun, _mills, amount, _cards) {
    return { do: 'mill', who: ast(noun), amount: ast(amount) };
  },
  Effect_youDraw(_draw, amount, _cards, tail) {
    return { do: 'draw', who: { ref: 'you' }, amount: amountWithTail(ast(amount), opt(tail)) };
  },
  Effect_youDiscard(_discard, amount, _cards) {
    return { do: 'discard', who: { ref: 'you' }, amount: ast(amount) };
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
  Effect_scry(_scry, amount) {
    return { do: 'scry', amount: ast(amount) };
  },
  Effect_exileTop(_exile, amount, _cards, _of, noun, _library) {
    const count = ast<Amount>(amount);
    return { do: 'exile-top-of-library', amount: count, who: ast(noun) };
  },
  Effect_searchLibrary(_search, count, filter, _and, _reveal, _put, _found, place, _shuffle) {
    return { do: 'search-for', filter: ast(filter), max: ast(count), ...ast<object>(place) };
  },
  Effect_revealHandDiscard(noun, _reveals, _dot, _choose, _a, filter, _fromIt, _dot2, _discards) {
    return { do: 'reveal-hand-discard', who: ast(noun), filter: ast(filter) };
  },
  SearchCount_upTo: (_upTo, n) => numberOf(n.sourceString),
  SearchCount_one: (n) => numberOf(n.sourceString),
  SearchPlace_battlefield: (_onto, tapped) => ({ to: 'battlefield', tapped: present(tapped) }),
  SearchPlace_hand: (_into) => ({ to: 'hand', tapped: false }),
};
