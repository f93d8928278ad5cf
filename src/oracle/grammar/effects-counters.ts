/** Counters (122), monstrosity (701.37) and tokens (111) (effects-counters.ohm). */
import type * as ohm from 'ohm-js';
import type { Amount, Color, Effect, Ref, TokenSpec } from '../ast';
import { ast, opt, ReadingProblem, type N } from './nodes';
import { scope } from './scope';
import { subtypeNamed } from './subtypes';
import { COLOR_OF, energyCount } from './words';
import { amountWithTail } from './amounts';
import { targetRef } from './nouns';

export const counterEffectActions: ohm.ActionDict<unknown> = {
  Sentence_anotherOfEach(_forEach, noun, _comma, _put, _on, _dot) {
    return [{ do: 'another-of-each-counter', on: ast(noun) }];
  },
  Effect_oneCounter(noun, _gets, pt, _counter) {
    return { do: 'counters', on: ast(noun), counter: pt.sourceString, amount: { n: 1 } };
  },
  Effect_getEnergy(noun, _gets, energy) {
    return { do: 'player-counters', counter: 'energy', amount: { n: energyCount(energy) }, who: ast(noun) };
  },
  Effect_youGetEnergy(_get, energy) {
    return { do: 'player-counters', counter: 'energy', amount: { n: energyCount(energy) }, who: { ref: 'you' } };
  },
  Effect_poison(noun, _gets, amount, _poison, _counters, tail) {
    return { do: 'player-counters', counter: 'poison', amount: amountWithTail(ast<Amount>(amount), opt(tail)), who: ast(noun) };
  },
  Effect_counters(_put, amount, kind, _counters, _on, noun, tail) {
    const count = ast<Amount>(amount);
    const on = ast<Ref>(noun);
    return { do: 'counters', counter: kind.sourceString, amount: amountWithTail(count, opt(tail)), on };
  },
  Effect_counterParts(_put, first, _commas, middle, _and, last) {
    return [first, ...middle.children, last].map((part) => ast<Effect>(part));
  },
  CounterPart(amount, kind, _counters, _on, noun) {
    return { do: 'counters', counter: kind.sourceString, amount: ast<Amount>(amount), on: ast<Ref>(noun) };
  },
  /** "Remove a fuse counter from ~": as many as it has, at most (122.1). */
  Effect_removeCounters: (_remove, amount, kind, _counters, _from, noun) => ({ do: 'remove-counters', counter: kind.sourceString, amount: ast<Amount>(amount), from: ast<Ref>(noun) }),
  // "remove all +1/+1 counters from ~" (122.1): however many it has as the effect happens.
  Effect_removeAllCounters: (_remove, kind, _counters, noun) => ({ do: 'remove-counters', counter: kind.sourceString, amount: 'all', from: ast<Ref>(noun) }),
  Effect_create(_create, amount, tapped, token, tail) {
    return created(amount, tapped, token, tail, { ref: 'you' });
  },
  Effect_playerCreates(noun, _creates, amount, tapped, token, tail) {
    return created(amount, tapped, token, tail, ast<Ref>(noun));
  },
  Sentence_createdHas(_has, grants, _dot) {
    return [{ do: 'created-has', grants: grants.asIteration().children.map((grant) => grant.sourceString) }];
  },
  Effect_investigate(_) {
    return { do: 'create-token', token: predefined('Clue'), count: { n: 1 }, for: { ref: 'you' } };
  },
  Effect_populate(_) {
    return { do: 'populate' };
  },
  Effect_monstrosity(_monstrosity, amount) {
    return { do: 'monstrosity', amount: ast(amount) };
  },
  Effect_adapt(_adapt, amount) {
    return { do: 'adapt', amount: ast(amount) };
  },
  Effect_bolster(_bolster, amount, tail) {
    return { do: 'bolster', amount: amountWithTail(ast<Amount>(amount), opt(tail)) };
  },
  /**
   * 701.41a: "Support N" is "Put a +1/+1 counter on each of up to N other target creatures" (on an instant or
   * sorcery, "… up to N target creatures": the same creatures, a spell being none of them).
   */
  Effect_support(_support, n) {
    const count = Number(n.sourceString);
    const on = targetRef({ index: scope.targets.length, kind: 'object', filter: { types: ['creature'] }, count: { min: 0, max: count }, another: true, text: `up to ${n.sourceString} other target creatures` });
    return { do: 'counters', counter: '+1/+1', amount: { n: 1 }, on };
  },
  Effect_moveCounters(_move, amount, kind, _counters, _from, from, _onto, to) {
    return { do: 'move-counters', counter: kind.sourceString, amount: ast(amount), from: ast(from), to: ast(to) };
  },
  Effect_explore(noun, _explores) {
    return { do: 'explore', what: ast(noun) };
  },
  TokenDesc_copy(_copy, noun) {
    return { colors: [], types: [], subtypes: [], keywords: [], abilities: [], copyOf: ast(noun) };
  },
  TokenDesc_predefined(name, _token) {
    return predefined(name.sourceString);
  },
  TokenDesc_described(pt, colors, types, _tokens, withs, named) {
    const words = types.sourceString.split(/\s+/);
    const cardTypes = words.filter((w) => /^[a-z]/.test(w)).map((w) => w[0]!.toUpperCase() + w.slice(1));
    // 111.4: a creature token's power and toughness are in its description, and only a creature has them.
    if (cardTypes.includes('Creature') !== Boolean(pt.children.length)) throw new ReadingProblem('a creature token without its power and toughness, or power and toughness on a token that is no creature');
    const [power, toughness] = pt.children.length ? (pt.sourceString.split('/').map((v) => (v === 'X' ? 'X' : Number(v))) as [number | 'X', number | 'X']) : [];
    const grants = withs.children.length ? (withs.children[0]!.children[1]! as N) : undefined;
    const name = named.children.length ? named.children[0]!.children[1]!.sourceString : undefined;
    return withGrants(
      {
        ...(power !== undefined ? { power, toughness } : {}),
        ...(name ? { name } : {}),
        colors: ast<Color[]>(colors),
        types: cardTypes,
        subtypes: words.filter((w) => /^[A-Z]/.test(w)).map(subtypeNamed),
        keywords: [],
        abilities: [],
      },
      grants ? grants.asIteration().children.map((grant) => grant.sourceString) : [],
    );
  },
  TokenDesc_named(name, _token) {
    return predefined(name.sourceString);
  },
  TokenColors_colorless: (_) => [],
  TokenColors_colors(colors) {
    return colors.asIteration().children.map((c) => COLOR_OF[c.sourceString]!);
  },
};

function created(amount: N, tapped: N, token: N, tail: N, who: Ref): Effect {
  const count = ast<Amount>(amount);
  const spec = ast<TokenSpec>(token);
  scope.mention({ ref: 'created' }, 'object');
  return { do: 'create-token', token: { ...spec, ...(tapped.children.length ? { tapped: true } : {}) }, count: amountWithTail(count, opt(tail)), for: who };
}

/** A token described with keywords and quoted abilities ("with flying", 'It has "…"'); its own name in a quoted ability is itself (~). */
export function withGrants(spec: TokenSpec, granted: string[]): TokenSpec {
  // A sentence's first letter is lower case ("cloud Sprite can block only …"): the name is matched whatever its case.
  const ownName = spec.name ? new RegExp(`\\b${spec.name.replace(/[^\w ]/g, '\\$&')}\\b`, 'gi') : undefined;
  const quoted = granted.filter((g) => g.startsWith('"')).map((g) => g.slice(1, -1));
  return {
    ...spec,
    keywords: [...spec.keywords, ...granted.filter((g) => !g.startsWith('"'))],
    abilities: [...spec.abilities, ...quoted.map((text) => (ownName ? text.replace(ownName, '~') : text))],
  };
}

function predefined(name: string): TokenSpec {
  return { predefined: name, colors: [], types: [], subtypes: [], keywords: [], abilities: [] };
}
