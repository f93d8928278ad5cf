import fc from 'fast-check';
import { createGame, snapshot, step, type Action, type GameState } from '../../src/engine';

/** A busy board where most cards in the pool have something to do. */
const SETUP = {
  players: [
    {
      name: 'Alice',
      battlefield: ['Mountain', 'Forest', 'Plains', 'Island', 'Swamp', 'Favored Hoplite', 'Artisan of Forms', 'Goblin Bombardment', { card: 'Heartwood', token: true }, 'Gilder Bairn'],
      hand: ['Lightning Bolt', 'Gods Willing', 'Giant Growth', 'Twincast', 'Clone', 'Arc Trail', 'Blaze', 'Diabolic Edict'],
      library: ['Forest', 'Island', 'Plains'],
    },
    {
      name: 'Bob',
      battlefield: ['Mountain', 'Island', 'Island', 'Slippery Bogle', 'Doomed Traveler', 'Perilous Myr', 'Blood Artist', 'Viscera Seer', { card: 'Walker', token: true }],
      hand: ['Shock', 'Counterspell', 'Redirect', "Ranger's Guile", 'Murder'],
      library: ['Mountain', 'Swamp'],
    },
  ],
};

/** Turns random numbers into an action that names things actually in the game (legal or not). */
function actionFrom(state: GameState, [kind, a, b, c, x]: number[]): Action {
  const board = snapshot(state);
  const player = board.priority ?? board.activePlayer;
  const me = board.players.find((p) => p.name === player)!;
  const names = [...board.battlefield.map((p) => p.label), ...board.stack.map((s) => s.label), ...board.players.map((p) => p.name)];
  const pick = <T>(list: T[], n: number) => list[n % Math.max(1, list.length)]!;
  const mine = board.battlefield.filter((p) => p.controller === player).map((p) => p.label);
  switch (kind! % 4) {
    case 0:
      return { type: 'pass', player };
    case 1:
      return { type: 'cast', player, card: pick(me.hand, a!) ?? 'nothing', targets: [pick(names, b!), pick(names, c!)].slice(0, 1 + (x! % 2)), x: x! % 3 };
    case 2:
      return { type: 'activate', player, source: pick(mine, a!) ?? 'nothing', targets: [pick(names, b!)].slice(0, c! % 2), mana: (['W', 'U', 'B', 'R', 'G'] as const)[x! % 5] };
    default:
      return { type: 'choose', player, key: pick(['targets', 'order', 'may', 'color', 'sacrifice', 'copy'], a!), value: pick([[pick(names, b!)], pick(names, c!), false, 'red'], x!) };
  }
}

describe('any sequence of actions: the engine never crashes, and every event is complete', () => {
  it('plays 60 random actions on a busy board without throwing; events have a kind, rules and text; the state stays JSON', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(1000), { minLength: 5, maxLength: 5 }), { minLength: 1, maxLength: 60 }), (rolls) => {
        let state = createGame(SETUP).state;
        for (const roll of rolls) {
          const result = step(state, actionFrom(state, roll));
          for (const event of result.events) {
            expect(event.rules.length).toBeGreaterThan(0);
            expect(event.text.length).toBeGreaterThan(0);
            expect(event.seq).toBeGreaterThan(0);
          }
          state = result.state;
        }
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
      { numRuns: 150, seed: 4 },
    );
  });
});
