/**
 * 702.37 Morph and megamorph, 708 face-down spells and permanents, 116.2b turning one face up: cast face
 * down as a 2/2 for {3}, turned face up any time its controller has priority by paying its morph cost.
 */
import { Game, type CardDefinitionInput, type CardSetup } from '../../src/engine';
import { compiledPoolCard, POOL_FILE } from '../oracle/pool';
import { describeWithSharedData } from '../shared-data';

/** Like Efreet Weaponmaster cut down: a 3/4 first striker, "When ~ enters, you gain 2 life", morph {1}{W}. */
const MORPHLING: CardDefinitionInput = {
  name: 'Morph Tester',
  manaCost: '{3}{W}{W}',
  types: ['Creature'],
  subtypes: ['Human', 'Soldier'],
  power: 3,
  toughness: 4,
  keywords: ['first strike'],
  morph: { cost: { mana: '{1}{W}' } },
  abilities: [{ kind: 'triggered', when: 'enters', effects: [{ do: 'gain-life', amount: 2, who: 'you' }], text: 'When Morph Tester enters, you gain 2 life.' }],
};

function game(alice: { battlefield?: CardSetup[]; hand?: string[] } = {}, bob: { battlefield?: CardSetup[]; hand?: string[] } = {}, cards: CardDefinitionInput[] = []): Game {
  return new Game({
    players: [
      { name: 'Alice', battlefield: alice.battlefield ?? ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: alice.hand ?? ['Morph Tester'] },
      { name: 'Bob', battlefield: bob.battlefield ?? [], hand: bob.hand ?? [] },
    ],
    cards: [MORPHLING, ...cards],
  });
}

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);

describe('702.37a, 702.37c, 708.4: a card with morph cast face down', () => {
  it('costs {3}, and the spell is a 2/2 creature with no name, no subtypes, no color and no text', () => {
    const g = game();
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Morph Tester', faceDown: true });
    expect(cast.some((e) => e.rules.includes('702.37c') && /cast face down/.test(e.text))).toBe(true);
    expect(cast.some((e) => e.step === '601.2f' && /total cost of Morph Tester is \{3\}/.test(e.text))).toBe(true);
    expect(g.snapshot().battlefield.filter((p) => p.tapped)).toHaveLength(3);
    expect(g.state.stack).toHaveLength(1);
  });

  it('708.2, 708.3: it enters face down, a 2/2 with no abilities, so its enters ability neither triggers nor has any effect', () => {
    const g = game();
    g.do({ type: 'cast', player: 'Alice', card: 'Morph Tester', faceDown: true });
    const events = g.resolveStack();
    expect(permanent(g, 'Morph Tester')).toMatchObject({ name: '', types: ['Creature'], subtypes: [], colors: [], power: 2, toughness: 2, keywords: [], faceDown: true });
    expect(events.some((e) => e.kind === 'trigger')).toBe(false);
    expect(g.snapshot().players[0]!.life).toBe(20);
  });

  it('702.37d: a card without morph can\'t be cast face down', () => {
    const g = game({ hand: ['Grizzly Bears'] });
    const refused = g.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears', faceDown: true });
    expect(refused.find((e) => e.kind === 'illegal-action')).toMatchObject({ rules: ['702.37d'] });
  });

  it('708.4: cast face down it is a creature spell without flash, so only at sorcery speed', () => {
    const g = game({ battlefield: ['Mountain', 'Plains', 'Plains', 'Plains'], hand: ['Lightning Bolt', 'Morph Tester'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] });
    const refused = g.do({ type: 'cast', player: 'Alice', card: 'Morph Tester', faceDown: true });
    expect(refused.find((e) => e.kind === 'illegal-action')?.text).toMatch(/face down only at sorcery speed.*the stack is not empty/);
  });

  it('118.9a: it can\'t be cast both face down and bestowed', () => {
    const g = game();
    const refused = g.do({ type: 'cast', player: 'Alice', card: 'Morph Tester', faceDown: true, bestow: true });
    expect(refused.find((e) => e.kind === 'illegal-action')?.rules).toContain('118.9a');
  });
});

describe('116.2b, 702.37e: turning a face-down permanent face up is a special action', () => {
  const faceDown = { card: 'Morph Tester', faceDown: true };

  it('pays the morph cost; it is the card again, and nothing goes on the stack', () => {
    const g = game({ battlefield: [faceDown, 'Plains', 'Plains'] });
    const events = g.do({ type: 'turn-face-up', player: 'Alice', card: 'Morph Tester' });
    expect(events.some((e) => e.rules.includes('116.2b') && /turns Morph Tester face up, paying its morph cost/.test(e.text))).toBe(true);
    expect(permanent(g, 'Morph Tester')).toMatchObject({ name: 'Morph Tester', power: 3, toughness: 4, keywords: ['first strike'], subtypes: ['Human', 'Soldier'] });
    expect(permanent(g, 'Morph Tester')!.faceDown).toBeUndefined();
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.priority).toBe(0);
  });

  it('any time its controller has priority: on the opponent\'s turn, with a spell on the stack', () => {
    const g = new Game({
      players: [
        { name: 'Alice', battlefield: [faceDown, 'Plains', 'Plains'] },
        { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
      ],
      activePlayer: 'Bob',
      cards: [MORPHLING],
    });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Morph Tester'] });
    g.do({ type: 'pass', player: 'Bob' });
    g.do({ type: 'turn-face-up', player: 'Alice', card: 'Morph Tester' });
    expect(g.state.stack).toHaveLength(1);
    g.resolveStack();
    // Turned face up in response, the 3/4 survives the Bolt.
    expect(permanent(g, 'Morph Tester')).toMatchObject({ power: 3, toughness: 4, damage: 3 });
  });

  it('only by its controller, only when face down, and only if the cost is paid', () => {
    const bobs = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains'] }, { name: 'Bob', battlefield: [faceDown] }], cards: [MORPHLING] });
    expect(bobs.do({ type: 'turn-face-up', player: 'Alice', card: 'Morph Tester' }).find((e) => e.kind === 'illegal-action')?.text).toMatch(/only its controller may turn it face up/);
    const faceUp = game({ battlefield: ['Morph Tester', 'Plains', 'Plains'] });
    expect(faceUp.do({ type: 'turn-face-up', player: 'Alice', card: 'Morph Tester' }).find((e) => e.kind === 'illegal-action')?.rules).toEqual(['708.7']);
    const poor = game({ battlefield: [faceDown, 'Plains'] });
    expect(poor.do({ type: 'turn-face-up', player: 'Alice', card: 'Morph Tester' }).find((e) => e.kind === 'illegal-action')?.text).toMatch(/can't pay/);
    expect(permanent(poor, 'Morph Tester')!.faceDown).toBe(true);
  });

  it('a face-down permanent without a morph cost face up (a card with none) can\'t be turned face up', () => {
    const g = game({ battlefield: [{ card: 'Grizzly Bears', faceDown: true }, 'Plains'] });
    expect(g.do({ type: 'turn-face-up', player: 'Alice', card: 'Grizzly Bears' }).find((e) => e.kind === 'illegal-action')?.rules).toEqual(['702.37e']);
  });
});

describe('708.8: turned face up, it is the same permanent', () => {
  it('keeps its counters and damage, and effects applied to it still apply', () => {
    const g = game({ battlefield: [{ card: 'Morph Tester', faceDown: true, counters: { '+1/+1': 1 }, damage: 2 }, 'Plains', 'Plains', 'Forest'], hand: ['Giant Growth'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Morph Tester'] });
    g.resolveStack();
    expect(permanent(g, 'Morph Tester')).toMatchObject({ power: 6, toughness: 6, damage: 2 });
    g.do({ type: 'turn-face-up', player: 'Alice', card: 'Morph Tester' });
    expect(permanent(g, 'Morph Tester')).toMatchObject({ power: 7, toughness: 8, damage: 2, counters: { '+1/+1': 1 } });
  });

  it('it didn\'t enter the battlefield: its enters ability doesn\'t trigger', () => {
    const g = game({ battlefield: [{ card: 'Morph Tester', faceDown: true }, 'Plains', 'Plains'] });
    const events = g.do({ type: 'turn-face-up', player: 'Alice', card: 'Morph Tester' });
    expect(events.some((e) => e.kind === 'trigger')).toBe(false);
    expect(g.state.pendingTriggers).toHaveLength(0);
  });
});

describe('708.9: a face-down object that leaves for another zone is face up there', () => {
  it('a face-down creature that dies is revealed: the card is face up in the graveyard', () => {
    const g = new Game({
      players: [
        { name: 'Alice', battlefield: [{ card: 'Morph Tester', faceDown: true }] },
        { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
      ],
      activePlayer: 'Bob',
      cards: [MORPHLING],
    });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Morph Tester'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.rules.includes('708.9') && /dies; it is face up there/.test(e.text))).toBe(true);
    const card = g.state.objects[g.state.players[0]!.graveyard[0]!]!;
    expect(card.faceDown).toBeUndefined();
    expect(g.snapshot().players[0]!.graveyard).toEqual(['Morph Tester']);
  });

  it('707.2, 708.10: a Clone entering as a copy of a face-down creature copies the face-down values: a nameless 2/2', () => {
    const g = new Game({
      players: [
        { name: 'Alice', battlefield: [{ card: 'Morph Tester', faceDown: true }, 'Island', 'Island', 'Island', 'Island'], hand: ['Clone'] },
        { name: 'Bob' },
      ],
      cards: [MORPHLING],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Clone' });
    g.resolveStack();
    expect(permanent(g, 'Clone')).toMatchObject({ name: '', power: 2, toughness: 2, keywords: [] });
    expect(permanent(g, 'Clone')!.faceDown).toBeUndefined();
  });
});

describeWithSharedData('702.37 on real cards of the 2020 pool', [POOL_FILE], () => {
  it('702.37a: Abzan Guide cast face down is a 2/2 without lifelink; turned face up for {2}{W}{B}{G} it is a 4/4 lifelinker', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Swamp', 'Forest', 'Forest'], hand: ['Abzan Guide'] }, { name: 'Bob' }],
      cards: [compiledPoolCard('Abzan Guide')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Abzan Guide', faceDown: true });
    g.resolveStack();
    expect(permanent(g, 'Abzan Guide')).toMatchObject({ name: '', power: 2, toughness: 2, keywords: [] });
    g.do({ type: 'turn-face-up', player: 'Alice', card: 'Abzan Guide' });
    expect(permanent(g, 'Abzan Guide')).toMatchObject({ name: 'Abzan Guide', power: 4, toughness: 4, keywords: ['lifelink'], colors: ['W', 'B', 'G'] });
    expect(g.snapshot().battlefield.filter((p) => p.tapped)).toHaveLength(8);
  });

  it('702.37b: Hidden Dragonslayer turned face up for its megamorph cost gets a +1/+1 counter, and its "turned face up" trigger destroys a big creature', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: [{ card: 'Hidden Dragonslayer', faceDown: true }, 'Plains', 'Plains', 'Plains'] }, { name: 'Bob', battlefield: ['Colossal Dreadmaw', 'Grizzly Bears'] }],
      cards: [compiledPoolCard('Hidden Dragonslayer')],
    });
    const events = g.do({ type: 'turn-face-up', player: 'Alice', card: 'Hidden Dragonslayer' });
    expect(events.some((e) => e.rules.includes('702.37b') && /\+1\/\+1 counter/.test(e.text))).toBe(true);
    expect(events.some((e) => e.kind === 'trigger' && /turned face up/.test(e.text))).toBe(true);
    g.resolveStack();
    expect(permanent(g, 'Hidden Dragonslayer')).toMatchObject({ power: 3, toughness: 2, counters: { '+1/+1': 1 } });
    expect(g.snapshot().battlefield.map((p) => p.label)).not.toContain('Colossal Dreadmaw');
    expect(g.snapshot().battlefield.map((p) => p.label)).toContain('Grizzly Bears');
  });

  it('708.8: Efreet Weaponmaster\'s "enters or is turned face up" triggers once as it is turned face up, and not at all as it enters face down', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Island', 'Island', 'Mountain', 'Plains', 'Plains'], hand: ['Efreet Weaponmaster'] }, { name: 'Bob' }],
      cards: [compiledPoolCard('Efreet Weaponmaster')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Efreet Weaponmaster', faceDown: true });
    expect(g.resolveStack().some((e) => e.kind === 'trigger')).toBe(false);
    const fresh = new Game({
      players: [{ name: 'Alice', battlefield: ['Grizzly Bears', { card: 'Efreet Weaponmaster', faceDown: true }, 'Island', 'Island', 'Mountain', 'Plains', 'Plains'] }, { name: 'Bob' }],
      cards: [compiledPoolCard('Efreet Weaponmaster')],
    });
    const turned = fresh.do({ type: 'turn-face-up', player: 'Alice', card: 'Efreet Weaponmaster' });
    expect(turned.filter((e) => e.kind === 'trigger')).toHaveLength(1);
    fresh.resolveStack();
    expect(permanent(fresh, 'Grizzly Bears')).toMatchObject({ power: 5, toughness: 2 });
  });

  it('702.37a: Zombie Cutthroat\'s morph cost is 5 life ("Morph—Pay 5 life.")', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: [{ card: 'Zombie Cutthroat', faceDown: true }] }, { name: 'Bob' }], cards: [compiledPoolCard('Zombie Cutthroat')] });
    g.do({ type: 'turn-face-up', player: 'Alice', card: 'Zombie Cutthroat' });
    expect(g.snapshot().players[0]!.life).toBe(15);
    expect(permanent(g, 'Zombie Cutthroat')).toMatchObject({ power: 3, toughness: 4 });
  });
});

describe('701.40: manifest', () => {
  const manifester: CardDefinitionInput = { name: 'Manifest Tester', manaCost: '{1}{W}', types: ['Sorcery'], spell: { effects: [{ do: 'manifest', who: 'you' }] }, text: 'Manifest the top card of your library.' };
  const withTop = (top: string) => new Game({
    players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Manifest Tester'], library: [top, 'Island'] }, { name: 'Bob' }],
    cards: [MORPHLING, manifester],
  });

  it('701.40a, 708.3: the top card of the library enters face down, a 2/2 with no abilities, so its enters ability doesn\'t trigger', () => {
    const g = withTop('Morph Tester');
    g.do({ type: 'cast', player: 'Alice', card: 'Manifest Tester' });
    const events = g.resolveStack();
    expect(events.some((e) => e.rules.includes('701.40a') && /Morph Tester moves face down from Alice's library to the battlefield \(manifested\)/.test(e.text))).toBe(true);
    expect(permanent(g, 'Morph Tester')).toMatchObject({ name: '', power: 2, toughness: 2, faceDown: true });
    expect(g.state.players[0]!.life).toBe(20);
    expect(g.snapshot().players[0]!.library).toBe(1);
  });

  it('701.40b: a manifested creature card is turned face up for its mana cost; 701.40c: one with morph for its morph cost instead', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: [{ card: 'Hill Giant', manifested: true }, { card: 'Morph Tester', manifested: true }, 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Plains', 'Plains'] }, { name: 'Bob' }], cards: [MORPHLING] });
    const giant = g.do({ type: 'turn-face-up', player: 'Alice', card: 'Hill Giant' });
    expect(giant.find((e) => e.rules.includes('701.40b'))?.text).toMatch(/paying its mana cost \(a manifested creature card\)/);
    expect(permanent(g, 'Hill Giant')).toMatchObject({ name: 'Hill Giant', power: 3, toughness: 3 });
    expect(g.do({ type: 'turn-face-up', player: 'Alice', card: 'Morph Tester' }).some((e) => /paying its morph cost/.test(e.text))).toBe(true);
    expect(g.snapshot().battlefield.filter((p) => !p.tapped).map((p) => p.label)).toEqual(['Hill Giant', 'Morph Tester']);
  });

  it('701.40g: a manifested instant can\'t be turned face up', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: [{ card: 'Lightning Bolt', manifested: true }, 'Mountain'] }, { name: 'Bob' }] });
    expect(g.do({ type: 'turn-face-up', player: 'Alice', card: 'Lightning Bolt' }).find((e) => e.kind === 'illegal-action')?.rules).toEqual(['701.40b', '701.40g']);
  });
});

describeWithSharedData('701.40 on a real card of the 2020 pool', [POOL_FILE], () => {
  it('Reality Shift: the exiled creature\'s controller manifests the top card of their library', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Island', 'Island'], hand: ['Reality Shift'] }, { name: 'Bob', battlefield: ['Colossal Dreadmaw'], library: ['Grizzly Bears'] }],
      cards: [compiledPoolCard('Reality Shift')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Reality Shift', targets: ['Colossal Dreadmaw'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => [p.label, p.controller, p.power, p.faceDown])).toEqual([['Island', 'Alice', undefined, undefined], ['Island #2', 'Alice', undefined, undefined], ['Grizzly Bears', 'Bob', 2, true]]);
  });
});

describeWithSharedData('708: "face-down" and "face-up" in object descriptions, on real cards of the 2020 pool', [POOL_FILE], () => {
  it('Secret Plans: face-down creatures you control get +0/+1, and turning one face up draws a card', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Secret Plans', { card: 'Morph Tester', faceDown: true }, 'Grizzly Bears', 'Plains', 'Plains'], library: ['Island'] }, { name: 'Bob', battlefield: [{ card: 'Hill Giant', faceDown: true }] }],
      cards: [MORPHLING, compiledPoolCard('Secret Plans')],
    });
    expect([permanent(g, 'Morph Tester'), permanent(g, 'Grizzly Bears'), permanent(g, 'Hill Giant')].map((p) => p!.toughness)).toEqual([3, 2, 2]);
    g.do({ type: 'turn-face-up', player: 'Alice', card: 'Morph Tester' });
    g.resolveStack();
    expect(permanent(g, 'Morph Tester')!.toughness).toBe(4);
    expect(g.snapshot().players[0]!.hand).toEqual(['Island']);
  });

  it('Trail of Mystery: a creature cast face down triggers "whenever a face-down creature enters under your control"', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Trail of Mystery', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Morph Tester', 'Grizzly Bears'], library: ['Forest'] }, { name: 'Bob' }],
      cards: [MORPHLING, compiledPoolCard('Trail of Mystery')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Morph Tester', faceDown: true });
    expect(g.resolveStack().filter((e) => e.kind === 'trigger')).toHaveLength(1);
    expect(g.snapshot().players[0]!.hand).toEqual(['Grizzly Bears', 'Forest']);
  });
});

describeWithSharedData('702.37a, 118.3: a morph cost that reveals a card ("Morph—Reveal a white card in your hand.")', [POOL_FILE], () => {
  const watcher = (hand: string[]) => new Game({ players: [{ name: 'Alice', battlefield: [{ card: 'Watcher of the Roost', faceDown: true }], hand }, { name: 'Bob' }], cards: [compiledPoolCard('Watcher of the Roost')] });

  it('Watcher of the Roost is turned face up by revealing a white card, which stays in hand; its trigger gains 2 life', () => {
    const g = watcher(['Mountain', 'Glorious Anthem']);
    const events = g.do({ type: 'turn-face-up', player: 'Alice', card: 'Watcher of the Roost' });
    expect(events.some((e) => e.kind === 'cost' && /revealing Glorious Anthem from their hand/.test(e.text))).toBe(true);
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ life: 22, hand: ['Mountain', 'Glorious Anthem'] });
    expect(permanent(g, 'Watcher of the Roost')).toMatchObject({ power: 2, toughness: 1, keywords: ['flying'] });
  });

  it('without a white card in hand it stays face down', () => {
    const g = watcher(['Mountain']);
    expect(g.do({ type: 'turn-face-up', player: 'Alice', card: 'Watcher of the Roost' }).find((e) => e.kind === 'illegal-action')?.text).toMatch(/has no white card in hand to reveal/);
    expect(permanent(g, 'Watcher of the Roost')!.faceDown).toBe(true);
  });
});
