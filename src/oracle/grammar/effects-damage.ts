/** Damage (120), life (119) and prevention (615) effects (effects-damage.ohm). */
import type * as ohm from 'ohm-js';
import type { Amount, Effect, Ref } from '../ast';
import { amountWithTail } from './amounts';
import { ast, list, opt, present, ReadingProblem, type N } from './nodes';
import { scope } from './scope';

/** "~ deals 1 damage to it": "it" is another object than the one dealing the damage ("itself" would be that one). */
function damageBy(from: Ref, damage: N): Effect[] {
  return scope.withSubject(from, () => ast<(from: Ref) => Effect[]>(damage))(from);
}

function lifeLost(noun: N, amount: N, tail: N): Effect {
  const who = ast<Ref>(noun);
  return { do: 'lose-life', who, amount: amountWithTail(ast(amount), opt(tail)) };
}

export const damageEffectActions: ohm.ActionDict<unknown> = {
  Effect_damage(source, damage) {
    return damageBy(ast<Ref>(source), damage);
  },
  // 615.12: "Combust deals 5 damage to target white or blue creature. The damage can't be prevented."
  Effect_damageUnpreventable(source, damage, _cant) {
    return damageBy(ast<Ref>(source), damage).map((effect) => ({ ...effect, unpreventable: true }));
  },
  Effect_alsoDamage(damage) {
    return damageBy(scope.resolve({ ref: 'pronoun', word: 'it', wants: 'object' }), damage);
  },
  Effect_damageCantBePrevented: (_) => ({ do: 'damage-cant-be-prevented' }),
  Effect_youGainLife(_gain, amount, _life, tail) {
    return { do: 'gain-life', who: { ref: 'you' }, amount: amountWithTail(ast(amount), opt(tail)) };
  },
  Effect_gainLife(noun, _gains, amount, _life, tail) {
    const who = ast<Ref>(noun);
    return { do: 'gain-life', who, amount: amountWithTail(ast(amount), opt(tail)) };
  },
  Effect_gainLifeEqual(noun, _gains, _life, tail) {
    const who = ast<Ref>(noun);
    return { do: 'gain-life', who, amount: ast(tail) };
  },
  Effect_loseLife(noun, _loses, amount, _life, tail) {
    return lifeLost(noun, amount, tail);
  },
  Effect_loseLifeEqual(noun, _loses, _life, tail) {
    return { do: 'lose-life', who: ast<Ref>(noun), amount: ast(tail) };
  },
  Effect_preventAll(_prevent, combat, _dealt, duration) {
    return { do: 'prevent-all-damage', duration: ast(duration), ...(present(combat) ? { combatOnly: true } : {}) };
  },
  Effect_preventToAndBy(_prevent, combat, _dealt, noun, duration) {
    const on = ast<Ref>(noun);
    return { do: 'prevent-all-damage', to: on, by: on, duration: ast(duration), ...(present(combat) ? { combatOnly: true } : {}) };
  },
  Effect_preventTo(_prevent, combat, _dealt, noun, duration) {
    return { do: 'prevent-all-damage', to: ast(noun), duration: ast(duration), ...(present(combat) ? { combatOnly: true } : {}) };
  },
  Effect_preventBy(_prevent, combat, _dealt, noun, duration) {
    return { do: 'prevent-all-damage', by: ast(noun), duration: ast(duration), ...(present(combat) ? { combatOnly: true } : {}) };
  },
  Effect_redirectNext(_next, amount, _dealt, from, _turn, to, _instead) {
    const damaged = ast<Ref>(from);
    // The engine's shield sits on objects: damage redirected from a player (or what may be one, "any target") is not read.
    const mention = [...scope.mentions].reverse().find((m) => JSON.stringify(m.ref) === JSON.stringify(damaged));
    if (mention?.kind !== 'object') throw new ReadingProblem('"the next N damage that would be dealt to" a player, or to what may be one, "is dealt to … instead"');
    return { do: 'redirect-damage', amount: ast(amount), from: damaged, to: ast(to) };
  },
  Effect_preventNext(_prevent, amount, combat, _dealt, noun, duration) {
    return { do: 'prevent-damage', amount: ast(amount), to: ast(noun), duration: ast(duration), ...(present(combat) ? { combatOnly: true } : {}) };
  },
  Noun_damagedThisWay(_creatures, _dealt) {
    return scope.mention({ ref: 'damaged-this-way' }, 'object', ['creature']);
  },
  DealsDamage_equalTo(_deals, _equal, amount, _to, noun) {
    const value = ast<Amount>(amount);
    const to = ast<Ref>(noun);
    return (source: Ref) => [{ do: 'damage', source, amount: value, to }];
  },
  DealsDamage_toEqual(_deals, _to, noun, _equal, amount) {
    const to = ast<Ref>(noun);
    const value = ast<Amount>(amount);
    return (source: Ref) => [{ do: 'damage', source, amount: value, to }];
  },
  DealsDamage_divided(_deals, amount, _divided, noun) {
    const value = ast<Amount>(amount);
    const to = ast<Ref>(noun);
    return (source: Ref) => [{ do: 'damage', source, amount: value, to, divided: true }];
  },
  DealsDamage_opponentsAndCreatures(_deals, amount, _rest) {
    const value = ast<Amount>(amount);
    // "they" are the opponents: each of them, then each creature an opponent controls, with no state-based actions between (704.3).
    const opponents: Ref = { ref: 'each-player', who: 'opponent' };
    const creatures = scope.mention({ ref: 'each', filter: { types: ['creature'], controller: 'opponent' } }, 'object');
    return (source: Ref) => [opponents, creatures].map((to) => ({ do: 'damage', source, amount: value, to }));
  },
  DealsDamage_andEach(_deals, amount, _damage, noun, _and, _each, more) {
    const value = ast<Amount>(amount);
    const to = ast<Ref>(noun);
    // "each opponent and each creature and planeswalker they control": "they" are the players just named.
    if (to.ref === 'each-player') scope.mention(to, 'player');
    const also = ast<Ref>(more);
    // "each creature and each player": one event of damage to all of them (120.2), no state-based actions between (704.3).
    return (source: Ref) => [to, also].map((each) => ({ do: 'damage', source, amount: value, to: each }));
  },
  DealsDamage_toItselfEqual: (_deals, _itself, amount) => toItself(ast<Amount>(amount)),
  DealsDamage_toItself: (_deals, amount, _itself) => toItself(ast<Amount>(amount)),
  DealsDamage_parts(_deals, parts) {
    const read = list<{ amount: Amount; to: Ref }>(parts);
    return (source: Ref) => read.map((part) => ({ do: 'damage', source, ...part }));
  },
  DamagePart(amount, _damage, noun) {
    const value = ast<Amount>(amount);
    return { amount: value, to: ast(noun) };
  },
};

/** "itself": the object dealing the damage (Inner Struggle's "target creature deals damage to itself", Goblin Bangchuckers's "~ deals 2 damage to itself"). */
function toItself(amount: Amount): (source: Ref) => Effect[] {
  return (source: Ref) => [{ do: 'damage', source, amount, to: source }];
}
