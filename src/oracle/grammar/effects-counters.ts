/** Counters (122), monstrosity (701.37) and tokens (111) (effects-counters.ohm). */
import type * as ohm from 'ohm-js';
import type { Amount, Color, Ref, TokenSpec } from '../ast';
import { ast, opt, type N } from './nodes';
import { scope } from './scope';
import { subtypeNamed } from './subtypes';
import { COLOR_OF } from './words';
import { amountWithTail } from './amounts';

export const counterEffectActions: ohm.ActionDict<unknown> = {
  Sentence_anotherOfEach(_forEach, noun, _comma, _put, _on, _dot) {
    return [{ do: 'another-of-each-counter', on: ast(noun) }];
  },
  Effect_oneCounter(noun, _gets, pt, _counter) {
    return { do: 'counters', on: ast(noun), counter: pt.sourceString, amount: { n: 1 } };
  },
  Effect_counters(_put, amount, kind, _counters, _on, noun, tail) {
    const count = ast<Amount>(amount);
    const on = ast<Ref>(noun);
    return { do: 'counters', counter: kind.sourceString, amount: amountWithTail(count, opt(tail)), on };
  },
  Effect_create(_create, amount, token, tail) {
    const count = ast<Amount>(amount);
    const spec = ast<TokenSpec>(token);
    scope.mention({ ref: 'created' }, 'object');
    return { do: 'create-token', token: spec, count: amountWithTail(count, opt(tail)), for: { ref: 'you' } };
  },
  Effect_playerCreates(noun, _creates, amount, token, tail) {
    const who = ast<Ref>(noun);
    const count = ast<Amount>(amount);
    const spec = ast<TokenSpec>(token);
    scope.mention({ ref: 'created' }, 'object');
    return { do: 'create-token', token: spec, count: amountWithTail(count, opt(tail)), for: who };
  },
  Effect_investigate(_) {
    return { do: 'create-token', token: predefined('Clue'), count: { n: 1 }, for: { ref: 'you' } };
  },
  Effect_monstrosity(_monstrosity, amount) {
    return { do: 'monstrosity', amount: ast(amount) };
  },
  TokenDesc_copy(_copy, noun) {
    return { colors: [], types: [], subtypes: [], keywords: [], abilities: [], copyOf: ast(noun) };
  },
  TokenDesc_predefined(name, _token) {
    return predefined(name.sourceString);
  },
  TokenDesc_described(pt, colors, types, _tokens, withs) {
    const [power, toughness] = pt.sourceString.split('/').map((v) => (v === 'X' ? 'X' : Number(v))) as [number | 'X', number | 'X'];
    const words = types.sourceString.split(/\s+/);
    const grants = withs.children.length ? (withs.children[0]!.children[1]! as N) : undefined;
    const granted = grants ? grants.asIteration().children.map((grant) => grant.sourceString) : [];
    return {
      power,
      toughness,
      colors: ast<Color[]>(colors),
      types: words.filter((w) => /^[a-z]/.test(w)).map((w) => w[0]!.toUpperCase() + w.slice(1)),
      subtypes: words.filter((w) => /^[A-Z]/.test(w)).map(subtypeNamed),
      keywords: granted.filter((g) => !g.startsWith('"')),
      abilities: granted.filter((g) => g.startsWith('"')).map((g) => g.slice(1, -1)),
    };
  },
  TokenDesc_named(name, _token) {
    return predefined(name.sourceString);
  },
  TokenColors_colorless: (_) => [],
  TokenColors_colors(colors) {
    return colors.asIteration().children.map((c) => COLOR_OF[c.sourceString]!);
  },
};

function predefined(name: string): TokenSpec {
  return { predefined: name, colors: [], types: [], subtypes: [], keywords: [], abilities: [] };
}
