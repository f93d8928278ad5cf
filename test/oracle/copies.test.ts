/**
 * Tokens that are copies (111.4, 707.2), with exceptions (707.9b): "create a token that's a copy of …",
 * 702.128 embalm, 702.129 eternalize and 701.36 populate, permanents entering as copies (707.2, 614.1c) and 702.113 awaken, read from real cards of the 2020 pool and played
 * through the engine; and 603.7c, a delayed trigger acting on the tokens its effect created.
 */
import { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame, poolTrace, refusalIn } from './pool';

describeWithSharedData('111.4, 707.2 tokens that are copies; 702.128 embalm, 702.129 eternalize, 701.36 populate; 702.113 awaken (2020 pool)', [POOL_FILE], () => {
  const tokens = (t: ReturnType<typeof poolTrace>) => t.final.battlefield.filter((p) => p.token);

  it('702.128a embalm: from the graveyard, exiling the card, a token copy of it that is white, a Zombie in addition to its types, with no mana cost; only as a sorcery', () => {
    expect(compiledPoolCard('Unwavering Initiate').abilities).toEqual([expect.objectContaining({ name: 'embalm', zone: 'graveyard', timing: 'sorcery', cost: { mana: '{4}{W}', exileSelf: true } })]);
    const t = poolTrace(['Unwavering Initiate'], ['Alice has 5 Plains', 'Alice graveyard: Unwavering Initiate', 'Alice activates Unwavering Initiate', 'resolve']);
    expect(tokens(t)).toEqual([expect.objectContaining({ name: 'Unwavering Initiate', colors: ['W'], subtypes: ['Human', 'Warrior', 'Zombie'], power: 3, toughness: 2, keywords: ['vigilance'] })]);
    expect(tokens(t)[0]!.manaCost).toBeUndefined();
    expect(t.final.players[0]).toMatchObject({ graveyard: [], exile: ['Unwavering Initiate'] });
    expect(t.events.some((e) => e.rules.includes('707.9b') && /it's white, it has no mana cost, and it's a Zombie in addition to its other types/.test(e.text))).toBe(true);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'], graveyard: ['Unwavering Initiate'] }, { name: 'Bob' }], step: 'upkeep' }, ['Unwavering Initiate']);
    expect(refusalIn(g.do({ type: 'activate', player: 'Alice', source: 'Unwavering Initiate', from: 'graveyard' }))).toMatch(/sorcery/);
  });

  it('702.129a eternalize: the token copy is black and 4/4, a Zombie with no mana cost, keeping the rest of the card', () => {
    const t = poolTrace(['Steadfast Sentinel'], ['Alice has 4 Plains, 2 Plains', 'Alice graveyard: Steadfast Sentinel', 'Alice activates Steadfast Sentinel', 'resolve']);
    expect(tokens(t)).toEqual([expect.objectContaining({ name: 'Steadfast Sentinel', colors: ['B'], subtypes: ['Human', 'Cleric', 'Zombie'], power: 4, toughness: 4, keywords: ['vigilance'] })]);
    expect(t.final.players[0]!.exile).toEqual(['Steadfast Sentinel']);
  });

  it('707.9b: the exceptions are part of the token\'s copiable values: a token copy of an embalmed token is still white and a Zombie', () => {
    const t = poolTrace(['Unwavering Initiate', 'Fated Infatuation'], ['Alice has 5 Plains, 3 Island', 'Alice graveyard: Unwavering Initiate', 'Alice activates Unwavering Initiate', 'resolve', 'Alice casts Fated Infatuation targeting Unwavering Initiate token', 'resolve']);
    expect(tokens(t)).toHaveLength(2);
    for (const token of tokens(t)) expect(token).toMatchObject({ colors: ['W'], subtypes: ['Human', 'Warrior', 'Zombie'] });
  });

  it("111.4, 707.2: Fated Infatuation's token copies the target's copiable values only — not its counters — and it's your turn, so scry 2", () => {
    const t = poolTrace(['Fated Infatuation'], ['Alice has Hill Giant (2 +1/+1 counters), 3 Island', 'Alice library: Forest, Forest, Forest', 'Alice casts Fated Infatuation targeting Hill Giant', 'resolve']);
    expect(tokens(t)).toEqual([expect.objectContaining({ name: 'Hill Giant', power: 3, toughness: 3, counters: {}, colors: ['R'] })]);
    expect(t.events.some((e) => e.rules.includes('701.22a') || /scr(y|ies) 2/.test(e.text))).toBe(true);
  });

  it('707.2, 113.7a: a token copy of the ability\'s source uses its values as it last existed — Sprouting Phytohydra dealt lethal damage still makes its copy', () => {
    const t = poolTrace(['Sprouting Phytohydra'], ['Alice has Sprouting Phytohydra, Mountain', 'Alice hand: Lightning Bolt', 'Alice casts Lightning Bolt targeting Sprouting Phytohydra', 'resolve all']);
    expect(t.final.players[0]!.graveyard).toContain('Sprouting Phytohydra');
    expect(tokens(t)).toEqual([expect.objectContaining({ name: 'Sprouting Phytohydra', power: 0, toughness: 2 })]);
  });

  it('707.2: Splitting Slime becoming monstrous copies itself; the token has no counters and is not monstrous', () => {
    const t = poolTrace(['Splitting Slime'], ['Alice has Splitting Slime, 4 Forest, 2 Forest', 'Alice activates Splitting Slime', 'resolve all']);
    expect(t.final.battlefield.find((p) => p.name === 'Splitting Slime' && !p.token)).toMatchObject({ counters: { '+1/+1': 3 }, power: 6 });
    expect(tokens(t)).toEqual([expect.objectContaining({ name: 'Splitting Slime', power: 3, toughness: 3, counters: {} })]);
  });

  it('603.7c: Nemesis Trap copies the attacking creature it exiled (its copiable values, not its counters), and its delayed trigger exiles that token at the next end step', () => {
    const lines = ['Alice has 6 Swamp', 'Bob has Hill Giant (1 +1/+1 counter)', 'Alice hand: Nemesis Trap', 'turn: Bob, combat', 'Bob attacks with Hill Giant', 'Alice casts Nemesis Trap targeting Hill Giant', 'resolve'];
    const t = poolTrace(['Nemesis Trap'], lines);
    expect(tokens(t)).toEqual([expect.objectContaining({ name: 'Hill Giant', controller: 'Alice', power: 3, toughness: 3, counters: {} })]);
    expect(t.final.players[1]!.exile).toEqual(['Hill Giant']);
    const ended = poolTrace(['Nemesis Trap'], [...lines, 'go to end step', 'resolve all']);
    expect(tokens(ended)).toEqual([]);
    expect(ended.events.some((e) => e.rules.includes('603.7b') && /Exile it at the beginning of the next end step/.test(e.text))).toBe(true);
  });

  it('603.7c: Feral Lightning exiles the three tokens it created at the beginning of the next end step', () => {
    const t = poolTrace(['Feral Lightning'], ['Alice has 6 Mountain', 'Alice hand: Feral Lightning', 'Alice casts Feral Lightning', 'resolve']);
    expect(tokens(t)).toHaveLength(3);
    const ended = poolTrace(['Feral Lightning'], ['Alice has 6 Mountain', 'Alice hand: Feral Lightning', 'Alice casts Feral Lightning', 'resolve', 'go to end step', 'resolve all']);
    expect(tokens(ended)).toEqual([]);
  });

  it('701.36a populate: Wake the Reflections copies the creature token its controller chooses; 701.36b: with none, no token', () => {
    const cards = [compiledPoolCard('Wake the Reflections'), compiledPoolCard('Vitu-Ghazi Guildmage')];
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Plains', 'Plains', 'Vitu-Ghazi Guildmage', 'Plains'], hand: ['Wake the Reflections'] }, { name: 'Bob' }], cards });
    g.do({ type: 'activate', player: 'Alice', source: 'Vitu-Ghazi Guildmage', ability: 0 });
    g.resolveStack();
    expect(g.snapshot().battlefield.filter((p) => p.token).map((p) => p.name)).toEqual(['Centaur']);
    g.do({ type: 'choose', player: 'Alice', key: 'populate', value: 'Centaur token' });
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Wake the Reflections' }))).toBeUndefined();
    const events = g.resolveStack();
    expect(g.snapshot().battlefield.filter((p) => p.token).map((p) => [p.name, p.power, p.toughness])).toEqual([
      ['Centaur', 3, 3],
      ['Centaur', 3, 3],
    ]);
    expect(events.some((e) => e.rules.includes('701.36a'))).toBe(true);
    const none = poolTrace(['Wake the Reflections'], ['Alice has Grizzly Bears, Plains', 'Alice hand: Wake the Reflections', 'Alice casts Wake the Reflections', 'resolve']);
    expect(tokens(none)).toEqual([]);
    expect(none.events.some((e) => e.rules.includes('701.36b'))).toBe(true);
  });

  it("707.9b: Quicksilver Gargantuan may enter as a copy of any creature, except it's still 7/7", () => {
    const t = poolTrace(['Quicksilver Gargantuan'], ['Alice has Grizzly Bears, 7 Island', 'Alice hand: Quicksilver Gargantuan', 'Alice casts Quicksilver Gargantuan copying Grizzly Bears', 'resolve']);
    const copy = t.final.battlefield.find((p) => p.label.startsWith('Quicksilver Gargantuan'));
    expect(copy).toMatchObject({ name: 'Grizzly Bears', subtypes: ['Bear'], colors: ['G'], power: 7, toughness: 7 });
    expect(t.events.some((e) => e.rules.includes('707.9b') && /except it's 7\/7/.test(e.text))).toBe(true);
  });

  it('707.2, 614.1c: Masterwork of Ingenuity may enter as a copy of an Equipment only — not of a creature', () => {
    const t = poolTrace(['Masterwork of Ingenuity'], ['Alice has Bonesplitter, Grizzly Bears, Plains', 'Alice hand: Masterwork of Ingenuity', 'Alice casts Masterwork of Ingenuity copying Bonesplitter', 'resolve']);
    expect(t.final.battlefield.find((p) => p.label.startsWith('Masterwork of Ingenuity'))).toMatchObject({ name: 'Bonesplitter', subtypes: ['Equipment'] });
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Plains'], hand: ['Masterwork of Ingenuity'] }, { name: 'Bob' }] }, ['Masterwork of Ingenuity']);
    g.do({ type: 'cast', player: 'Alice', card: 'Masterwork of Ingenuity' });
    const events = g.resolveStack();
    expect(events.some((e) => /there is no other Equipment( permanent)? to copy/.test(e.text))).toBe(true);
    expect(g.snapshot().battlefield.find((p) => p.label.startsWith('Masterwork of Ingenuity'))).toMatchObject({ name: 'Masterwork of Ingenuity' });
  });

  it('303.4f: a permanent that may enter as a copy of an Aura is refused (the engine attaches only Aura spells as they resolve)', () => {
    expect(() => compiledPoolCard('Copy Enchantment')).toThrow(/enter as a copy of an Aura \(303\.4f/);
    expect(() => compiledPoolCard('Clever Impersonator')).toThrow(/enter as a copy of an Aura/);
  });

  it('702.113a awaken: Ruinous Path cast for its awaken cost also puts four +1/+1 counters on target land you control, a 0/0 Elemental creature with haste that is still a land', () => {
    const t = poolTrace(['Ruinous Path'], ['Alice has 7 Swamp, Forest', 'Bob has Grizzly Bears', 'Alice hand: Ruinous Path', 'Alice casts Ruinous Path awakened targeting Grizzly Bears, Forest', 'resolve']);
    expect(t.final.players[1]!.graveyard).toEqual(['Grizzly Bears']);
    expect(t.final.battlefield.find((p) => p.name === 'Forest')).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Forest', 'Elemental'], power: 4, toughness: 4, keywords: ['haste'], counters: { '+1/+1': 4 } });
    expect(t.events.some((e) => e.rules.includes('702.113a') && /awaken cost/.test(e.text))).toBe(true);
  });

  it('702.113a: cast for its mana cost, an awaken spell names no land and awakens none', () => {
    const t = poolTrace(['Ruinous Path'], ['Alice has 3 Swamp, Forest', 'Bob has Grizzly Bears', 'Alice hand: Ruinous Path', 'Alice casts Ruinous Path targeting Grizzly Bears', 'resolve']);
    expect(t.final.players[1]!.graveyard).toEqual(['Grizzly Bears']);
    expect(t.final.battlefield.find((p) => p.name === 'Forest')).toMatchObject({ types: ['Land'], counters: {} });
  });
});
