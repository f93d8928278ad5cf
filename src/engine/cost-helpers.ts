/**
 * Keywords that let objects pay part of a spell's total cost (601.2h) instead of mana: convoke taps
 * creatures (702.51a), improvise taps artifacts (702.126a), delve exiles cards from the caster's
 * graveyard (702.66a). None of them changes the total cost (702.51b, 702.126b, 702.66b): each object
 * pays one mana of it. The objects are named by the scenario (`convoking …`, `improvising …`,
 * `delving …`); by default none is used, as the trace says.
 */
import type { Color, ManaType } from './cards/schema';
import { characteristics } from './characteristics';
import { type Ctx, IllegalAction, battlefieldObjects, emit, playerName } from './context';
import { formatMana, type ManaCost } from './mana';
import { selectObject } from './targets';
import type { GameObject, ObjectSelector } from './types';
import { tapPermanents } from './triggers';
import { moveAll } from './zones';

export type CostHelperKeyword = 'convoke' | 'improvise' | 'delve';

interface CostHelper {
  rule: string;
  /** The verb of the scenario's clause and of the trace. */
  clause: string;
  /** What may help, in words, and the objects that may. */
  what: string;
  eligible: (ctx: Ctx, player: number) => GameObject[];
  /** Convoke: a creature pays one mana of one of its colors, or one generic mana; the others only generic. */
  colored: boolean;
  act: (ctx: Ctx, objects: GameObject[]) => void;
}

const untapped = (type: 'Creature' | 'Artifact') => (ctx: Ctx, player: number) =>
  battlefieldObjects(ctx.state).filter((o) => o.controller === player && !o.tapped && characteristics(ctx.state, o).types.includes(type));
const tapAll = (ctx: Ctx, objects: GameObject[]) => tapPermanents(ctx, objects);

const COST_HELPERS: Record<CostHelperKeyword, CostHelper> = {
  convoke: { rule: '702.51a', clause: 'convoking', what: 'an untapped creature they control', eligible: untapped('Creature'), colored: true, act: tapAll },
  improvise: { rule: '702.126a', clause: 'improvising', what: 'an untapped artifact they control', eligible: untapped('Artifact'), colored: false, act: tapAll },
  delve: {
    rule: '702.66a',
    clause: 'delving',
    what: 'a card in their graveyard',
    eligible: (ctx, player) => ctx.state.players[player]!.graveyard.map((id) => ctx.state.objects[id]!),
    colored: false,
    act: (ctx, objects) => moveAll(ctx, objects.map((obj) => ({ obj, to: 'exile' as const, why: 'exiled with delve', rule: '702.66a' }))),
  },
};

export const COST_HELPER_KEYWORDS = Object.keys(COST_HELPERS) as CostHelperKeyword[];

/** One way an object pays one mana of the cost: a colored symbol, a hybrid one, or generic. */
type Share = { typed: ManaType } | { hybrid: number } | 'generic';

/** The shares an object could pay of `cost`, colored ones first. */
function sharesFor(colors: readonly Color[], colored: boolean, cost: ManaCost): Share[] {
  if (!colored) return cost.generic > 0 ? ['generic'] : [];
  return [
    ...colors.filter((c) => cost.typed[c] > 0).map((c) => ({ typed: c })),
    ...cost.hybrid.flatMap((pair, i) => (pair.some((t) => colors.includes(t as Color)) ? [{ hybrid: i }] : [])),
    ...(cost.generic > 0 ? ['generic' as const] : []),
  ];
}

function minus(cost: ManaCost, share: Share): ManaCost {
  if (share === 'generic') return { ...cost, generic: cost.generic - 1 };
  if ('typed' in share) return { ...cost, typed: { ...cost.typed, [share.typed]: cost.typed[share.typed] - 1 } };
  return { ...cost, hybrid: cost.hybrid.filter((_, i) => i !== share.hybrid) };
}

/** What is left of `cost` once every object has paid one mana of it, or undefined if they can't all pay (a search over the shares, colored first). */
function assign(cost: ManaCost, colors: (readonly Color[])[], colored: boolean): ManaCost | undefined {
  if (colors.length === 0) return cost;
  const [first, ...rest] = colors;
  for (const share of sharesFor(first!, colored, cost)) {
    const left = assign(minus(cost, share), rest, colored);
    if (left) return left;
  }
  return undefined;
}

/**
 * The objects named for the spell's convoke, improvise or delve pay their share of the total cost;
 * returns what is left to pay with mana, and what was used (for the trace's payment line) with its rules.
 */
export function payWithHelpers(ctx: Ctx, player: number, spell: GameObject, chosen: Partial<Record<CostHelperKeyword, ObjectSelector[]>>, cost: ManaCost): { left: ManaCost; used: string[]; rules: string[] } {
  const { state } = ctx;
  const used: string[] = [];
  const rules: string[] = [];
  const who = playerName(state, player);
  const keywords = characteristics(state, spell).keywords;
  for (const keyword of COST_HELPER_KEYWORDS) {
    const helper = COST_HELPERS[keyword];
    const named = chosen[keyword];
    if (!keywords.includes(keyword)) {
      if (named?.length) throw new IllegalAction(`${spell.label} has no ${keyword}: it can't be paid for ${helper.clause} anything`, [helper.rule, '601.2h'], '601.2h');
      continue;
    }
    if (!named?.length) {
      emit(ctx, 'casting-step', [helper.rule, '601.2h'], `${who} uses no ${helper.what.replace(/^an? /, '')} for ${keyword} (the default: name them with '${helper.clause} …')`, { step: '601.2h', players: [who], detail: true });
      continue;
    }
    const eligible = helper.eligible(ctx, player);
    const objects = named.map((selector) => {
      const found = selectObject(eligible, selector);
      if (!found) throw new IllegalAction(`${who} can't use "${typeof selector === 'string' ? selector : `#${selector.id}`}" for ${keyword}: it isn't ${helper.what}`, [helper.rule], '601.2h');
      return found;
    });
    if (new Set(objects).size !== objects.length) throw new IllegalAction(`${who} named the same object twice for ${keyword}: each pays for one mana`, [helper.rule], '601.2h');
    const left = assign(cost, objects.map((o) => characteristics(state, o).colors), helper.colored);
    if (!left) throw new IllegalAction(`${objects.map((o) => o.label).join(', ')} can't all pay for ${keyword}: ${spell.label}'s total cost ${formatMana(cost)} has ${helper.colored ? 'no mana of their colors or generic mana' : 'no generic mana'} left for ${objects.length === 1 ? 'it' : 'each'}`, [helper.rule, ...(helper.colored ? [] : ['107.4'])], '601.2h');
    helper.act(ctx, objects);
    const paid = formatMana({ generic: cost.generic - left.generic, typed: Object.fromEntries(Object.entries(cost.typed).map(([t, n]) => [t, n - left.typed[t as ManaType]])) as ManaCost['typed'], hybrid: cost.hybrid.filter((pair) => !left.hybrid.includes(pair)), snow: 0 });
    used.push(`${helper.clause} ${objects.map((o) => o.label).join(', ')} for ${paid}`);
    rules.push(helper.rule);
    cost = left;
  }
  return { left: cost, used, rules };
}
