/**
 * Issue 22's constructs on real cards of the 2020 pool, each compiled from its Oracle text and played:
 * the kindred type line, permanents with untap rules of their own, damage as an event.
 */
import { Game, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, toUpkeep } from './pool';

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const life = (g: Game, player: string) => g.snapshot().players.find((p) => p.name === player)?.life;
const handSize = (g: Game, player: string) => g.state.players.find((p) => p.name === player)!.hand.length;

function game(setup: GameSetup, names: string[]): Game {
  return new Game({ ...setup, cards: [...names.map(compiledPoolCard), ...(setup.cards ?? [])] });
}

describeWithSharedData('permanents with rules of their own, damage as an event (2020 pool)', [POOL_FILE], () => {
  it('308: kindred — a "Tribal Instant — Faerie" is a kindred instant (its older name read), and a kindred Faerie is a Faerie you control', () => {
    expect(compiledPoolCard('Peppersmoke')).toMatchObject({ types: ['Kindred', 'Instant'], subtypes: ['Faerie'] });
    // Peppersmoke: "Target creature gets -1/-1 until end of turn. If you control a Faerie, draw a card."
    const play = (battlefield: string[]) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp', ...battlefield], hand: ['Peppersmoke'], library: ['Island', 'Island'] }, { name: 'Bob', battlefield: ['Savannah Lions'] }] }, ['Peppersmoke', 'Bitterblossom']);
      g.do({ type: 'cast', player: 'Alice', card: 'Peppersmoke', targets: ['Savannah Lions'] });
      g.resolveStack();
      return g;
    };
    const alone = play([]);
    expect(permanent(alone, 'Savannah Lions')).toBeUndefined();
    expect(handSize(alone, 'Alice')).toBe(0);
    // Bitterblossom is a "Tribal Enchantment — Faerie" (308.3: its subtypes are creature types).
    expect(handSize(play(['Bitterblossom']), 'Alice')).toBe(1);
  });

  it('502.3: "~ doesn\'t untap during your untap step" — Basalt Monolith stays tapped through its controller\'s untap step, and its own ability untaps it', () => {
    const tappedIslands = Array.from({ length: 3 }, () => ({ card: 'Island', tapped: true }));
    const g = game({ players: [{ name: 'Alice', battlefield: [{ card: 'Basalt Monolith', tapped: true }, ...tappedIslands], library: ['Plains', 'Plains'] }, { name: 'Bob', library: ['Plains', 'Plains'] }] }, ['Basalt Monolith']);
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    expect(g.snapshot().battlefield.map((p) => [p.name, p.tapped])).toEqual([['Basalt Monolith', true], ...Array(3).fill(['Island', false])]);
    g.do({ type: 'activate', player: 'Alice', source: 'Basalt Monolith', ability: 2 });
    g.resolveStack();
    expect(permanent(g, 'Basalt Monolith')?.tapped).toBe(false);
  });

  it('120.2: "deals N damage to each creature and each player" — Dakmor Plague damages every creature and every player at once; Inner Struggle\'s creature deals damage to itself', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Hill Giant'], hand: ['Dakmor Plague'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Serra Angel'] }] }, ['Dakmor Plague']);
    g.do({ type: 'cast', player: 'Alice', card: 'Dakmor Plague' });
    g.resolveStack();
    expect([permanent(g, 'Hill Giant'), permanent(g, 'Grizzly Bears')]).toEqual([undefined, undefined]);
    expect(permanent(g, 'Serra Angel')?.damage).toBe(3);
    expect([life(g, 'Alice'), life(g, 'Bob')]).toEqual([17, 17]);

    const struggle = game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Inner Struggle'] }, { name: 'Bob', battlefield: ['Serra Angel'] }] }, ['Inner Struggle']);
    struggle.do({ type: 'cast', player: 'Alice', card: 'Inner Struggle', targets: ['Serra Angel'] });
    const text = struggle.resolveStack().map((e) => e.text).join('\n');
    expect(text).toMatch(/Serra Angel deals 4 damage to Serra Angel/);
    expect(permanent(struggle, 'Serra Angel')).toBeUndefined();
  });

  it('603.2, 120.3: "whenever ~ is dealt damage" — Boros Reckoner dealt lethal damage still triggers, and deals that much damage to any target', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Boros Reckoner'], hand: ['Lightning Bolt'], library: ['Plains'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }] }, ['Boros Reckoner']);
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Boros Reckoner'] });
    g.do({ type: 'choose', player: 'Alice', key: 'targets', value: ['Bob'] });
    const text = g.resolveStack().map((e) => e.text).join('\n');
    expect(text).toMatch(/Boros Reckoner's ability triggers \(Boros Reckoner was dealt 3 damage\)/);
    expect(permanent(g, 'Boros Reckoner')).toBeUndefined();
    // 608.2h: the Reckoner deals the damage as it last existed.
    expect(life(g, 'Bob')).toBe(17);
  });

  it('603.2: "whenever enchanted creature is dealt damage" — Spiteful Shadows: the creature, dead of the damage, deals that much damage to its controller', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Mountain'], hand: ['Spiteful Shadows', 'Lightning Bolt'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Spiteful Shadows']);
    g.do({ type: 'cast', player: 'Alice', card: 'Spiteful Shadows', targets: ['Hill Giant'] });
    g.resolveStack();
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Hill Giant'] });
    const text = g.resolveStack().map((e) => e.text).join('\n');
    // The Giant died of the Bolt; as it last existed it deals 3 damage to Bob, its controller (608.2h).
    expect(text).toMatch(/Hill Giant deals 3 damage to Bob/);
    expect([permanent(g, 'Hill Giant'), life(g, 'Bob'), life(g, 'Alice')]).toEqual([undefined, 17, 20]);
  });

  it('603.2: "whenever ~ becomes the target of a spell or ability" — Phantasmal Bear is sacrificed before the spell resolves; Mossdog counts only an opponent\'s', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Phantasmal Bear', 'Mossdog'], hand: ['Giant Growth', 'Giant Growth'] }, { name: 'Bob', battlefield: ['Forest'], hand: ['Giant Growth'] }] }, ['Phantasmal Bear', 'Mossdog']);
    g.do({ type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Phantasmal Bear'] });
    g.resolveStack();
    // It triggers as the spell is cast (601.2c), and its trigger resolves first.
    expect(g.events.map((e) => e.text).join('\n')).toMatch(/Phantasmal Bear's ability triggers \(Phantasmal Bear became the target of Alice's Giant Growth\)[^]*sacrificed[^]*Giant Growth doesn't resolve/);
    expect(permanent(g, 'Phantasmal Bear')).toBeUndefined();
    // Mossdog: Alice's own Giant Growth doesn't trigger it; Bob's does.
    g.do({ type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Mossdog'] });
    g.resolveStack();
    expect(permanent(g, 'Mossdog')?.counters['+1/+1']).toBeUndefined();
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Giant Growth', targets: ['Mossdog'] });
    g.resolveStack();
    expect(permanent(g, 'Mossdog')).toMatchObject({ counters: { '+1/+1': 1 }, power: 8, toughness: 8 });
  });

  it('613.1b: layer 2 — "You control enchanted creature": Control Magic takes Hill Giant (summoning sick again, 302.6); when the Aura leaves, control returns', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Control Magic'] }, { name: 'Bob', battlefield: ['Hill Giant', 'Plains', 'Plains'], hand: ['Demystify'] }] }, ['Control Magic', 'Demystify']);
    g.do({ type: 'cast', player: 'Alice', card: 'Control Magic', targets: ['Hill Giant'] });
    const text = g.resolveStack().map((e) => e.text).join('\n');
    expect(text).toMatch(/Alice now controls Hill Giant/);
    expect(permanent(g, 'Hill Giant')).toMatchObject({ controller: 'Alice', owner: 'Bob', summoningSick: true });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Demystify', targets: ['Control Magic'] });
    g.resolveStack();
    expect(permanent(g, 'Hill Giant')).toMatchObject({ controller: 'Bob' });
  });
  it('603.2, 120.3a: "whenever ~ deals damage to a player" — any damage: Niv-Mizzet, Dracogenius pinging Bob draws a card; pinging a creature doesn\'t', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Mountain', 'Mountain', 'Niv-Mizzet, Dracogenius'], library: ['Plains', 'Plains'] }, { name: 'Bob', battlefield: ['Serra Angel'] }] }, ['Niv-Mizzet, Dracogenius']);
    g.do({ type: 'activate', player: 'Alice', source: 'Niv-Mizzet, Dracogenius', ability: 1, targets: ['Serra Angel'] });
    g.resolveStack();
    expect(handSize(g, 'Alice')).toBe(0);
    g.do({ type: 'activate', player: 'Alice', source: 'Niv-Mizzet, Dracogenius', ability: 1, targets: ['Bob'] });
    const text = g.resolveStack().map((e) => e.text).join('\n');
    expect(text).toMatch(/Niv-Mizzet, Dracogenius's ability triggers \(Niv-Mizzet, Dracogenius dealt 1 damage to Bob\)/);
    expect([life(g, 'Bob'), handSize(g, 'Alice')]).toEqual([19, 1]);
  });

  it('603.2: "whenever ~ deals damage to an opponent" — Thieving Magpie draws as it deals combat damage to Bob; "deals damage to a creature": Pit Spawn exiles the creature it damaged', () => {
    expect(compiledPoolCard('Thieving Magpie').abilities).toContainEqual(expect.objectContaining({ when: 'deals-damage-to-player', whose: 'opponent' }));
    const attack = new Game({ step: 'beginning-of-combat', players: [{ name: 'Alice', battlefield: ['Thieving Magpie', 'Pit Spawn'], library: ['Plains', 'Plains'] }, { name: 'Bob', battlefield: ['Colossus of Sardia'] }], cards: ['Thieving Magpie', 'Pit Spawn', 'Colossus of Sardia'].map(compiledPoolCard) });
    attack.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Thieving Magpie': 'Bob', 'Pit Spawn': 'Bob' } });
    attack.do({ type: 'choose', player: 'Bob', key: 'blockers', value: { 'Colossus of Sardia': 'Pit Spawn' } });
    while (attack.state.step !== 'end-of-combat' && attack.state.priority !== null) attack.do({ type: 'pass', player: attack.state.priority === 0 ? 'Alice' : 'Bob' });
    // The Colossus survived 6 damage; the Spawn's trigger exiled it. The Magpie drew a card.
    expect(permanent(attack, 'Colossus of Sardia')).toBeUndefined();
    expect(attack.snapshot().players[1]!.exile).toContain('Colossus of Sardia');
    expect(handSize(attack, 'Alice')).toBe(1);
  });
});
