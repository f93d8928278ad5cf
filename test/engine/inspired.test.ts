/** Inspired (207.2c ability word): "Whenever ~ becomes untapped" triggers in the untap step (502.3) and on an untap effect (701.26b). */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Sphinx's Disciple: "Inspired — Whenever ~ becomes untapped, draw a card." */
const DISCIPLE: CardDefinitionInput = {
  name: 'Untap Watcher',
  manaCost: '{2}{U}',
  types: ['Creature'],
  power: 2,
  toughness: 2,
  abilities: [{ kind: 'triggered', when: 'becomes-untapped', effects: [{ do: 'draw', amount: 1, who: 'you' }], text: 'Inspired — Whenever Untap Watcher becomes untapped, draw a card.' }],
};
/** "Enchanted creature doesn't untap during its controller's untap step." */
const SNARE: CardDefinitionInput = {
  name: 'Untap Snare',
  manaCost: '{U}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  enchant: 'creature',
  abilities: [{ kind: 'static', affects: 'attached', rules: { doesntUntap: true }, text: "Enchanted creature doesn't untap during its controller's untap step." }],
};

function untapStepOf(battlefield: (string | { card: string; tapped?: boolean; attachedTo?: string })[]) {
  const g = new Game({ players: [{ name: 'Alice', battlefield, library: ['Island', 'Island', 'Island'] }, { name: 'Bob', library: ['Island'] }], activePlayer: 'Bob', step: 'end', cards: [DISCIPLE, SNARE] });
  // Bob's end step, cleanup, then Alice's turn: her untap step.
  const events = [...g.do({ type: 'pass', player: 'Bob' }), ...g.do({ type: 'pass', player: 'Alice' })];
  events.push(...g.resolveStack());
  return { g, events };
}

describe('inspired: "whenever ~ becomes untapped"', () => {
  it('triggers as its controller untaps it in the untap step; the trigger waits for the upkeep (502.4)', () => {
    const { g, events } = untapStepOf([{ card: 'Untap Watcher', tapped: true }]);
    expect(events.some((e) => e.kind === 'trigger' && /Untap Watcher's ability triggers \(Untap Watcher became untapped\)/.test(e.text))).toBe(true);
    expect(g.snapshot().players[0]!.hand).toHaveLength(1);
  });

  it('an untapped creature does not "become untapped"', () => {
    const { events } = untapStepOf(['Untap Watcher']);
    expect(events.some((e) => e.kind === 'trigger')).toBe(false);
  });

  it('502.3: a creature that "doesn\'t untap during its controller\'s untap step" stays tapped and does not trigger', () => {
    const { g, events } = untapStepOf([{ card: 'Untap Watcher', tapped: true }, { card: 'Untap Snare', attachedTo: 'Untap Watcher' }]);
    expect(events.some((e) => e.kind === 'trigger')).toBe(false);
    expect(g.snapshot().battlefield.find((p) => p.label === 'Untap Watcher')!.tapped).toBe(true);
  });

  it('an untap effect (701.26b) triggers it too', () => {
    const untapper: CardDefinitionInput = { name: 'Untapper', manaCost: '{U}', types: ['Instant'], spell: { targets: [{ kind: 'creature' }], effects: [{ do: 'untap', what: 'target' }] } };
    const g = new Game({ players: [{ name: 'Alice', battlefield: [{ card: 'Untap Watcher', tapped: true }, 'Island'], hand: ['Untapper'], library: ['Island'] }, { name: 'Bob' }], cards: [DISCIPLE, untapper] });
    g.do({ type: 'cast', player: 'Alice', card: 'Untapper', targets: ['Untap Watcher'] });
    g.resolveStack();
    expect(g.snapshot().players[0]!.hand).toHaveLength(1);
  });
});
