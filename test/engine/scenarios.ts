/**
 * The engine test scenarios: each a game setup and the actions played on it. The rule tests play
 * them and assert on events and board; citations.test.ts walks every event of every one of them.
 */
import { Game, type Action, type BoardSnapshot, type EngineEvent, type GameSetup } from '../../src/engine';

/** An action, or a driver shorthand: every player passes until the stack is empty / once each in turn. */
export type ScenarioStep = Action | 'resolve-stack' | 'pass-step';

export interface Scenario {
  setup: GameSetup;
  actions: ScenarioStep[];
}

export interface Played {
  game: Game;
  events: EngineEvent[];
  board: BoardSnapshot;
}

export function play(scenario: Scenario): Played {
  const game = new Game(scenario.setup);
  for (const action of scenario.actions) {
    if (action === 'resolve-stack') game.resolveStack();
    else if (action === 'pass-step') for (let i = 0; i < game.state.players.length; i++) game.do({ type: 'pass', player: game.snapshot().priority! });
    else game.do(action);
  }
  return { game, events: game.events, board: game.snapshot() };
}

export function eventsOf(events: EngineEvent[], kind: EngineEvent['kind']): EngineEvent[] {
  return events.filter((e) => e.kind === kind);
}

const pass = (player: string): Action => ({ type: 'pass', player });

/** Alice casts Gods Willing on Artisan of Forms; Artisan's heroic trigger targets `copied` (Bob's). */
function artisan(copied: string): Scenario {
  return {
    setup: {
      players: [
        { name: 'Alice', battlefield: ['Artisan of Forms', 'Plains'], hand: ['Gods Willing'] },
        { name: 'Bob', battlefield: ['Grizzly Bears', 'Sailor of Means', { card: 'Walker', token: true }] },
      ],
    },
    actions: [
      { type: 'choose', player: 'Alice', key: 'targets', for: 'Artisan of Forms', value: [copied] },
      { type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Artisan of Forms'], choices: { color: 'black' } },
      'resolve-stack',
    ],
  };
}

export const SCENARIOS = {
  /** The /simulate brief's first case: heroic with Gods Willing, Plains tapped during 601.2g. */
  godsWillingOnHoplite: {
    setup: { players: [{ name: 'Alice', battlefield: ['Favored Hoplite', 'Plains'], hand: ['Gods Willing'], library: ['Grizzly Bears', 'Forest'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Favored Hoplite'], choices: { color: 'red' }, payWith: [{ source: 'Plains' }] }],
  },
  /** The second case: Lightning Bolt at Slippery Bogle is refused at 601.2c. */
  boltAtHexproof: {
    setup: { players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { name: 'Bob', battlefield: ['Slippery Bogle'] }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Slippery Bogle'] }],
  },
  /** The third case: Ranger's Guile in response, paid by the Heartwood token; Bolt doesn't resolve. */
  guileInResponse: {
    setup: {
      players: [{ name: 'Alice', battlefield: ['Grizzly Bears', { card: 'Heartwood', token: true }], hand: ["Ranger's Guile"] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }],
      priorityPlayer: 'Bob',
    },
    actions: [
      { type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Grizzly Bears'] },
      pass('Bob'),
      { type: 'cast', player: 'Alice', card: "Ranger's Guile", targets: ['Grizzly Bears'], payWith: [{ source: 'Heartwood token', mana: 'G' }] },
    ],
  },
  /** Titanic Growth with only a Forest: the Forest is tapped at 601.2g, then 601.2h fails. */
  unpayableCost: {
    setup: { players: [{ name: 'Alice', battlefield: ['Forest', 'Grizzly Bears'], hand: ['Titanic Growth'] }, { name: 'Bob' }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Titanic Growth', targets: ['Grizzly Bears'], payWith: [{ source: 'Forest' }] }],
  },
  /** Giant Growth paid by Llanowar Elves during casting. */
  elvesPayForGrowth: {
    setup: { players: [{ name: 'Alice', battlefield: ['Llanowar Elves', 'Grizzly Bears'], hand: ['Giant Growth'] }, { name: 'Bob' }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Grizzly Bears'], payWith: [{ source: 'Llanowar Elves' }] }],
  },
  /** Arc Trail at Mogg Fanatic and Bob; Bob sacrifices the Fanatic in response. */
  arcTrailPartlyIllegal: {
    setup: { players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Arc Trail'] }, { name: 'Bob', battlefield: ['Mogg Fanatic'] }] },
    actions: [
      { type: 'cast', player: 'Alice', card: 'Arc Trail', targets: ['Mogg Fanatic', 'Bob'] },
      pass('Alice'),
      { type: 'activate', player: 'Bob', source: 'Mogg Fanatic', targets: ['Alice'] },
      'resolve-stack',
    ],
  },
  /** Bolt at Grizzly Bears; Cloudshift in response: the Bears come back as a new object (400.7). */
  blinkedTarget: {
    setup: { players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Plains'], hand: ['Cloudshift'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }], priorityPlayer: 'Bob' },
    actions: [{ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Grizzly Bears'] }, pass('Bob'), { type: 'cast', player: 'Alice', card: 'Cloudshift', targets: ['Grizzly Bears'] }, 'resolve-stack'],
  },
  /** Arc Trail kills Alice's and Bob's Doomed Travelers at once: both dies triggers (APNAP). */
  bothTravelersDie: {
    setup: { players: [{ name: 'Alice', battlefield: ['Doomed Traveler', 'Mountain', 'Mountain'], hand: ['Arc Trail'] }, { name: 'Bob', battlefield: ['Doomed Traveler'] }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Arc Trail', targets: ["Alice's Doomed Traveler", "Bob's Doomed Traveler"] }, pass('Alice'), pass('Bob')],
  },
  /** Alice's two Perilous Myr die together; she orders their triggers and picks their targets. */
  orderedMyrTriggers: {
    setup: { players: [{ name: 'Alice', battlefield: ['Perilous Myr', 'Perilous Myr', 'Mountain', 'Mountain'], hand: ['Arc Trail'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }] },
    actions: [
      { type: 'choose', player: 'Alice', key: 'order', value: ['Perilous Myr #2', 'Perilous Myr'] },
      { type: 'choose', player: 'Alice', key: 'targets', for: 'Perilous Myr', value: ['Grizzly Bears'] },
      { type: 'choose', player: 'Alice', key: 'targets', for: 'Perilous Myr #2', value: ['Bob'] },
      { type: 'cast', player: 'Alice', card: 'Arc Trail', targets: ['Perilous Myr', 'Perilous Myr #2'] },
      pass('Alice'),
      pass('Bob'),
    ],
  },
  /** Shock kills a Walker token while Blood Artist watches: the trigger, then the token ceases to exist. */
  walkerTokenDies: {
    setup: { players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Shock'] }, { name: 'Bob', battlefield: [{ card: 'Walker', token: true }, 'Blood Artist'] }] },
    actions: [{ type: 'choose', player: 'Bob', key: 'targets', for: 'Blood Artist', value: ['Alice'] }, { type: 'cast', player: 'Alice', card: 'Shock', targets: ['Walker token'] }, 'resolve-stack'],
  },
  /** Sailor of Means enters and makes a Treasure; the Treasure is sacrificed for mana to cast Shock. */
  treasureForMana: {
    setup: { players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island'], hand: ['Sailor of Means', 'Shock'] }, { name: 'Bob' }] },
    actions: ['resolve-stack', { type: 'cast', player: 'Alice', card: 'Sailor of Means' }, 'resolve-stack', 'resolve-stack', { type: 'cast', player: 'Alice', card: 'Shock', targets: ['Bob'], payWith: [{ source: 'Treasure token', mana: 'R' }] }, 'resolve-stack'],
  },
  /** Goblin Bombardment sacrifices a Walker token (a token is a real permanent: it can be sacrificed). */
  sacrificeTheWalker: {
    setup: { players: [{ name: 'Alice', battlefield: ['Goblin Bombardment', { card: 'Walker', token: true }] }, { name: 'Bob' }] },
    actions: [{ type: 'activate', player: 'Alice', source: 'Goblin Bombardment', targets: ['Bob'], choices: { sacrifice: 'Walker token' } }, 'resolve-stack'],
  },
  /** Counterspell on Lightning Bolt. */
  counterTheBolt: {
    setup: { players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { name: 'Bob', battlefield: ['Island', 'Island'], hand: ['Counterspell'] }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] }, pass('Alice'), { type: 'cast', player: 'Bob', card: 'Counterspell', targets: ['Lightning Bolt'] }, 'resolve-stack'],
  },
  /** Llanowar Elves that came this turn can't tap for mana (302.6); Fanatical Firebrand has haste. */
  summoningSickElves: {
    setup: { players: [{ name: 'Alice', battlefield: [{ card: 'Llanowar Elves', newThisTurn: true }, { card: 'Fanatical Firebrand', newThisTurn: true }] }, { name: 'Bob' }] },
    actions: [{ type: 'activate', player: 'Alice', source: 'Llanowar Elves' }, { type: 'activate', player: 'Alice', source: 'Fanatical Firebrand', targets: ['Bob'] }, 'resolve-stack'],
  },
  /** Blaze with X = 3 at Bob. */
  blazeForThree: {
    setup: { players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Blaze'] }, { name: 'Bob' }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Blaze', targets: ['Bob'], x: 3 }, 'resolve-stack'],
  },
  /** Bolt at a Hoplite protected from red by Gods Willing earlier: the target is illegal (702.16b). */
  boltAfterGodsWilling: {
    setup: { players: [{ name: 'Alice', battlefield: ['Favored Hoplite', 'Plains'], hand: ['Gods Willing'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }], priorityPlayer: 'Bob' },
    actions: [
      { type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Favored Hoplite'] },
      pass('Bob'),
      { type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Favored Hoplite'], choices: { color: 'red' } },
      'resolve-stack',
    ],
  },
  /** State-based actions: Disfigure shrinks Savannah Lions to toughness -1; Lava Spike takes Bob to 0. */
  toughnessAndLife: {
    setup: { players: [{ name: 'Alice', battlefield: ['Swamp', 'Mountain'], hand: ['Disfigure', 'Lava Spike'] }, { name: 'Bob', life: 3, battlefield: ['Savannah Lions'] }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Disfigure', targets: ['Savannah Lions'] }, 'resolve-stack', { type: 'cast', player: 'Alice', card: 'Lava Spike', targets: ['Bob'] }, 'resolve-stack'],
  },
  /** Two Isamaru under one controller: the legend rule. */
  twoIsamaru: {
    setup: { players: [{ name: 'Alice', battlefield: ['Isamaru, Hound of Konda', 'Isamaru, Hound of Konda'] }, { name: 'Bob' }] },
    actions: [],
  },
  /** A second Isamaru is cast; Alice chose to keep the first. */
  secondIsamaru: {
    setup: { players: [{ name: 'Alice', battlefield: ['Isamaru, Hound of Konda', 'Plains'], hand: ['Isamaru, Hound of Konda'] }, { name: 'Bob' }] },
    actions: [{ type: 'choose', player: 'Alice', key: 'legend', value: 'Isamaru, Hound of Konda' }, { type: 'cast', player: 'Alice', card: 'Isamaru, Hound of Konda' }, 'resolve-stack'],
  },
  /** Divination with one card in the library: the second draw fails and Alice loses (704.5b). */
  drawFromEmpty: {
    setup: { players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'], library: ['Forest'] }, { name: 'Bob' }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Divination' }, 'resolve-stack'],
  },
  /** Sorcery timing and wrong actions. */
  outOfTurn: {
    setup: { players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Lava Spike', 'Lightning Bolt'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lava Spike'] }] },
    actions: [
      { type: 'pass', player: 'Bob' },
      { type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] },
      { type: 'cast', player: 'Alice', card: 'Lava Spike', targets: ['Bob'] },
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'Lava Spike', targets: ['Alice'] },
    ],
  },
  /** Arc Trail can't aim both parts at the same target (115.3, "another target"). */
  arcTrailSameTarget: {
    setup: { players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Arc Trail'] }, { name: 'Bob' }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Arc Trail', targets: ['Bob', 'Bob'] }],
  },
  /** Heartwood Planter (hypothetical) makes a Heartwood token, which then taps for red. */
  planterMakesHeartwood: {
    setup: { players: [{ name: 'Alice', battlefield: ['Forest', 'Forest'], hand: ['Heartwood Planter'] }, { name: 'Bob' }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Heartwood Planter' }, 'resolve-stack', 'resolve-stack', { type: 'activate', player: 'Alice', source: 'Heartwood token', mana: 'R' }],
  },
  /** Passing through every step to Bob's draw step: mana empties (500.5), cleanup (514.2), untap (502.3), draw (504.1). */
  nextTurn: {
    setup: { players: [{ name: 'Alice', battlefield: [{ card: 'Sol Ring', tapped: true }, { card: 'Grizzly Bears', newThisTurn: true }] }, { name: 'Bob', battlefield: [{ card: 'Forest', tapped: true }], library: ['Island'] }] },
    actions: Array<ScenarioStep>(7).fill('pass-step'),
  },
  /** An inline card whose enters trigger makes a token copy of itself, forever: the action limit stops it. */
  runaway: {
    setup: {
      players: [{ name: 'Alice', hand: ['Echo Engine'] }, { name: 'Bob' }],
      maxActions: 40,
      cards: [
        {
          name: 'Echo Engine',
          manaCost: '{0}',
          types: ['Artifact'],
          text: 'When this enters, create an Echo Engine token.',
          hypothetical: 'A test card that loops forever.',
          abilities: [{ kind: 'triggered', when: 'enters', effects: [{ do: 'create-token', token: 'Echo Engine' }], text: 'When this enters, create an Echo Engine token.' }],
        },
      ],
    },
    actions: [{ type: 'cast', player: 'Alice', card: 'Echo Engine' }, 'resolve-stack'],
  },
  /**
   * A loop that never ends (the /simulate "endless triggers" preset): every creature that dies makes a
   * 0/0 token that dies in turn. Each dead token leaves last known information behind (608.2h).
   */
  endlessMourning: {
    setup: {
      players: [{ name: 'Alice', battlefield: ['Endless Mourner', 'Grizzly Bears'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }],
      activePlayer: 'Bob',
      maxActions: 300,
      cards: [
        { name: 'Doomed Spirit', token: true, colors: ['B'], types: ['Creature'], subtypes: ['Spirit'], power: 0, toughness: 0, text: 'A 0/0 black Spirit creature token (hypothetical).' },
        {
          name: 'Endless Mourner',
          hypothetical: 'A test card that loops forever with its own tokens.',
          manaCost: '{2}{B}',
          types: ['Creature'],
          power: 2,
          toughness: 2,
          abilities: [{ kind: 'triggered', when: 'dies', subject: { types: ['Creature'], other: true }, effects: [{ do: 'create-token', token: 'Doomed Spirit' }], text: 'Whenever another creature dies, create a 0/0 black Spirit creature token.' }],
        },
      ],
    },
    actions: [{ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Grizzly Bears'] }, 'resolve-stack'],
  },
  /** Seeds of Strength targets Favored Hoplite three times: heroic triggers once. */
  seedsOnHoplite: {
    setup: { players: [{ name: 'Alice', battlefield: ['Favored Hoplite', 'Forest', 'Plains'], hand: ['Seeds of Strength'] }, { name: 'Bob' }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Seeds of Strength', targets: ['Favored Hoplite', 'Favored Hoplite', 'Favored Hoplite'] }],
  },
  /** Giant Growth on Grizzly Bears, then Twincast copies it with Favored Hoplite as the new target. */
  twincastOntoHoplite: {
    setup: { players: [{ name: 'Alice', battlefield: ['Favored Hoplite', 'Grizzly Bears', 'Forest', 'Island', 'Island'], hand: ['Giant Growth', 'Twincast'] }, { name: 'Bob' }] },
    actions: [
      { type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Grizzly Bears'] },
      { type: 'cast', player: 'Alice', card: 'Twincast', targets: ['Giant Growth'], choices: { 'new-targets': ['Favored Hoplite'] } },
      'resolve-stack',
    ],
  },
  /** Giant Growth on Grizzly Bears, then Redirect moves it to Favored Hoplite. */
  redirectOntoHoplite: {
    setup: { players: [{ name: 'Alice', battlefield: ['Favored Hoplite', 'Grizzly Bears', 'Forest', 'Island', 'Island'], hand: ['Giant Growth', 'Redirect'] }, { name: 'Bob' }] },
    actions: [
      { type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Grizzly Bears'] },
      { type: 'cast', player: 'Alice', card: 'Redirect', targets: ['Giant Growth'], choices: { 'new-targets': ['Favored Hoplite'] } },
      'resolve-stack',
    ],
  },
  /** Endless One cast with X = 3 enters with three +1/+1 counters (107.3m). */
  endlessOneForThree: {
    setup: { players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Endless One'] }, { name: 'Bob' }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Endless One', x: 3 }, 'resolve-stack'],
  },
  /** Hangarback Walker with X = 2 ({X}{X} = {4}), then Disfigure: it dies and leaves two Thopters. */
  hangarbackDies: {
    setup: { players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Swamp'], hand: ['Hangarback Walker', 'Disfigure'] }, { name: 'Bob' }] },
    actions: [
      { type: 'cast', player: 'Alice', card: 'Hangarback Walker', x: 2, payWith: [{ source: 'Plains' }, { source: 'Plains #2' }, { source: 'Plains #3' }, { source: 'Plains #4' }] },
      'resolve-stack',
      { type: 'cast', player: 'Alice', card: 'Disfigure', targets: ['Hangarback Walker'] },
      'resolve-stack',
      'resolve-stack',
    ],
  },
  /** Gilder Bairn's {Q} ability: untapped (refused, 107.6), then tapped: it untaps and adds counters. */
  gilderBairnUntaps: {
    setup: {
      players: [
        { name: 'Alice', battlefield: ['Gilder Bairn', { card: 'Grizzly Bears', counters: { '+1/+1': 2 } }, 'Island', 'Island', 'Island', { card: 'Gilder Bairn', tapped: true }] },
        { name: 'Bob' },
      ],
    },
    actions: [
      { type: 'activate', player: 'Alice', source: 'Gilder Bairn', targets: ['Grizzly Bears'] },
      { type: 'activate', player: 'Alice', source: 'Gilder Bairn #2', targets: ['Grizzly Bears'] },
      'resolve-stack',
    ],
  },
  /** A summoning-sick tapped Gilder Bairn can't use {Q} (302.6). */
  sickBairn: {
    setup: { players: [{ name: 'Alice', battlefield: [{ card: 'Gilder Bairn', tapped: true, newThisTurn: true }, 'Island', 'Island', 'Island'] }, { name: 'Bob' }] },
    actions: [{ type: 'activate', player: 'Alice', source: 'Gilder Bairn', targets: ['Gilder Bairn'] }],
  },
  /** Exotic Orchard against Bob's Mountain and Forest: {G} yes, {U} no (106.7). */
  exoticOrchard: {
    setup: { players: [{ name: 'Alice', battlefield: ['Exotic Orchard'] }, { name: 'Bob', battlefield: ['Mountain', 'Forest'] }] },
    actions: [{ type: 'activate', player: 'Alice', source: 'Exotic Orchard', mana: 'U' }, { type: 'activate', player: 'Alice', source: 'Exotic Orchard', mana: 'G' }],
  },
  /** Exotic Orchard when Bob has no lands: no type can be defined, so no mana (106.5, 106.7). */
  orchardWithoutLands: {
    setup: { players: [{ name: 'Alice', battlefield: ['Exotic Orchard'] }, { name: 'Bob', battlefield: ['Sol Ring'] }] },
    actions: [{ type: 'activate', player: 'Alice', source: 'Exotic Orchard' }],
  },
  /** Fellwar Stone while Contamination is out: Bob's Forest could produce only {B} (replacement effects count, 106.7). */
  fellwarUnderContamination: {
    setup: { players: [{ name: 'Alice', battlefield: ['Fellwar Stone'] }, { name: 'Bob', battlefield: ['Forest', 'Contamination'] }] },
    actions: [{ type: 'activate', player: 'Alice', source: 'Fellwar Stone', mana: 'G' }, { type: 'activate', player: 'Alice', source: 'Fellwar Stone', mana: 'B' }],
  },
  /** Two Reflecting Pools and nothing else: no type is defined (106.7); with a tapped Island: {U}, costs ignored. */
  reflectingPools: {
    setup: { players: [{ name: 'Alice', battlefield: ['Reflecting Pool', 'Reflecting Pool'] }, { name: 'Bob' }] },
    actions: [{ type: 'activate', player: 'Alice', source: 'Reflecting Pool' }],
  },
  reflectingPoolAndTappedIsland: {
    setup: { players: [{ name: 'Alice', battlefield: ['Reflecting Pool', { card: 'Island', tapped: true }, 'Sol Ring'] }, { name: 'Bob' }] },
    actions: [{ type: 'activate', player: 'Alice', source: 'Reflecting Pool', mana: 'C' }, { type: 'activate', player: 'Alice', source: 'Reflecting Pool', mana: 'U' }],
  },
  /** Heartbeat of Spring and Mana Flare: a Forest tapped for mana adds {G}{G}{G} (106.12a, 605.4a). */
  tappedForManaTriggers: {
    setup: { players: [{ name: 'Alice', battlefield: ['Forest', 'Heartbeat of Spring', 'Sol Ring'] }, { name: 'Bob', battlefield: ['Mana Flare'] }] },
    actions: [{ type: 'activate', player: 'Alice', source: 'Forest' }, { type: 'activate', player: 'Alice', source: 'Sol Ring' }],
  },
  /** Contamination with Mana Flare: a Forest produces {B} instead, and Mana Flare adds another {B} (106.12b). */
  contaminatedForest: {
    setup: { players: [{ name: 'Alice', battlefield: ['Forest', 'Mana Flare'] }, { name: 'Bob', battlefield: ['Contamination'] }] },
    actions: [{ type: 'activate', player: 'Alice', source: 'Forest' }],
  },
  /** Artisan of Forms: Gods Willing targets it; its heroic trigger targets the named creature. */
  artisanCopies: artisan('Grizzly Bears'),
  /** Artisan copies Sailor of Means: becoming a copy is not entering, so no Treasure. */
  artisanCopiesSailor: artisan('Sailor of Means'),
  /** Artisan copies a Walker token: it becomes a 2/2 black Zombie named Walker, not a token. */
  artisanCopiesWalker: artisan('Walker token'),
  /** Artisan with a +1/+1 counter copies Grizzly Bears that has two counters and Giant Growth. */
  artisanKeepsItsCounters: {
    setup: {
      players: [
        { name: 'Alice', battlefield: [{ card: 'Artisan of Forms', counters: { '+1/+1': 1 } }, 'Plains', 'Forest'], hand: ['Gods Willing', 'Giant Growth'] },
        { name: 'Bob', battlefield: [{ card: 'Grizzly Bears', counters: { '+1/+1': 2 } }] },
      ],
    },
    actions: [
      { type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Grizzly Bears'] },
      'resolve-stack',
      { type: 'choose', player: 'Alice', key: 'targets', for: 'Artisan of Forms', value: ['Grizzly Bears'] },
      { type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Artisan of Forms'], choices: { color: 'black' } },
      'resolve-stack',
    ],
  },
  /** "You may": Alice declines as the trigger resolves; its target was chosen when it went on the stack. */
  artisanDeclines: {
    ...artisan('Grizzly Bears'),
    actions: [{ type: 'choose', player: 'Alice', key: 'may', for: 'Artisan of Forms', value: false }, ...artisan('Grizzly Bears').actions],
  },
  /** Bob Shocks the trigger's target in response: the trigger doesn't resolve and Artisan stays itself. */
  artisanTargetDies: {
    setup: {
      players: [
        { name: 'Alice', battlefield: ['Artisan of Forms', 'Plains'], hand: ['Gods Willing'] },
        { name: 'Bob', battlefield: ['Grizzly Bears', 'Mountain'], hand: ['Shock'] },
      ],
    },
    actions: [
      { type: 'choose', player: 'Alice', key: 'targets', for: 'Artisan of Forms', value: ['Grizzly Bears'] },
      { type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Artisan of Forms'], choices: { color: 'black' } },
      { type: 'pass', player: 'Alice' },
      { type: 'cast', player: 'Bob', card: 'Shock', targets: ['Grizzly Bears'] },
      'resolve-stack',
    ],
  },
  /** The copy lasts into the next turn; a second heroic trigger on Bob's turn overwrites it with Serra Angel. */
  artisanCopiesTwice: {
    setup: {
      players: [
        { name: 'Alice', battlefield: ['Artisan of Forms', 'Plains', 'Plains'], hand: ['Gods Willing', 'Gods Willing'] },
        { name: 'Bob', battlefield: ['Grizzly Bears', 'Serra Angel'], library: ['Forest'] },
      ],
    },
    actions: [
      { type: 'choose', player: 'Alice', key: 'targets', for: 'Artisan of Forms', value: ['Grizzly Bears'] },
      { type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Artisan of Forms'], choices: { color: 'black' } },
      'resolve-stack',
      ...Array<ScenarioStep>(9).fill('pass-step'),
      { type: 'pass', player: 'Bob' },
      { type: 'choose', player: 'Alice', key: 'targets', for: 'Artisan of Forms', value: ['Serra Angel'] },
      { type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Artisan of Forms'], choices: { color: 'black' } },
      'resolve-stack',
    ],
  },
  /** Clone enters as a copy of Artisan of Forms, which is copying Grizzly Bears. */
  cloneCopiesArtisan: {
    setup: {
      players: [
        { name: 'Alice', battlefield: ['Artisan of Forms', 'Plains', 'Island', 'Island', 'Island', 'Island'], hand: ['Gods Willing', 'Clone'] },
        { name: 'Bob', battlefield: ['Grizzly Bears'] },
      ],
    },
    actions: [
      { type: 'choose', player: 'Alice', key: 'targets', for: 'Artisan of Forms', value: ['Grizzly Bears'] },
      { type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Artisan of Forms'], choices: { color: 'black' } },
      'resolve-stack',
      { type: 'choose', player: 'Alice', key: 'copy', for: 'Clone', value: 'Artisan of Forms' },
      { type: 'cast', player: 'Alice', card: 'Clone' },
      'resolve-stack',
    ],
  },
  /** Clone enters as a copy of Sailor of Means: entering as a copy does trigger its enters ability. */
  cloneCopiesSailor: {
    setup: { players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Clone'] }, { name: 'Bob', battlefield: ['Sailor of Means'] }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Clone' }, 'resolve-stack', 'resolve-stack'],
  },
  /** Bake into a Pie destroys Grizzly Bears and makes a Food; the Food is then eaten for 3 life. */
  pieAndFood: {
    setup: { players: [{ name: 'Alice', life: 10, battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Plains', 'Plains'], hand: ['Bake into a Pie'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Bake into a Pie', targets: ['Grizzly Bears'] }, 'resolve-stack', { type: 'activate', player: 'Alice', source: 'Food token' }, 'resolve-stack'],
  },
  /** Gild exiles Serra Angel and makes a Gold token. */
  gildTheAngel: {
    setup: { players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Gild'] }, { name: 'Bob', battlefield: ['Serra Angel'] }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Gild', targets: ['Serra Angel'] }, 'resolve-stack'],
  },
  /** Thraben Inspector investigates; the Clue is cracked for a card. */
  inspectorClue: {
    setup: { players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Thraben Inspector'], library: ['Island'] }, { name: 'Bob' }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Thraben Inspector' }, 'resolve-stack', 'resolve-stack', { type: 'activate', player: 'Alice', source: 'Clue token' }, 'resolve-stack'],
  },
  /** Diabolic Edict: Bob chooses to sacrifice his Walker token rather than Serra Angel. */
  edictOnBob: {
    setup: { players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp'], hand: ['Diabolic Edict'] }, { name: 'Bob', battlefield: ['Serra Angel', { card: 'Walker', token: true }] }] },
    actions: [{ type: 'choose', player: 'Bob', key: 'sacrifice', value: 'Walker token' }, { type: 'cast', player: 'Alice', card: 'Diabolic Edict', targets: ['Bob'] }, 'resolve-stack'],
  },
  /** Viscera Seer sacrifices Doomed Traveler to scry 1; the Traveler's dies trigger makes a Spirit. */
  seerSacrificesTraveler: {
    setup: { players: [{ name: 'Alice', battlefield: ['Viscera Seer', 'Doomed Traveler'], library: ['Forest'] }, { name: 'Bob' }] },
    actions: [{ type: 'activate', player: 'Alice', source: 'Viscera Seer', choices: { sacrifice: 'Doomed Traveler' } }, 'resolve-stack'],
  },
  /** Three players' Doomed Travelers die to Pyroclasm on Bob's turn: APNAP is Bob, Carol, then Alice. */
  threePlayerTriggers: {
    setup: {
      players: [
        { name: 'Alice', battlefield: ['Doomed Traveler'] },
        { name: 'Bob', battlefield: ['Doomed Traveler', 'Mountain', 'Mountain'], hand: ['Pyroclasm'] },
        { name: 'Carol', battlefield: ['Doomed Traveler'] },
      ],
      activePlayer: 'Bob',
    },
    actions: [{ type: 'cast', player: 'Bob', card: 'Pyroclasm' }, 'pass-step'],
  },
  /** Abrade, mode 1: destroy target artifact. */
  abradeTheRing: {
    setup: { players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Abrade'] }, { name: 'Bob', battlefield: ['Sol Ring'] }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Abrade', modes: [1], targets: ['Sol Ring'] }, 'resolve-stack'],
  },
  /** A 10-action game for the benchmark and the determinism test. */
  tenActions: {
    setup: { players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Forest', 'Grizzly Bears'], hand: ['Lightning Bolt', 'Giant Growth', 'Shock'] }, { name: 'Bob', battlefield: ['Mountain', 'Savannah Lions'], hand: ['Shock'] }] },
    actions: [
      { type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Savannah Lions'] },
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'Shock', targets: ['Grizzly Bears'] },
      pass('Bob'),
      { type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Grizzly Bears'] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    ],
  },
} satisfies Record<string, Scenario>;
