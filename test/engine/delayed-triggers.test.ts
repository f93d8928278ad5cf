/** 603.7: delayed triggered abilities — created by a resolving effect, they trigger once, at their time, and act on what that effect named. */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Blessed Wine: "You gain 1 life. Draw a card at the beginning of the next turn's upkeep." */
const WINE: CardDefinitionInput = {
  name: 'Wine Test',
  manaCost: '{1}{W}',
  types: ['Instant'],
  spell: { effects: [{ do: 'gain-life', amount: 1, who: 'you' }, { do: 'delayed-trigger', at: 'next-turn-upkeep', effects: [{ do: 'draw', amount: 1, who: 'you' }], text: 'Draw a card.' }] },
};
/** Like Otherworldly Journey: "Exile target creature. At the beginning of the next end step, return that card to the battlefield." */
const JOURNEY: CardDefinitionInput = {
  name: 'Journey Test',
  manaCost: '{1}{W}',
  types: ['Instant'],
  spell: {
    targets: [{ kind: 'creature' }],
    effects: [{ do: 'exile', what: 'target' }, { do: 'delayed-trigger', at: 'next-end-step', effects: [{ do: 'return-to-battlefield', what: 'target' }], text: 'Return that card to the battlefield.' }],
  },
};

const passes = (g: Game, ...players: string[]) => players.flatMap((player) => g.do({ type: 'pass', player }));

describe('603.7: delayed triggered abilities', () => {
  it("603.7b: 'the next turn's upkeep' — not this turn's; it triggers once, at the next turn's upkeep", () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains'], hand: ['Wine Test'], library: ['Island', 'Forest', 'Mountain'] }, { name: 'Bob', library: ['Swamp', 'Swamp'] }], step: 'upkeep', cards: [WINE] });
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Wine Test' });
    const resolved = g.resolveStack();
    expect([...cast, ...resolved].some((e) => e.rules.includes('603.7a'))).toBe(true);
    expect(g.state.players[0]!.hand).toHaveLength(0);
    // Through Alice's turn to Bob's upkeep: the trigger goes on the stack there, and Alice draws.
    for (let i = 0; i < 40 && !(g.state.turn === 2 && g.state.step === 'upkeep'); i++) passes(g, g.state.players[g.state.priority ?? 0]!.name);
    expect(g.state.stack.map((item) => item.label)).toEqual(["Wine Test's trigger"]);
    g.resolveStack();
    // Island in her own draw step (the trigger waited through it), Forest from the delayed trigger.
    expect(g.state.players[0]!.hand.map((id) => g.state.objects[id]!.card)).toEqual(['Island', 'Forest']);
    expect(g.state.delayedTriggers).toEqual([]);
  });

  it('603.7c: "return that card" finds the card it exiled; once the card has left exile, the delayed trigger does nothing', () => {
    const play = (leavesExile: boolean) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains'], hand: ['Journey Test'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], cards: [JOURNEY] });
      g.do({ type: 'cast', player: 'Alice', card: 'Journey Test', targets: ['Grizzly Bears'] });
      g.resolveStack();
      const bears = Object.values(g.state.objects).find((o) => o.card === 'Grizzly Bears')!;
      expect(bears.zone).toBe('exile');
      if (leavesExile) {
        // As if another effect put the exiled card into its owner's graveyard: it is a new object (400.7).
        g.state.players[1]!.exile = g.state.players[1]!.exile.filter((id) => id !== bears.id);
        g.state.players[1]!.graveyard.push(bears.id);
        bears.zone = 'graveyard';
        bears.zoneChangeCount++;
      }
      for (let i = 0; i < 20 && g.state.step !== 'end'; i++) passes(g, g.state.players[g.state.priority ?? 0]!.name);
      const events = g.resolveStack();
      return { g, events, bears: g.state.objects[bears.id]! };
    };
    const returned = play(false);
    expect(returned.events.some((e) => e.rules.includes('603.7b'))).toBe(false); // it triggered as the end step began, before these events
    expect(returned.bears.zone).toBe('battlefield');
    expect(returned.g.state.stack).toEqual([]);
    const gone = play(true);
    expect(gone.bears.zone).toBe('graveyard');
  });
});
