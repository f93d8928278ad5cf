/**
 * Issue 20: keyword abilities that work on the stack, on real cards of the 2020 pool compiled from
 * their Oracle text and played: split second (702.61) and storm (702.40).
 */
import { Game, type EngineEvent, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const text = (events: EngineEvent[]) => events.map((e) => e.text).join('\n');
const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);

function game(setup: GameSetup, names: string[]): Game {
  return new Game({ ...setup, cards: [...names.map(compiledPoolCard), ...(setup.cards ?? [])] });
}

describeWithSharedData('stack keywords (2020 pool)', [POOL_FILE], () => {
  it('702.61a: split second — while Sudden Shock is on the stack no spell can be cast and no ability but a mana ability activated (702.61b)', () => {
    const g = game(
      {
        step: 'precombat-main',
        players: [
          { name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Sudden Shock'] },
          { name: 'Bob', battlefield: ['Forest', 'Forest', 'Grizzly Bears', 'Prodigal Sorcerer', 'Llanowar Elves'], hand: ['Giant Growth'] },
        ],
      },
      ['Sudden Shock'],
    );
    g.do({ type: 'cast', player: 'Alice', card: 'Sudden Shock', targets: ['Grizzly Bears'] });
    g.do({ type: 'pass', player: 'Alice' });
    expect(refusal(g.do({ type: 'cast', player: 'Bob', card: 'Giant Growth', targets: ['Grizzly Bears'] }))).toMatch(/Bob can't cast a spell while Sudden Shock, a spell with split second, is on the stack/);
    expect(refusal(g.do({ type: 'activate', player: 'Bob', source: 'Prodigal Sorcerer', targets: ['Alice'] }))).toMatch(/can't activate Prodigal Sorcerer's ability .*split second/);
    // A mana ability is still allowed.
    expect(refusal(g.do({ type: 'activate', player: 'Bob', source: 'Llanowar Elves', mana: 'G' }))).toBeUndefined();
    g.resolveStack();
    expect(permanent(g, 'Grizzly Bears')).toBeUndefined();
    // Once it has left the stack, spells can be cast again.
    g.do({ type: 'pass', player: 'Alice' });
    expect(refusal(g.do({ type: 'cast', player: 'Bob', card: 'Giant Growth', targets: ['Llanowar Elves'] }))).toBeUndefined();
  });

  it('702.40a: storm — Brain Freeze copied once for each other spell cast before it this turn, by either player; a spell cast after it doesn\'t count', () => {
    const library = Array.from({ length: 12 }, () => 'Island');
    const g = game(
      {
        step: 'precombat-main',
        players: [
          { name: 'Alice', battlefield: ['Mountain', 'Island', 'Island'], hand: ['Shock', 'Brain Freeze'] },
          { name: 'Bob', battlefield: ['Forest', 'Forest', 'Grizzly Bears'], hand: ['Giant Growth', 'Giant Growth'], library },
        ],
      },
      ['Brain Freeze'],
    );
    g.do({ type: 'cast', player: 'Alice', card: 'Shock', targets: ['Bob'] });
    g.resolveStack();
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Giant Growth', targets: ['Grizzly Bears'] });
    g.resolveStack();
    const cast = g.events.length;
    g.do({ type: 'cast', player: 'Alice', card: 'Brain Freeze', targets: ['Bob'] });
    // Bob answers the storm trigger with a spell: it is cast after Brain Freeze, so it adds no copy.
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Giant Growth', targets: ['Grizzly Bears'] });
    g.resolveStack();
    const trace = text(g.events.slice(cast));
    expect(trace).toMatch(/Brain Freeze's storm triggers .*"Storm \(2 other spells were cast before it this turn\)"/);
    expect(trace.match(/puts .* on the stack: a copy of Brain Freeze/g)).toHaveLength(2);
    // The original and its two copies: three times three cards.
    expect(g.state.players[1]!.library).toHaveLength(3);
  });
});
