/** 613.1f (layer 6): quoted abilities granted by an Aura, or until end of turn by a spell; "equipped creature" triggers (301.5). */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Ephara's Radiance: Enchanted creature has "{1}{W}, {T}: You gain 3 life." */
const RADIANCE: CardDefinitionInput = {
  name: 'Radiance Test',
  manaCost: '{W}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  enchant: 'creature',
  grantedAbilities: [{ kind: 'activated', cost: { mana: '{1}{W}', tap: true }, effects: [{ do: 'gain-life', amount: 3, who: 'you' }], text: '{1}{W}, {T}: You gain 3 life.' }],
  abilities: [{ kind: 'static', affects: 'attached', modify: { addGrantedAbilities: [0] }, text: 'Enchanted creature has "{1}{W}, {T}: You gain 3 life."' }],
};
/** Like Retraction Helix: until end of turn, target creature gains "{T}: Return target nonland permanent to its owner's hand." */
const HELIX: CardDefinitionInput = {
  name: 'Helix Test',
  manaCost: '{U}',
  types: ['Instant'],
  grantedAbilities: [{ kind: 'activated', cost: { tap: true }, targets: [{ kind: 'permanent', filter: { notTypes: ['Land'] } }], effects: [{ do: 'return-to-hand', what: 'target' }], text: '{T}: Return target nonland permanent to its owner\'s hand.' }],
  spell: { targets: [{ kind: 'creature' }], effects: [{ do: 'modify', on: 'target', changes: { addGrantedAbilities: [0] } }] },
};
/** Like Armory of Iroas: "Whenever equipped creature attacks, put a +1/+1 counter on it." */
const ARMORY: CardDefinitionInput = {
  name: 'Armory Test',
  manaCost: '{2}',
  types: ['Artifact'],
  subtypes: ['Equipment'],
  abilities: [{ kind: 'triggered', when: 'attacks', subject: { attachedToSource: true }, effects: [{ do: 'counters', counter: '+1/+1', amount: 1, on: 'it' }], text: 'Whenever equipped creature attacks, put a +1/+1 counter on it.' }],
};

describe('layer 6: an Aura grants a quoted ability', () => {
  it('the enchanted creature can activate it; without the Aura it has no such ability', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', { card: 'Radiance Test', attachedTo: 'Grizzly Bears' }, 'Plains', 'Plains'] }, { name: 'Bob' }], cards: [RADIANCE] });
    g.do({ type: 'activate', player: 'Alice', source: 'Grizzly Bears', ability: 0 });
    g.resolveStack();
    expect(g.snapshot().players[0]!.life).toBe(23);
    const bare = new Game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Plains', 'Plains'] }, { name: 'Bob' }] });
    expect(bare.do({ type: 'activate', player: 'Alice', source: 'Grizzly Bears' }).find((e) => e.kind === 'illegal-action')?.text).toMatch(/no activated ability/);
  });
});

describe('611.2a: a spell grants a quoted ability until end of turn', () => {
  it('the creature uses it this turn; it is gone after cleanup (514.2)', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Island'], hand: ['Helix Test'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [HELIX] });
    g.do({ type: 'cast', player: 'Alice', card: 'Helix Test', targets: ['Grizzly Bears'] });
    g.resolveStack();
    g.do({ type: 'activate', player: 'Alice', source: 'Grizzly Bears', ability: 0, targets: ['Hill Giant'] });
    g.resolveStack();
    expect(g.snapshot().players[1]!.hand).toEqual(['Hill Giant']);
  });
});

describe('301.5, 603.2: "whenever equipped creature attacks"', () => {
  it('triggers for the creature it is attached to, not for others', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Savannah Lions', { card: 'Armory Test', attachedTo: 'Grizzly Bears' }] }, { name: 'Bob' }], step: 'beginning-of-combat', cards: [ARMORY] });
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Grizzly Bears': 'Bob', 'Savannah Lions': 'Bob' } });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'pass', player: 'Bob' });
    g.resolveStack();
    const board = g.snapshot().battlefield;
    expect(board.find((p) => p.label === 'Grizzly Bears')!.counters).toEqual({ '+1/+1': 1 });
    expect(board.find((p) => p.label === 'Savannah Lions')!.counters).toEqual({});
  });
});
