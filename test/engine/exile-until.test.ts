/** 610.3: "exile … until ~ leaves the battlefield" — the return, and the source that left first (610.3b). */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Banisher Priest: "When ~ enters, exile target creature an opponent controls until ~ leaves the battlefield." */
const PRIEST: CardDefinitionInput = {
  name: 'Warden Priest',
  manaCost: '{1}{W}',
  types: ['Creature'],
  power: 2,
  toughness: 2,
  abilities: [{ kind: 'triggered', when: 'enters', targets: [{ kind: 'creature', controller: 'opponent' }], effects: [{ do: 'exile', what: 'target', until: 'source-leaves' }], text: 'When Warden Priest enters, exile target creature an opponent controls until Warden Priest leaves the battlefield.' }],
};

function game(bob: (string | { card: string; token: boolean })[] = ['Grizzly Bears', 'Mountain']) {
  return new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains'], hand: ['Warden Priest'] }, { name: 'Bob', battlefield: bob, hand: ['Lightning Bolt'] }], cards: [PRIEST] });
}

const where = (g: Game, player: string) => g.snapshot().players.find((p) => p.name === player)!;
const onBattlefield = (g: Game) => g.snapshot().battlefield.map((p) => `${p.label} (${p.controller})`);

describe('610.3: exiled until the source leaves the battlefield', () => {
  it('the creature comes back, under its owner\'s control, as soon as the source leaves (610.3c)', () => {
    const g = game();
    g.do({ type: 'cast', player: 'Alice', card: 'Warden Priest' });
    g.resolveStack();
    expect(where(g, 'Bob').exile).toEqual(['Grizzly Bears']);
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Warden Priest'] });
    const events = g.resolveStack();
    expect(events.find((e) => e.rules.includes('610.3') && /to the battlefield/.test(e.text))!.text).toMatch(/^Grizzly Bears moves from Bob's exile to the battlefield \(Warden Priest left the battlefield\)/);
    expect(onBattlefield(g)).toContain('Grizzly Bears (Bob)');
    expect(where(g, 'Bob').exile).toEqual([]);
  });

  it('610.3b: the source killed in response to its trigger — nothing is exiled at all', () => {
    const g = game();
    g.do({ type: 'cast', player: 'Alice', card: 'Warden Priest' });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'pass', player: 'Bob' }); // the Priest resolves; its trigger goes on the stack
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Warden Priest'] });
    const events = g.resolveStack();
    expect(events.find((e) => e.rules.includes('610.3b'))!.text).toBe("Warden Priest has already left the battlefield: Grizzly Bears isn't exiled");
    expect(onBattlefield(g)).toContain('Grizzly Bears (Bob)');
  });

  it('111.8, 704.5d: a token exiled this way ceases to exist, and nothing returns when the source leaves', () => {
    const g = game([{ card: 'Soldier', token: true }, 'Mountain']);
    g.do({ type: 'cast', player: 'Alice', card: 'Warden Priest' });
    expect(g.resolveStack().some((e) => e.rules.includes('704.5d'))).toBe(true);
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Warden Priest'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.rules.includes('610.3'))).toBe(false);
    expect(g.snapshot().battlefield.map((p) => p.label)).toEqual(['Plains', 'Plains #2', 'Mountain']);
  });
});
