/** The kinds of ability (oracle.ohm, 113.3). */
import type * as ohm from 'ohm-js';
import type { ActivationRule, Condition, Cost, Keyword, Static, Trigger } from '../ast';
import { ast, opt, list, ReadingProblem } from './nodes';
import { block } from './effects';
import { scope } from './scope';

export const abilityActions: ohm.ActionDict<unknown> = {
  Ability_asEnters(ability, _end) {
    return ast(ability);
  },
  Ability_keywords(keywords, _period, _end) {
    return { kind: 'keywords', keywords: list<Keyword>(keywords) };
  },
  Ability_enchantPlayer(_enchant, _end) {
    return { kind: 'enchant-player' };
  },
  Ability_enchant(_enchant, filter, _end) {
    return { kind: 'enchant', filter: ast(filter) };
  },
  Ability_activatedModal(costs, _colon, modal, _end) {
    return { ...ast<object>(modal), cost: list<Cost>(costs) };
  },
  Ability_triggeredModal(trigger, _comma, modal, _end) {
    const when = ast<Trigger>(trigger);
    return { ...ast<object>(modal), trigger: when };
  },
  Ability_modal(modal, _end) {
    return ast(modal);
  },
  Ability_loyalty(loyalty, _colon, sentences, _end) {
    return { kind: 'activated', cost: [], loyalty: loyalty.sourceString.replace(/[[\]]/g, ''), block: block(sentences) };
  },
  Ability_activated(costs, _colon, sentences, restrictions, _end) {
    const cost = list<Cost>(costs);
    const effects = block(sentences);
    const rules = restrictions.children.flatMap((r) => ast<ActivationRule[]>(r));
    return { kind: 'activated', cost, block: effects, ...(rules.length ? { restrictions: rules } : {}) };
  },
  Ability_triggered(trigger, _comma, condition, sentences, _end) {
    const when = ast<Trigger>(trigger);
    const intervening = opt<Condition>(condition);
    const effects = block(sentences);
    const optional = effects.effects.length === 1 && effects.effects[0]!.do === 'may';
    return { kind: 'triggered', trigger: when, ...(intervening ? { condition: intervening } : {}), optional, block: effects };
  },
  Ability_static(sentence, condition, _dot, _end) {
    const inner = ast<Static>(sentence);
    if (!condition.children.length) return { kind: 'static', static: inner };
    return { kind: 'static', static: { static: 'conditional', ...ast<{ condition: Condition; negated: boolean }>(condition.children[0]!), then: inner } };
  },
  // 702.16n: "Enchanted creature has protection from black. This effect doesn't remove ~." — not the Aura granting it.
  Ability_staticSparing(sentence, _dot, _spares, _dot2, _end) {
    const inner = ast<Static>(sentence);
    if (inner.static !== 'anthem' || inner.who.ref !== 'enchanted' || !inner.keywords.length || !inner.keywords.every((k) => k.startsWith('protection from'))) throw new ReadingProblem('"this effect doesn\'t remove ~" after something other than an Aura\'s protection');
    return { kind: 'static', static: { ...inner, sparesSource: true } };
  },
  Ability_staticOtherwise(sentence, condition, _dot, _otherwise, _comma, other, _dot2, _end) {
    // In the order written, so that "it" in the condition is the noun of the first sentence.
    const then = ast<Static>(sentence);
    const when = ast<{ condition: Condition; negated: boolean }>(condition);
    return { kind: 'static', static: { static: 'conditional', ...when, then, otherwise: ast<Static>(other) } };
  },
  // "You may exert ~ as it attacks. When you do, it gets +1/+0 …": the exert (701.43d) and its linked trigger on the card itself.
  Ability_exert(_exert, _dot, linked, _end) {
    scope.mention({ ref: 'self' }, 'object');
    const then = linked.children[0];
    return { kind: 'exert', ...(then ? { block: block(then.child(2)) } : {}) };
  },
  Ability_spell(sentences, _end) {
    return { kind: 'spell', block: block(sentences) };
  },
};
