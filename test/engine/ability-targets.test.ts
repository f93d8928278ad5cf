/** 115.1, 701.6a: an activated or triggered ability on the stack as a target ("counter target activated or triggered ability"). */
import { Game, type CardDefinitionInput } from '../../src/engine';

const counterAbility = (name: string, kind: 'ability' | 'activated-ability' | 'triggered-ability'): CardDefinitionInput => ({
  name,
  manaCost: '{U}',
  types: ['Instant'],
  spell: { targets: [{ kind }], effects: [{ do: 'counter', what: 'target' }] },
});

function game(): Game {
  return new Game({
    players: [
      { name: 'Alice', battlefield: ['Blood Artist', 'Mountain'], hand: ['Lightning Bolt'] },
      { name: 'Bob', battlefield: ['Island', 'Island'], hand: ['Stifle', 'Trigger Stifle', 'Counterspell'] },
    ],
    cards: [counterAbility('Stifle', 'ability'), counterAbility('Trigger Stifle', 'triggered-ability')],
  });
}

/** Alice bolts her own Blood Artist; its dies trigger goes on the stack. */
function withTrigger(): Game {
  const g = game();
  g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Blood Artist'] });
  g.do({ type: 'pass', player: 'Alice' });
  g.do({ type: 'pass', player: 'Bob' });
  expect(g.snapshot().stack.map((s) => s.label)).toEqual(["Blood Artist's trigger"]);
  return g;
}

describe('an ability on the stack as a target', () => {
  it('is named by its label, and countering it removes it without effect (701.6a)', () => {
    const g = withTrigger();
    g.do({ type: 'pass', player: 'Alice' });
    const cast = g.do({ type: 'cast', player: 'Bob', card: 'Stifle', targets: ["Blood Artist's trigger"] });
    expect(cast.find((e) => e.step === '601.2c')?.text).toBe("Targets: Blood Artist's trigger");
    const resolved = g.resolveStack();
    expect(resolved.filter((e) => e.kind === 'countered').map((e) => [e.rules, e.text])).toEqual([[['701.6a'], "Blood Artist's trigger is countered: it is removed from the stack"]]);
    expect(g.snapshot().players.map((p) => p.life)).toEqual([20, 20]);
  });

  it('is named by its stack item id, and "target triggered ability" accepts it', () => {
    const g = withTrigger();
    g.do({ type: 'pass', player: 'Alice' });
    const id = g.state.stack[0]!.id;
    g.do({ type: 'cast', player: 'Bob', card: 'Trigger Stifle', targets: [{ ability: id }] });
    g.resolveStack();
    expect(g.snapshot().players.map((p) => p.life)).toEqual([20, 20]);
  });

  it('"counter target spell" refuses it: not a spell (115.1)', () => {
    const g = withTrigger();
    g.do({ type: 'pass', player: 'Alice' });
    const refused = g.do({ type: 'cast', player: 'Bob', card: 'Counterspell', targets: ["Blood Artist's trigger"] });
    expect(refused.some((e) => e.kind === 'illegal-action' && /not a spell \(115\.1\)/.test(e.text))).toBe(true);
  });

  it('"counter target activated or triggered ability" refuses a spell or a permanent (115.1)', () => {
    const g = game();
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] });
    g.do({ type: 'pass', player: 'Alice' });
    const refused = g.do({ type: 'cast', player: 'Bob', card: 'Stifle', targets: ['Lightning Bolt'] });
    expect(refused.some((e) => e.kind === 'illegal-action' && /not an activated or triggered ability on the stack \(115\.1\)/.test(e.text))).toBe(true);
  });
});
