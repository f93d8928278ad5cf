/**
 * A smoke game for every card of the real data (../shared/data) that the compiler compiles: it is
 * cast (each mode, bestowed too) or played on a board that can pay for it, each of its activated
 * abilities is activated, and its triggers are made to happen where practical (it enters, dies,
 * attacks, and its controller's upkeep begins with it tapped). The engine may refuse an action
 * (an "illegal-action" event is a rules refusal), but it must never raise an internal error.
 */
import { Game, type Action, type CardDefinition, type CardSetup, type GameSetup, type TargetChoice, type TargetSpec } from '../../src/engine';
import { chosenParts, enchantTarget, spellResolvable } from '../../src/engine/characteristics';
import { candidates, labelOf, targetProblem } from '../../src/engine/targets';
import { compileCard } from '../../src/oracle/compile';
import { coverageCards } from '../../src/oracle/coverage';
import { describeWithSharedData, sharedDataPath } from '../shared-data';

const REAL_DATA = ['mtgjson-v5.2.0/THS.json', 'mtgjson-v5.2.0/BNG.json', 'mtgjson-v5.2.0/JOU.json', 'scryfall-cards-sample.json'];

const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].flatMap((land) => Array<string>(6).fill(land));
/** Spells Alice can put on the stack first, for a card that targets a spell. */
const SPELLS_TO_TARGET = ['Divination', 'Grizzly Bears', 'Sol Ring', 'Lightning Bolt'];
const X = 2;

/** The board every smoke game starts from: Alice (active, main phase) can pay for the card; both players have creatures, cards in hand, library and graveyard. */
function board(card: string, where: 'hand' | 'battlefield', extra: Partial<GameSetup> & { aliceHand?: string[]; tapped?: boolean } = {}): GameSetup {
  const definition = extra.cards?.[0] as CardDefinition | undefined;
  const placed: CardSetup = { card, tapped: extra.tapped ?? false, ...(definition && attaches(definition) ? { attachedTo: 'Grizzly Bears' } : {}) };
  return {
    players: [
      {
        name: 'Alice',
        battlefield: [...LANDS, 'Grizzly Bears', 'Ornithopter', ...(where === 'battlefield' ? [placed] : [])],
        hand: [...(where === 'hand' ? [card] : []), ...(extra.aliceHand ?? ['Murder'])],
        graveyard: ['Hill Giant', 'Lightning Bolt', 'Holy Strength'],
        library: Array<string>(8).fill('Forest'),
      },
      {
        name: 'Bob',
        battlefield: ['Hill Giant', { card: 'Holy Strength', attachedTo: 'Hill Giant' }, { card: 'Savannah Lions', tapped: true }, 'Blood Artist', 'Llanowar Elves', 'Serra Angel', 'Sol Ring', 'Forest'],
        hand: ['Island', 'Island', 'Island'],
        graveyard: ['Grizzly Bears', 'Divination'],
        library: Array<string>(8).fill('Island'),
      },
    ],
    ...extra,
  };
}

/** An Aura or Equipment starts attached to Alice's Grizzly Bears (a bestow card starts as a creature). */
function attaches(definition: CardDefinition): boolean {
  return Boolean(definition.enchant) || definition.subtypes.includes('Equipment');
}

/** Legal targets for each instance of "target", chosen from the board as it is (two for a counted target when it may have two). */
function chooseTargets(game: Game, specs: TargetSpec[], sourceId?: number): (TargetChoice | TargetChoice[])[] | undefined {
  const by = { controller: 0, colors: [], types: [], ...(sourceId !== undefined ? { sourceId } : {}) };
  const used: string[] = [];
  const chosen: (TargetChoice | TargetChoice[])[] = [];
  for (const spec of specs) {
    const legal = candidates(game.state, spec)
      .filter((c) => !targetProblem(game.state, spec, c, by))
      .map((c) => labelOf(game.state, c))
      .filter((label) => !(spec.another && used.includes(label)));
    if (spec.count) {
      const most = spec.count.max === 'X' ? X : Math.min(2, spec.count.max === 'any' ? 2 : spec.count.max, legal.length);
      const want = Math.max(spec.count.min, most);
      if (legal.length < want) return undefined;
      chosen.push(legal.slice(0, want));
      used.push(...legal.slice(0, want));
      continue;
    }
    if (!legal[0]) return undefined;
    chosen.push(legal[0]);
    used.push(legal[0]);
  }
  return chosen;
}

interface Outcome {
  /** Each scenario played, and whether the engine accepted its main action. */
  played: { scenario: string; accepted: boolean }[];
  /** Internal errors: a thrown exception that is not a rules refusal. */
  errors: string[];
}

function attempt(outcome: Outcome, name: string, scenario: string, run: () => boolean | undefined): void {
  try {
    const accepted = run();
    if (accepted !== undefined) outcome.played.push({ scenario, accepted });
  } catch (error) {
    outcome.errors.push(`${name} (${scenario}): ${(error as Error).stack?.split('\n').slice(0, 3).join(' | ')}`);
  }
}

const accepted = (events: { kind: string }[]) => !events.some((e) => e.kind === 'illegal-action');

/** Casts (or plays) the card from Alice's hand, with a spell to target first when it targets one. */
function castIt(definition: CardDefinition, options: { modes?: number[]; bestow?: boolean; half?: number }): boolean | undefined {
  const cards = [definition];
  if (definition.types.includes('Land')) {
    const game = new Game(board(definition.name, 'hand', { cards }));
    const ok = accepted(game.do({ type: 'play-land', player: 'Alice', card: definition.name }));
    game.resolveStack();
    return ok;
  }
  const resolvable = options.bestow ? { targets: [enchantTarget({ enchant: 'creature' })], effects: [] } : spellResolvable(options.half === undefined ? definition : definition.halves![options.half]!);
  const specs = chosenParts(resolvable, options.modes ?? []).flatMap((part) => part.targets);
  const helpers = specs.some((spec) => spec.kind === 'spell') ? SPELLS_TO_TARGET : [undefined];
  const instantSpeed = definition.types.includes('Instant') || definition.keywords.includes('flash');
  // In Alice's main phase; and for an instant, also while Bob's Hill Giant attacks her ("target attacking creature").
  for (const inCombat of instantSpeed ? [false, true] : [false]) {
    for (const helper of helpers) {
      const game = inCombat ? bobAttacks(definition, helper) : new Game(board(definition.name, 'hand', { cards, aliceHand: helper ? [helper] : [] }));
      if (helper) game.do({ type: 'cast', player: 'Alice', card: helper, ...(helper === 'Lightning Bolt' ? { targets: ['Bob'] } : {}) });
      const targets = chooseTargets(game, specs);
      if (!targets) continue;
      const action: Action = { type: 'cast', player: 'Alice', card: definition.name, targets, x: X, ...(options.modes ? { modes: options.modes } : {}), ...(options.bestow ? { bestow: true } : {}), ...(options.half === undefined ? {} : { half: options.half }) };
      const ok = accepted(game.do(action));
      game.resolveStack();
      if (ok || inCombat) return ok;
    }
  }
  return false;
}

/** Bob's Hill Giant attacks Alice; Alice holds priority in the declare blockers step. */
function bobAttacks(definition: CardDefinition, helper: string | undefined): Game {
  const game = new Game(board(definition.name, 'hand', { cards: [definition], aliceHand: helper ? [helper] : [], activePlayer: 'Bob', step: 'beginning-of-combat' }));
  game.do({ type: 'choose', player: 'Bob', key: 'attackers', value: { 'Hill Giant': 'Alice' } });
  for (let i = 0; i < 6 && !(game.state.step === 'declare-blockers' && game.state.priority === 0); i++) game.do({ type: 'pass', player: game.state.priority === 1 ? 'Bob' : 'Alice' });
  return game;
}

/** Activates one of its abilities with it on Alice's battlefield. */
function activateIt(definition: CardDefinition, index: number): boolean | undefined {
  const game = new Game(board(definition.name, 'battlefield', { cards: [definition] }));
  const ability = definition.abilities[index]!;
  if (ability.kind !== 'activated') return undefined;
  // A 0/0 that enters with counters dies if put straight onto the battlefield: nothing to activate.
  const source = game.state.battlefield.map((id) => game.state.objects[id]!).find((o) => o.card === definition.name);
  if (!source) return false;
  const targets = chooseTargets(game, ability.targets, source.id);
  if (!targets) return false;
  const ok = accepted(game.do({ type: 'activate', player: 'Alice', source: source.label, ability: index, targets, x: X }));
  game.resolveStack();
  return ok;
}

/** Murder on it: "dies" and "leaves" triggers. */
function killIt(definition: CardDefinition): boolean | undefined {
  if (!definition.types.includes('Creature') || definition.bestow) return undefined;
  const game = new Game(board(definition.name, 'battlefield', { cards: [definition] }));
  const ok = accepted(game.do({ type: 'cast', player: 'Alice', card: 'Murder', targets: [definition.name] }));
  game.resolveStack();
  return ok;
}

/** It attacks (or the creature it enchants or equips attacks), through combat damage: "attacks" and combat damage triggers. */
function attackWithIt(definition: CardDefinition): boolean | undefined {
  const attached = attaches(definition);
  if (!definition.types.includes('Creature') && !attached) return undefined;
  const game = new Game(board(definition.name, 'battlefield', { cards: [definition], step: 'beginning-of-combat' }));
  const attacker = attached ? 'Grizzly Bears' : definition.name;
  game.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { [attacker]: 'Bob' } });
  let ok = true;
  for (let i = 0; i < 40 && !['postcombat-main', 'end'].includes(game.state.step) && !game.state.over; i++) {
    const events = game.do({ type: 'pass', player: game.state.priority === 1 ? 'Bob' : 'Alice' });
    ok &&= !events.some((e) => e.kind === 'illegal-action' && /declaration of attackers/.test(e.text));
  }
  game.resolveStack();
  return ok;
}

/** Alice's untap step and upkeep begin with it tapped on her battlefield: inspired and upkeep triggers. */
function upkeepWithIt(definition: CardDefinition): boolean | undefined {
  if (definition.types.includes('Instant') || definition.types.includes('Sorcery')) return undefined;
  const game = new Game(board(definition.name, 'battlefield', { cards: [definition], activePlayer: 'Bob', step: 'end', tapped: true }));
  for (let i = 0; i < 20 && game.state.activePlayer !== 0; i++) game.do({ type: 'pass', player: game.state.priority === 1 ? 'Bob' : 'Alice' });
  game.resolveStack();
  return game.state.activePlayer === 0;
}

function smoke(definition: CardDefinition): Outcome {
  const outcome: Outcome = { played: [], errors: [] };
  const name = definition.name;
  const modes = definition.spell?.modes;
  if (modes) modes.forEach((_, i) => attempt(outcome, name, `cast, mode ${i + 1}`, () => castIt(definition, { modes: [i] })));
  // 709.3: a split card is cast as one of its halves.
  else if (definition.halves) definition.halves.forEach((half, i) => attempt(outcome, name, `cast ${half.name}`, () => castIt(definition, { half: i })));
  else attempt(outcome, name, 'cast', () => castIt(definition, {}));
  if (definition.bestow) attempt(outcome, name, 'cast bestowed', () => castIt(definition, { bestow: true }));
  definition.abilities.forEach((_, i) => attempt(outcome, name, `ability ${i + 1}`, () => activateIt(definition, i)));
  attempt(outcome, name, 'dies', () => killIt(definition));
  attempt(outcome, name, 'attacks', () => attackWithIt(definition));
  attempt(outcome, name, 'upkeep', () => upkeepWithIt(definition));
  return outcome;
}

describeWithSharedData('a smoke game for every compiled card of the real data', REAL_DATA, () => {
  let compiled: CardDefinition[] = [];
  beforeAll(async () => {
    const cards = await coverageCards({ dataDir: '', files: REAL_DATA.map((file) => sharedDataPath(file)) });
    compiled = cards.flatMap((card) => {
      const result = compileCard(card);
      return result.status === 'compiled' ? [result.definition] : [];
    });
  }, 60_000);

  it('plays every compiled card without an internal error, and casts or plays every one of them', () => {
    const outcomes = compiled.map((definition) => ({ name: definition.name, ...smoke(definition) }));
    const errors = outcomes.flatMap((o) => o.errors);
    const refused = outcomes.filter((o) => !o.played.some((p) => p.scenario.startsWith('cast') && p.accepted)).map((o) => o.name);
    const kinds = new Map<string, [number, number]>();
    for (const { scenario, accepted: ok } of outcomes.flatMap((o) => o.played)) {
      const kind = scenario.replace(/ \d+$/, '').replace(/, mode$/, '');
      const [yes, all] = kinds.get(kind) ?? [0, 0];
      kinds.set(kind, [yes + (ok ? 1 : 0), all + 1]);
    }
    const byKind = [...kinds].map(([kind, [yes, all]]) => `${kind} ${yes}/${all}`).join(', ');
    console.info(`smoke games: ${outcomes.length} compiled cards; scenarios accepted/played: ${byKind}; ${errors.length} internal errors; not cast or played: ${refused.join(', ') || 'none'}`);
    expect(errors).toEqual([]);
    expect(outcomes.length).toBeGreaterThanOrEqual(451);
    expect(refused).toEqual([]);
  }, 600_000);
});
