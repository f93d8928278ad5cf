/** Sentences (effects.ohm, 608.2c): "you may", "if", "… instead", "where X is", durations; the effects blocks of abilities. */
import type * as ohm from 'ohm-js';
import type { Amount, Condition, Cost, Duration, Effect, EffectBlock, ObjectFilter, Ref } from '../ast';
import { ast, opt, list, ReadingProblem, type N } from './nodes';
import { scope } from './scope';
import { withGrants } from './effects-counters';

export const effectActions: ohm.ActionDict<unknown> = {
  Sentence_mayPay(_may, costs, _dot, _ifYouDo, _comma, chain, where, _end) {
    const cost = list<Cost>(costs);
    return [{ do: 'may-pay', cost, effects: chainWithX(chain, where) }];
  },
  Sentence_may(_may, chain, where, _dot) {
    return [{ do: 'may', effects: chainWithX(chain, where) }];
  },
  Sentence_playerMay(noun, _may, chain, _dot) {
    const who = ast<Ref>(noun);
    return [{ do: 'may', who, effects: doneBy(who, chain) }];
  },
  Sentence_playerMayPay(noun, _may, costs, _dot, _if, _theyDo, _comma, chain, _end) {
    const payer = ast<Ref>(noun);
    // "If they do, they draw a card": "they" is the player who may pay, named last.
    scope.mention(payer, 'player');
    return [{ do: 'may-pay', payer, cost: list<Cost>(costs), effects: chainWithX(chain) }];
  },
  // 118.12: "that player may pay {2}. If the player doesn't, you create a Treasure token" is "… unless that player pays {2}".
  Sentence_playerMayPayOrElse(noun, _may, costs, _dot, _if, _theyDont, _comma, chain, _end) {
    const payer = ast<Ref>(noun);
    return [{ do: 'unless-pay', payer, cost: list<Cost>(costs), effects: chainWithX(chain) }];
  },
  PlayerNoun(_named, noun) {
    return ast(noun);
  },
  Sentence_additionalCost(_as, _comma, cost, _dot) {
    const paid = ast<Cost>(cost);
    if (paid.cost === 'sacrifice') scope.mention({ ref: 'sacrificed' }, 'object');
    return [{ do: 'additional-cost', cost: paid }];
  },
  Sentence_chooseQuality(_choose, what, _dot) {
    // 608.2d: chosen as the spell or ability resolves; "the chosen color" after it is this choice.
    return [{ do: 'choose', choice: what.sourceString === 'a color' ? 'color' : 'creature-type' }];
  },
  Sentence_choose(_choose, noun, _dot) {
    // "Choose target creature …": the target is chosen now; the next sentences say what happens to it.
    ast(noun);
    return [];
  },
  Sentence_mayIfYouDo(_may, first, _dot, _ifYouDo, _comma, then, _dot2) {
    return [{ do: 'may-do', first: chainWithX(first), then: chainWithX(then) }];
  },
  Sentence_if(_then, _if, condition, _comma, chain, where, instead, _dot) {
    const when = ast<Condition>(condition);
    return [{ do: 'if', condition: when, effects: chainWithX(chain, where), ...(instead.children.length ? { instead: true } : {}) }];
  },
  Sentence_forEachExiled(_forEach, filter, _exiled, _comma, chain, _dot) {
    const each = ast<ObjectFilter>(filter);
    scope.mention({ ref: 'each-one' }, 'object');
    return [{ do: 'for-each', filter: each, effects: chainWithX(chain) }];
  },
  Sentence_untilEndOfTurn(_until, _comma, chain, _dot) {
    return withDuration(chainWithX(chain), 'end-of-turn');
  },
  Sentence_unless(chain, unless, _dot) {
    const effects = chainWithX(chain);
    return [{ do: 'unless-pay', ...ast<UnlessPaid>(unless), effects }];
  },
  Sentence_unlessFirst(unless, _comma, chain, _dot) {
    const paid = ast<UnlessPaid>(unless);
    return [{ do: 'unless-pay', ...paid, effects: chainWithX(chain) }];
  },
  Sentence_plain(chain, where, _if, condition, _dot) {
    const effects = chainWithX(chain, where);
    const when = opt<Condition>(condition);
    return when ? [{ do: 'if', condition: when, effects }] : effects;
  },
  WhereX(_comma, _whereX, amount) {
    return ast(amount);
  },
  Effect_lookOrReveal(_look, _words) {
    return { do: 'look-or-reveal', text: this.sourceString };
  },
  Effect_have(_have, _subject, effect) {
    return ast(effect);
  },
  Effect_search(_search, _words) {
    return { do: 'search-library', text: this.sourceString };
  },
  Duration_endOfTurn: (_) => 'end-of-turn',
  Duration_thisTurn: (_) => 'this-turn',
  Duration_thisCombat: (_) => 'this-combat',
  Duration_whileOnBattlefield: (_) => 'while-source-on-battlefield',
  Duration_whileTapped: (_) => 'source-tapped',
  Duration_remainsOnBattlefield: (_) => 'while-source-on-battlefield',
  Duration_whileControlled: (_) => 'while-source-controlled',
};

/** "until end of turn" on an effect that lasts (pump, grant, can't) and has no duration of its own. */
function withDuration(effects: Effect[], duration: Duration): Effect[] {
  return effects.map((effect) => ('duration' in effect && effect.duration === 'permanent' ? { ...effect, duration } : effect));
}

/** Replaces "X" by what "where X is …" says. */
function substituteX(effects: Effect[], amount: Amount): Effect[] {
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace);
    if (value && typeof value === 'object') {
      if ('x' in value && Object.keys(value).length === 1) return amount;
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replace(inner)]));
    }
    return value;
  };
  return replace(effects) as Effect[];
}

/** The effects of a chain ("…, then …"), with X replaced by what "where X is …" says. */
function chainWithX(chain: N, where?: N): Effect[] {
  const effects = list<Effect | Effect[]>(chain).flat();
  const x = where && opt<Amount>(where);
  return x ? substituteX(effects, x) : effects;
}

/** The effects a player other than "you" may do (603.5): said in the imperative, each done by that player. */
const DONE_BY_A_PLAYER = ['draw', 'discard', 'mill', 'gain-life', 'lose-life'];

function doneBy(who: Ref, chain: N): Effect[] {
  // "Target opponent may have you draw …": "you" is the controller, not the player who chooses.
  if (/\byour?\b/.test(chain.sourceString)) throw new ReadingProblem(`"you" in what another player may do`);
  return chainWithX(chain).map((effect) => {
    if (!DONE_BY_A_PLAYER.includes(effect.do) || !('who' in effect) || effect.who?.ref !== 'you') throw new ReadingProblem('what another player may do other than draw, discard, mill, gain or lose life');
    return { ...effect, who };
  });
}

/** What "unless …" reads (costs.ohm `Unless`): who may pay, and what. */
type UnlessPaid = Omit<Extract<Effect, { do: 'unless-pay' }>, 'do' | 'effects'>;

export function block(sentences: N): EffectBlock {
  const read: Effect[][] = [];
  for (const sentence of list<Effect[]>(sentences)) {
    const [first] = sentence;
    if (first?.do === 'still') {
      keepsEverything(read.at(-1));
      continue;
    }
    if (first?.do === 'created-has') {
      read.push(withCreatedHaving(read.pop(), first.grants));
      continue;
    }
    // 701.30d: "If you win" reads the clash an earlier sentence of the ability made.
    if (first?.do === 'if' && first.condition.if === 'won-clash' && !read.flat().some((effect) => effect.do === 'clash')) throw new ReadingProblem('"if you win" with no clash before it');
    // 705.2: "If you win the flip" reads the coin flip an earlier sentence of the ability made.
    if (first?.do === 'if' && (first.condition.if === 'won-flip' || first.condition.if === 'lost-flip') && !read.flat().some(flipsCoin)) throw new ReadingProblem('"if you win the flip" with no coin flip before it');
    if (first?.do !== 'if' || !first.instead) {
      read.push(sentence);
      continue;
    }
    // "X. If …, Y instead.": Y if the condition holds, else X (608.2c: checked once).
    const previous = read.pop();
    if (!previous?.length || previous.some((effect) => 'effects' in effect || 'then' in effect)) throw new ReadingProblem('"… instead" after anything but plain effects');
    const { instead: _instead, ...conditional } = first;
    read.push([{ ...conditional, otherwise: previous }]);
  }
  return { targets: scope.targets, effects: read.flat() };
}

/** 'It has "…"' (111.4): the sentence before must create one kind of token, described by its characteristics. */
function withCreatedHaving(sentence: Effect[] | undefined, grants: string[]): Effect[] {
  const last = sentence?.at(-1);
  if (!sentence || last?.do !== 'create-token' || last.token.predefined || last.token.copyOf) throw new ReadingProblem('"It has …" after a sentence that doesn\'t end creating tokens it describes');
  return [...sentence.slice(0, -1), { ...last, token: withGrants(last.token, grants) }];
}

/** "It's still a land." (205.1b): what the sentence before made a creature keeps every type it had. */
function keepsEverything(sentence: Effect[] | undefined): void {
  const becomes = sentence?.filter((effect) => effect.do === 'become' && effect.creature);
  if (becomes?.length !== 1) throw new ReadingProblem('"It\'s still a …" after a sentence that doesn\'t make one object a creature');
  const [become] = becomes as Extract<Effect, { do: 'become' }>[];
  become!.creature!.keeps = 'everything';
}

/** Whether the effect flips a coin, itself or as what "you may" offers (705.2). */
function flipsCoin(effect: Effect): boolean {
  return effect.do === 'flip-coin' || (effect.do === 'may' && effect.effects.some(flipsCoin));
}
