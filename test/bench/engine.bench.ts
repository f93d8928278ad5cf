/**
 * The rules engine: a 10-action scenario (target: median < 2 ms) and events per second, against a
 * baseline in the same run: the same 10 actions with a deep clone of the whole state (card
 * definitions included) before every step, which step() avoids by sharing the immutable definitions.
 * A 1-action scenario is printed for scale.
 * A loop that never ends (every dying token makes another) for 200, 800 and 1600 actions, against a
 * baseline that keeps a last-known object per action, as the engine did before it forgot unreferenced
 * ones (each step then cloned a record growing with the game); and the loop stopped by the default limit.
 * A whole combat, four attackers against five blockers with first strike, double strike and trample
 * (target: median < 3 ms); and one pass of priority on boards of 250, 500 and 1,000 permanents with
 * Auras and anthems, whose ratios show the work growing linearly with the board (2× per doubling;
 * quadratic work would be 4×).
 * A storm turn: three spells, then Brain Freeze with storm, its three copies put on the stack and
 * everything resolved (target: median < 5 ms). A cascade turn: two spells, then Bloodbraid Elf,
 * whose cascade trigger exiles four cards down to Brain Freeze, cast without paying its mana cost, whose storm
 * copies it three times (target: median < 5 ms).
 */
import { DEFAULT_MAX_ACTIONS, createGame, runActions, step, type Action, type CardSetup, type GameState, type GameObject } from '../../src/engine';
import { SCENARIOS } from '../engine/scenarios';
import { measure, report, reportValue } from './measure';

const LOOP = SCENARIOS.endlessMourning;

export default async function bench(): Promise<void> {
  const scenario = SCENARIOS.tenActions;
  const actions = scenario.actions as Action[];
  const start = createGame(scenario.setup).state;
  const ten = await measure([start], (state) => runActions(state, actions), 1000);
  const one = await measure([start], (state) => runActions(state, actions.slice(0, 1)), 1000);
  const cloned = await measure(
    [start],
    (state) => actions.reduce<GameState>((current, action) => step(structuredClone(current), action).state, state),
    1000,
  );
  report('10-action scenario vs cloning all per step', ten, { p50: 2 }, cloned);
  report('1-action scenario (one cast)', one);
  const events = runActions(start, actions).events.length;
  reportValue('events per 10-action run', events, 'events');
  reportValue('events per second (10-action scenario, p50)', events / (ten.p50 / 1000), 'events/s', { above: 10000 });
  const setup = await measure([scenario.setup], (s) => createGame(s), 1000);
  report('createGame (two players, 6 permanents)', setup);

  for (const actionCount of [200, 800, 1600]) {
    const loop = await measure([actionCount], (n) => runLoop(n, false), 5);
    const keepingAll = await measure([actionCount], (n) => runLoop(n, true), actionCount > 800 ? 1 : 3);
    report(`endless loop, ${actionCount} actions`, loop, undefined, keepingAll);
  }
  const stopped = await measure([DEFAULT_MAX_ACTIONS], (n) => runLoop(n, false), 10);
  report(`endless loop stopped by the default limit (${DEFAULT_MAX_ACTIONS})`, stopped, { p95: 250 });

  const combatStart = createGame(COMBAT).state;
  const fight = await measure([combatStart], (state) => playCombat(state), 300);
  report('combat: 4 attackers, 5 blockers (first strike, trample)', fight, { p50: 3 });
  reportValue('events in that combat', playCombat(combatStart).eventCount - combatStart.eventCount, 'events');

  const stormStart = createGame(STORM).state;
  const storm = await measure([stormStart], (state) => playStorm(state), 300);
  report('storm: three spells, then Brain Freeze and its three copies resolved', storm, { p50: 5 });
  const cascadeStart = createGame(CASCADE).state;
  const bobsGraveyard = playCascade(cascadeStart).players[1]!.graveyard.length;
  if (bobsGraveyard !== 12) throw new Error(`the cascade scenario should mill Bob 4 × 3 cards, but Bob's graveyard has ${bobsGraveyard}`);
  const cascaded = await measure([cascadeStart], (state) => playCascade(state), 300);
  report('cascade: two spells, Bloodbraid Elf cascading into Brain Freeze, its three storm copies resolved', cascaded, { p50: 5 });

  const passes: number[] = [];
  for (const size of [250, 500, 1000]) {
    const board = createGame(bigBoard(size)).state;
    const pass = await measure([board], (state) => step(state, { type: 'pass', player: 'Alice' }), 30);
    report(`one pass, ${size} permanents (${size / 10} Auras, 10 anthems)`, pass);
    passes.push(pass.p50);
  }
  reportValue('pass time, 500 vs 250 permanents', passes[1]! / passes[0]!, '×', { below: 3 });
  reportValue('pass time, 1,000 vs 500 permanents', passes[2]! / passes[1]!, '×', { below: 3 });
}

const COMBAT = {
  players: [
    { name: 'Alice', battlefield: ['Colossal Dreadmaw', 'Youthful Knight', 'Fencing Ace', 'Grizzly Bears'] },
    { name: 'Bob', battlefield: ['Hill Giant', 'Savannah Lions', 'Giant Spider', 'Typhoid Rats', 'Wall of Stone'] },
  ],
};

/** Declares the attacks and blocks, then passes until combat is over. */
function playCombat(start: GameState): GameState {
  let state = runActions(start, [
    { type: 'choose', player: 'Alice', key: 'attackers', value: { 'Colossal Dreadmaw': '', 'Youthful Knight': '', 'Fencing Ace': '', 'Grizzly Bears': '' } },
    { type: 'choose', player: 'Bob', key: 'blockers', value: { 'Hill Giant': 'Colossal Dreadmaw', 'Savannah Lions': 'Colossal Dreadmaw', 'Giant Spider': 'Youthful Knight', 'Typhoid Rats': 'Fencing Ace', 'Wall of Stone': 'Grizzly Bears' } },
  ]).state;
  while (state.step !== 'postcombat-main' && state.priority !== null) state = step(state, { type: 'pass', player: state.players[state.priority]!.name }).state;
  return state;
}

/** Brain Freeze as the 2020 pool's Oracle text compiles (test/oracle/stack-keywords.test.ts plays the compiled card). */
const BRAIN_FREEZE = {
  name: 'Brain Freeze',
  manaCost: '{1}{U}',
  types: ['Instant' as const],
  keywords: ['storm'],
  spell: { targets: [{ kind: 'player' as const, text: 'target player' }], effects: [{ do: 'mill' as const, amount: 3, who: 'target' as const }] },
  text: 'Target player puts the top three cards of their library into their graveyard.\nStorm',
};

const STORM = {
  step: 'precombat-main' as const,
  cards: [BRAIN_FREEZE],
  players: [
    { name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Island', 'Island'], hand: ['Lava Spike', 'Lava Spike', 'Lava Spike', 'Brain Freeze'] },
    { name: 'Bob', library: Array.from({ length: 20 }, () => 'Island') },
  ],
};

/** Bloodbraid Elf as the 2020 pool's Oracle text compiles (test/oracle/spell-keywords.test.ts plays the compiled card). */
const BLOODBRAID_ELF = {
  name: 'Bloodbraid Elf',
  manaCost: '{2}{R}{G}',
  types: ['Creature' as const],
  subtypes: ['Elf', 'Berserker'],
  power: 3,
  toughness: 2,
  keywords: ['haste', 'cascade'],
  text: 'Haste\nCascade',
};

/** Alice's library, top first: three cards cascade exiles (two lands, a card of mana value 6) before Brain Freeze. */
const CASCADE = {
  step: 'precombat-main' as const,
  cards: [BRAIN_FREEZE, BLOODBRAID_ELF],
  players: [
    { name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Forest', 'Forest'], hand: ['Lava Spike', 'Lava Spike', 'Bloodbraid Elf'], library: ['Forest', 'Island', 'Colossal Dreadmaw', 'Brain Freeze', 'Island'] },
    { name: 'Bob', library: Array.from({ length: 20 }, () => 'Island') },
  ],
};

/** Passes priority until the stack is empty. */
function resolveStack(state: GameState): GameState {
  while (state.stack.length > 0 && state.priority !== null) state = step(state, { type: 'pass', player: state.players[state.priority]!.name }).state;
  return state;
}

/** Alice casts three Lava Spikes, each resolved, then Brain Freeze: its storm trigger copies it three times. */
function playStorm(start: GameState): GameState {
  let state = start;
  for (let spike = 0; spike < 3; spike++) state = resolveStack(step(state, { type: 'cast', player: 'Alice', card: 'Lava Spike', targets: ['Bob'] }).state);
  return resolveStack(step(state, { type: 'cast', player: 'Alice', card: 'Brain Freeze', targets: ['Bob'] }).state);
}

/**
 * Alice casts two Lava Spikes, then Bloodbraid Elf; the Brain Freeze its cascade trigger exiles is cast (planned while the
 * trigger is on the stack, 702.85a) and is the fourth spell of the turn: storm copies it three times (702.40a).
 */
function playCascade(start: GameState): GameState {
  let state = start;
  for (let spike = 0; spike < 2; spike++) state = resolveStack(step(state, { type: 'cast', player: 'Alice', card: 'Lava Spike', targets: ['Bob'] }).state);
  state = step(state, { type: 'cast', player: 'Alice', card: 'Bloodbraid Elf' }).state;
  state = step(state, { type: 'cast', player: 'Alice', card: 'Brain Freeze', cascade: true, targets: ['Bob'] }).state;
  return resolveStack(state);
}

/** Alice's board: creatures, one in ten enchanted by an Aura, and ten anthems; Bob's: as many Mountains. */
function bigBoard(size: number) {
  const auras = size / 10;
  const creatures = size - auras - 10;
  const battlefield: CardSetup[] = [
    ...Array.from({ length: creatures }, () => 'Grizzly Bears'),
    ...Array.from({ length: auras }, (_, i) => ({ card: 'Holy Strength', attachedTo: i === 0 ? 'Grizzly Bears' : `Grizzly Bears #${i + 1}` })),
    ...Array.from({ length: 10 }, () => 'Glorious Anthem'),
  ];
  return { players: [{ name: 'Alice', battlefield }, { name: 'Bob', battlefield: Array.from({ length: size }, () => 'Mountain') }], maxActions: 10_000 };
}

/**
 * Bob's Lightning Bolt starts the loop; players then pass until the action limit stops it. The
 * baseline keeps one last-known object per action so far, the growth the engine had before it forgot
 * unreferenced ones (199 entries after 200 actions): each step clones them all.
 */
function runLoop(maxActions: number, keepAllLastKnown: boolean): GameState {
  let state = step(createGame({ ...LOOP.setup, maxActions }).state, LOOP.actions[0] as Action).state;
  const everLastKnown: Record<string, GameObject> = {};
  while (state.actionCount < maxActions && state.priority !== null) {
    state = step(state, { type: 'pass', player: state.players[state.priority]!.name }).state;
    if (!keepAllLastKnown) continue;
    const left = Object.values(state.objects)[0]!;
    everLastKnown[`${-state.actionCount}:0`] = { ...left, id: -state.actionCount };
    state.lastKnown = { ...everLastKnown, ...state.lastKnown };
  }
  return state;
}
