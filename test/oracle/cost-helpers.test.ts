/**
 * Convoke (702.51), improvise (702.126) and delve (702.66) on real cards of the 2020 pool: objects that
 * pay part of a spell's total cost, by engine actions and by scenarios.
 */
import { Game, type EngineEvent } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, simulatePool } from './pool';

const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const said = (events: EngineEvent[], pattern: RegExp) => events.some((e) => pattern.test(e.text));
const scenario = (lines: string[], ...cards: string[]) => simulatePool(cards, lines);
const tapped = (g: Game) => g.snapshot().battlefield.filter((p) => p.tapped).map((p) => p.name);

describeWithSharedData('702.51: convoke (2020 pool)', [POOL_FILE], () => {
  const stoke = () => new Game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Raging Goblin', 'Llanowar Elves', 'Grizzly Bears'], hand: ['Stoke the Flames'] }, { name: 'Bob' }], cards: [compiledPoolCard('Stoke the Flames')] });

  it('702.51a: Stoke the Flames convoked by a red and a green creature: the red one pays {R}, the green one {1}, two Mountains the rest', () => {
    expect(compiledPoolCard('Stoke the Flames').keywords).toEqual(['convoke']);
    const g = stoke();
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Stoke the Flames', targets: ['Bob'], convoke: ['Llanowar Elves', 'Raging Goblin'] });
    expect(refusal(events)).toBeUndefined();
    expect(said(events, /The total cost of Stoke the Flames is \{2\}\{R\}\{R\}/)).toBe(true);
    expect(said(events, /Alice pays \{2\}\{R\}\{R\}: convoking Llanowar Elves, Raging Goblin for \{1\}\{R\}, Mountain adds \{R\}, Mountain #2 adds \{R\}/)).toBe(true);
    expect(tapped(g).sort()).toEqual(['Llanowar Elves', 'Mountain', 'Mountain', 'Raging Goblin']);
    g.resolveStack();
    expect(g.snapshot().players[1]!.life).toBe(16);
  });

  it('702.51a: without creatures named none convokes (the default, stated), and the mana must pay it all', () => {
    const events = stoke().do({ type: 'cast', player: 'Alice', card: 'Stoke the Flames', targets: ['Bob'] });
    expect(said(events, /uses no untapped creature they control for convoke \(the default: name them with 'convoking …'\)/)).toBe(true);
    expect(refusal(events)).toMatch(/can't pay \{2\}\{R\}\{R\} for Stoke the Flames/);
  });

  it('702.51a: each creature pays one mana: with nothing of its color or generic left, the cast is refused; a tapped creature can\'t convoke', () => {
    const g = stoke();
    const four = g.do({ type: 'cast', player: 'Alice', card: 'Stoke the Flames', targets: ['Bob'], convoke: ['Llanowar Elves', 'Grizzly Bears', 'Raging Goblin'], payWith: [{ source: 'Mountain' }] });
    expect(refusal(four)).toBeUndefined();
    const h = stoke();
    h.do({ type: 'cast', player: 'Alice', card: 'Stoke the Flames', targets: ['Bob'], convoke: ['Llanowar Elves', 'Grizzly Bears', 'Raging Goblin'], payWith: [{ source: 'Mountain' }] });
    expect(h.snapshot().stack).toHaveLength(1);
    const green = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Llanowar Elves', 'Grizzly Bears', 'Llanowar Elves'], hand: ['Stoke the Flames'] }, { name: 'Bob' }], cards: [compiledPoolCard('Stoke the Flames')] });
    expect(refusal(green.do({ type: 'cast', player: 'Alice', card: 'Stoke the Flames', targets: ['Bob'], convoke: ['Llanowar Elves', 'Grizzly Bears', 'Llanowar Elves #2'] }))).toMatch(/can't all pay for convoke: Stoke the Flames's total cost \{2\}\{R\}\{R\} has no mana of their colors or generic mana left/);
    const once = stoke();
    once.do({ type: 'activate', player: 'Alice', source: 'Llanowar Elves' });
    expect(refusal(once.do({ type: 'cast', player: 'Alice', card: 'Stoke the Flames', targets: ['Bob'], convoke: ['Llanowar Elves'] }))).toMatch(/can't use "Llanowar Elves" for convoke: it isn't an untapped creature they control/);
  });

  it('a scenario says "convoking Raging Goblin, Llanowar Elves"; a spell without convoke can\'t be convoked', () => {
    const result = scenario(['Alice has Mountain, Mountain, Raging Goblin, Llanowar Elves', 'Alice hand: Stoke the Flames, Shock', 'Alice casts Stoke the Flames targeting Bob convoking Raging Goblin, Llanowar Elves', 'resolve all'], 'Stoke the Flames');
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.final.players[1]!.life).toBe(16);
    const shock = scenario(['Alice has Mountain, Raging Goblin', 'Alice hand: Shock', 'Alice casts Shock targeting Bob convoking Raging Goblin']);
    expect(shock).toMatchObject({ ok: true });
    if (shock.ok) expect(shock.trace.events.some((e) => /Shock has no convoke/.test(e.text))).toBe(true);
  });
});

describeWithSharedData('702.126: improvise (2020 pool)', [POOL_FILE], () => {
  it('702.126a: Bastion Inventor improvised by artifacts: each pays {1}, never its {U}', () => {
    const inventor = compiledPoolCard('Bastion Inventor');
    expect(inventor.keywords).toEqual(['improvise', 'hexproof']);
    const board = () => new Game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Ornithopter', 'Ornithopter', 'Sol Ring', 'Ornithopter'], hand: ['Bastion Inventor'] }, { name: 'Bob' }], cards: [inventor] });
    const g = board();
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Bastion Inventor', improvise: ['Ornithopter', 'Ornithopter #2', 'Ornithopter #3'] });
    expect(refusal(events)).toBeUndefined();
    expect(said(events, /Alice pays \{5\}\{U\}: improvising Ornithopter, Ornithopter #2, Ornithopter #3 for \{3\}, Island adds \{U\}, Island #2 adds \{U\}/)).toBe(true);
    expect(tapped(g).filter((n) => n === 'Ornithopter')).toHaveLength(3);
    const colored = new Game({ players: [{ name: 'Alice', battlefield: Array(6).fill('Ornithopter'), hand: ['Bastion Inventor'] }, { name: 'Bob' }], cards: [inventor] });
    const six = ['Ornithopter', ...[2, 3, 4, 5, 6].map((n) => `Ornithopter #${n}`)];
    expect(refusal(colored.do({ type: 'cast', player: 'Alice', card: 'Bastion Inventor', improvise: six }))).toMatch(/has no generic mana left/);
  });
});

describeWithSharedData('702.66: delve (2020 pool)', [POOL_FILE], () => {
  it('702.66a: Hooting Mandrills delving five cards of its caster\'s graveyard: they are exiled and pay {5}; a Forest pays {G}', () => {
    const mandrills = compiledPoolCard('Hooting Mandrills');
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest'], hand: ['Hooting Mandrills'], graveyard: ['Shock', 'Shock', 'Island', 'Grizzly Bears', 'Forest', 'Lightning Bolt'] }, { name: 'Bob' }], cards: [mandrills] });
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Hooting Mandrills', delve: ['Shock', 'Shock #2', 'Island', 'Grizzly Bears', 'Forest #2'] });
    expect(refusal(events)).toBeUndefined();
    expect(said(events, /delving Shock, Shock #2, Island, Grizzly Bears, Forest #2 for \{5\}, Forest adds \{G\}/)).toBe(true);
    expect(g.snapshot().players[0]).toMatchObject({ graveyard: ['Lightning Bolt'], exile: ['Shock', 'Shock #2', 'Island', 'Grizzly Bears', 'Forest #2'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => p.name)).toContain('Hooting Mandrills');
  });

  it('702.66a: only cards of the caster\'s own graveyard can be exiled; a scenario says "delving …"', () => {
    const mandrills = compiledPoolCard('Hooting Mandrills');
    const g = new Game({ players: [{ name: 'Alice', battlefield: Array(6).fill('Forest'), hand: ['Hooting Mandrills'] }, { name: 'Bob', graveyard: ['Shock'] }], cards: [mandrills] });
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Hooting Mandrills', delve: ['Shock'] }))).toMatch(/can't use "Shock" for delve: it isn't a card in their graveyard/);
    const result = scenario(['Alice has Forest, Forest', 'Alice hand: Hooting Mandrills', 'Alice graveyard: Shock, Lightning Bolt, Island, Mountain', 'Alice casts Hooting Mandrills delving Shock, Lightning Bolt, Island, Mountain', 'resolve all'], 'Hooting Mandrills');
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.final.players[0]).toMatchObject({ graveyard: [], exile: ['Shock', 'Lightning Bolt', 'Island', 'Mountain'] });
  });
});
