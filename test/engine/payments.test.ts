/** 118.12 costs paid on resolution: "counter target spell unless its controller pays {N}" and "you may pay … If you do, …". */
import { Game, type CardDefinitionInput } from '../../src/engine';

const PIERCE: CardDefinitionInput = { name: 'Pierce', manaCost: '{U}', types: ['Instant'], spell: { targets: [{ kind: 'spell' }], effects: [{ do: 'counter', what: 'target', unlessPays: 2 }] } };
/** Like Pheres-Band Raiders' inspired trigger, on an instant for the test: "You may pay {1}{G}. If you do, draw a card." */
const MAY_PAY: CardDefinitionInput = { name: 'Maybe Draw', manaCost: '{G}', types: ['Sorcery'], spell: { effects: [{ do: 'may-pay', cost: { mana: '{1}{G}' }, effects: [{ do: 'draw', amount: 1, who: 'you' }] }] } };

function pierced(aliceLands: string[], choice?: boolean) {
  const g = new Game({ players: [{ name: 'Alice', battlefield: aliceLands, hand: ['Lightning Bolt'] }, { name: 'Bob', battlefield: ['Island'], hand: ['Pierce'] }], cards: [PIERCE] });
  g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] });
  if (choice !== undefined) g.do({ type: 'choose', player: 'Alice', key: 'pay', value: choice });
  g.do({ type: 'pass', player: 'Alice' });
  g.do({ type: 'cast', player: 'Bob', card: 'Pierce', targets: ['Lightning Bolt'] });
  const events = g.resolveStack();
  return { g, events };
}

describe('"counter target spell unless its controller pays {2}" (701.6a, 118.12)', () => {
  it('its controller pays when able (the default), tapping lands: the spell resolves', () => {
    const { g, events } = pierced(['Mountain', 'Mountain', 'Mountain']);
    expect(events.some((e) => e.kind === 'countered')).toBe(false);
    expect(g.snapshot().players[1]!.life).toBe(17);
    expect(g.snapshot().battlefield.filter((p) => p.tapped && p.label.startsWith('Mountain'))).toHaveLength(3);
  });
  it('unable to pay (one land left), the spell is countered and nothing is tapped for nothing', () => {
    const { g, events } = pierced(['Mountain', 'Mountain']);
    expect(events.some((e) => e.kind === 'countered')).toBe(true);
    expect(events.some((e) => /can't pay \{2\}/.test(e.text))).toBe(true);
    expect(g.snapshot().battlefield.filter((p) => p.tapped && p.label.startsWith('Mountain'))).toHaveLength(1);
  });
  it('choosing not to pay: countered', () => {
    expect(pierced(['Mountain', 'Mountain', 'Mountain'], false).events.some((e) => e.kind === 'countered')).toBe(true);
  });
});

describe('"You may pay {1}{G}. If you do, draw a card."', () => {
  const game = (lands: string[]) => new Game({ players: [{ name: 'Alice', battlefield: lands, hand: ['Maybe Draw'], library: ['Island'] }, { name: 'Bob' }], cards: [MAY_PAY] });
  it('paid (the default when able): draws', () => {
    const g = game(['Forest', 'Forest', 'Forest']);
    g.do({ type: 'cast', player: 'Alice', card: 'Maybe Draw' });
    g.resolveStack();
    expect(g.snapshot().players[0]!.hand).toEqual(['Island']);
  });
  it('not payable: nothing happens', () => {
    const g = game(['Forest', 'Forest']);
    g.do({ type: 'cast', player: 'Alice', card: 'Maybe Draw' });
    g.resolveStack();
    expect(g.snapshot().players[0]!.hand).toEqual([]);
  });
});
