/**
 * Mana abilities and activated abilities read from real cards of the 2020 pool: a mana ability that
 * adds one of several combinations (106.3, filter lands), an ability that changes its source and then
 * has it deal damage, and "attach ~ to target creature you control" (701.3a).
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace, simulatePool } from './pool';

const pool = (trace: ReturnType<typeof poolTrace>, player = 'Alice') => trace.final.players.find((p) => p.name === player)!;
const permanent = (trace: ReturnType<typeof poolTrace>, name: string) => trace.final.battlefield.find((p) => p.name === name)!;

describeWithSharedData('Mana abilities and activated abilities, part 2 (2020 pool)', [POOL_FILE], () => {
  it('106.3: Fire-Lit Thicket adds the combination its player chooses, {R}{G}, after its {R/G} is paid (605.3b)', () => {
    expect(compiledPoolCard('Fire-Lit Thicket').abilities?.[1]).toMatchObject({ cost: { mana: '{R/G}', tap: true }, effects: [{ do: 'add-mana', mana: { combinations: [['R', 'R'], ['R', 'G'], ['G', 'G']] } }] });
    const t = poolTrace(['Fire-Lit Thicket'], ['Alice has Fire-Lit Thicket, Mountain', 'Alice activates Fire-Lit Thicket: 2 choosing RG']);
    expect(pool(t).manaPool).toBe('{R}{G}');
    expect(t.events.find((e) => e.kind === 'mana' && e.text.includes('Fire-Lit Thicket'))?.rules).toContain('605.3b');
  });

  it('106.3: Fire-Lit Thicket refuses a combination it does not offer', () => {
    const result = simulatePool(['Fire-Lit Thicket'], ['Alice has Fire-Lit Thicket, Mountain', 'Alice activates Fire-Lit Thicket: 2 choosing WW']);
    if (!result.ok) throw new Error(result.message);
    const refusal = result.trace.events.find((e) => e.kind === 'illegal-action');
    expect(refusal?.rules).toContain('106.3');
    expect(refusal?.text).toContain('{R}{R}, {R}{G}, or {G}{G}');
  });

  it('601.2g, 106.3: paying for Grizzly Bears with Flooded Grove takes {G}{G} (the type the cost needs), or {G}{U} when named', () => {
    const t = poolTrace(['Flooded Grove'], ['Alice has Flooded Grove, Forest', 'Alice casts Grizzly Bears paying with Flooded Grove']);
    expect(t.events.some((e) => e.kind === 'choice' && e.rules.includes('106.3') && e.text.includes('{G}{G}'))).toBe(true);
    expect(permanent(t, 'Grizzly Bears')).toBeDefined();
    const named = poolTrace(['Flooded Grove'], ['Alice has Flooded Grove, Forest', 'Alice casts Grizzly Bears paying with Flooded Grove for GU']);
    expect(permanent(named, 'Grizzly Bears')).toBeDefined();
    expect(pool(named).manaPool).toBe('empty');
  });

  it('120.3a: Electric Eel gets +2/+0 until end of turn and deals 1 damage to its controller', () => {
    const t = poolTrace(['Electric Eel'], ['Alice has Electric Eel, 2 Mountain', 'Alice activates Electric Eel', 'resolve']);
    expect(permanent(t, 'Electric Eel')).toMatchObject({ power: 3, toughness: 1 });
    expect(pool(t).life).toBe(19);
  });

  it("120.3e: Marjhan gets -1/-0 and deals its 1 damage to the attacking creature it targets, not to its controller", () => {
    const t = poolTrace(['Marjhan'], ['Alice has Marjhan, 2 Island', 'Bob has Grizzly Bears', 'next turn', 'Bob attacks with Grizzly Bears', 'Alice activates Marjhan: 4 targeting Grizzly Bears', 'resolve']);
    expect(permanent(t, 'Marjhan')).toMatchObject({ power: 7 });
    expect(t.events.find((e) => e.kind === 'damage' && e.text.startsWith('Marjhan deals 1 damage to Grizzly Bears'))?.rules).toContain('120.3e');
  });

  it('701.3a: Sparring Collar\'s {R}{R} attaches it at instant speed, unlike equip (702.6a)', () => {
    const t = poolTrace(['Sparring Collar'], ['Alice has Sparring Collar, Grizzly Bears, 2 Mountain', 'turn: Alice, combat', 'Alice activates Sparring Collar: 2 targeting Grizzly Bears', 'resolve']);
    expect(permanent(t, 'Grizzly Bears')).toMatchObject({ keywords: ['first strike'] });
  });

  it("701.3a: when the creature Forebear's Blade equips dies, the Blade becomes attached to the creature its trigger targets", () => {
    const t = poolTrace(['Forebear\'s Blade'], ['Alice has Forebear\'s Blade (attached to Grizzly Bears), Grizzly Bears, Llanowar Elves', 'Bob has Mountain', 'Bob hand: Lightning Bolt', 'Bob casts Lightning Bolt targeting Grizzly Bears', "Forebear's Blade trigger targeting Llanowar Elves", 'resolve', 'resolve']);
    expect(permanent(t, 'Llanowar Elves')).toMatchObject({ power: 4, keywords: ['vigilance', 'trample'] });
  });

  it('701.3a, 303.4: Illusory Gains moves to the creature that entered under its opponent\'s control, and its control effect follows (613.1b)', () => {
    const t = poolTrace(['Illusory Gains'], ["Alice has Illusory Gains (attached to Bob's Grizzly Bears)", 'Bob has Grizzly Bears, Forest', 'turn: Bob', 'Bob casts Llanowar Elves', 'resolve', 'resolve']);
    expect(permanent(t, 'Llanowar Elves')).toMatchObject({ controller: 'Alice' });
    expect(permanent(t, 'Grizzly Bears')).toMatchObject({ controller: 'Bob' });
  });

  it("602.1b, 602.2a: any player may activate Ribbon Snake's ability: Bob pays for it and controls it", () => {
    const t = poolTrace(['Ribbon Snake'], ['Alice has Ribbon Snake', 'Bob has 2 Island', "Bob activates Alice's Ribbon Snake", 'resolve']);
    expect(t.events.find((e) => e.kind === 'activate' && e.text.startsWith('Bob activates Ribbon Snake'))?.rules).toEqual(['602.1b', '602.2a']);
    expect(permanent(t, 'Ribbon Snake').keywords).not.toContain('flying');
  });

  it("602.2: without that text, only its controller activates an ability (Alice's Sparring Collar)", () => {
    const result = simulatePool(['Sparring Collar'], ['Alice has Sparring Collar, Grizzly Bears', 'Bob has 2 Mountain', "Bob activates Alice's Sparring Collar: 2 targeting Grizzly Bears"]);
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.events.find((e) => e.kind === 'illegal-action')?.rules).toEqual(['602.2']);
  });

  it('602.2a: the player who activates Saproling Cluster discards the card and gets the Saproling', () => {
    const t = poolTrace(['Saproling Cluster'], ['Alice has Saproling Cluster', 'Bob has Forest', 'Bob hand: Shock', "Bob activates Alice's Saproling Cluster", 'resolve']);
    expect(t.final.battlefield.find((p) => p.name.startsWith('Saproling') && p.name !== 'Saproling Cluster')).toMatchObject({ controller: 'Bob' });
    expect(pool(t, 'Bob').graveyard).toEqual(['Shock']);
  });

  it('602.5d: Scandalmonger\'s "but only as a sorcery" is the activating player\'s sorcery timing: Bob, not in his main phase, cannot', () => {
    const result = simulatePool(['Scandalmonger'], ['Alice has Scandalmonger', 'Bob has 2 Swamp', "Bob activates Alice's Scandalmonger targeting Alice"]);
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.events.find((e) => e.kind === 'illegal-action')?.rules).toContain('602.5d');
    const t = poolTrace(['Scandalmonger'], ['Alice has Scandalmonger', 'Bob has 2 Swamp', 'Alice hand: Shock', 'turn: Bob, main', "Bob activates Alice's Scandalmonger targeting Alice", 'resolve']);
    expect(pool(t).graveyard).toEqual(['Shock']);
  });

  const refusal = (cards: string[], lines: string[]) => {
    const result = simulatePool(cards, lines);
    if (!result.ok) throw new Error(result.message);
    return result.trace.events.find((e) => e.kind === 'illegal-action');
  };

  it('602.5: Seeker of Insight is activated only once its controller has cast a noncreature spell this turn (601.2i)', () => {
    expect(refusal(['Seeker of Insight'], ['Alice has Seeker of Insight, Mountain', 'Alice library: Island, Island', 'Alice activates Seeker of Insight'])?.rules).toEqual(['602.5']);
    const t = poolTrace(['Seeker of Insight'], ['Alice has Seeker of Insight, Mountain', 'Alice library: Island, Forest', 'Alice casts Shock targeting Bob', 'resolve', 'Alice activates Seeker of Insight', 'resolve']);
    expect(pool(t).graveyard).toEqual(['Shock', 'Island']);
    // A creature spell doesn't count.
    expect(refusal(['Seeker of Insight'], ['Alice has Seeker of Insight, Forest', 'Alice library: Island', 'Alice casts Llanowar Elves', 'resolve', 'Alice activates Seeker of Insight'])?.rules).toEqual(['602.5']);
  });

  it("602.5, 119.3: Gutterbones returns from its owner's graveyard during their turn only if an opponent lost life this turn", () => {
    expect(refusal(['Gutterbones'], ['Alice has 2 Swamp', 'Alice graveyard: Gutterbones', 'Alice activates Gutterbones'])?.rules).toEqual(['602.5']);
    const t = poolTrace(['Gutterbones'], ['Alice has Mountain, 2 Swamp', 'Alice graveyard: Gutterbones', 'Alice casts Shock targeting Bob', 'resolve', 'Alice activates Gutterbones', 'resolve']);
    expect(pool(t).hand).toEqual(['Gutterbones']);
  });

  it('119.4: life paid is life lost, for "if an opponent lost life this turn"', () => {
    const t = poolTrace(['Gutterbones', 'Mutagenic Growth'], ['Alice has 2 Swamp', 'Alice graveyard: Gutterbones', 'Bob has Grizzly Bears', 'Bob casts Mutagenic Growth paying 2 life targeting Grizzly Bears', 'resolve', 'Alice activates Gutterbones', 'resolve']);
    expect(pool(t, 'Bob').life).toBe(18);
    expect(pool(t).hand).toContain('Gutterbones');
  });

  it('602.5, 510.4: Angus Mackenzie is activated only before the combat damage step: it prevents the attack\'s damage, and in the postcombat main phase it is refused', () => {
    const t = poolTrace(['Angus Mackenzie'], ['Alice has Angus Mackenzie, Forest, Plains, Island', 'Bob has Grizzly Bears', 'next turn', 'Bob attacks with Grizzly Bears', 'Alice activates Angus Mackenzie', 'resolve']);
    expect(pool(t).life).toBe(20);
    expect(refusal(['Angus Mackenzie'], ['Alice has Angus Mackenzie, Forest, Plains, Island', 'turn: Alice, main 2', 'Alice activates Angus Mackenzie'])?.rules).toEqual(['602.5']);
  });

  it('602.5: Skarrgan Hellkite\'s ability needs a +1/+1 counter on it', () => {
    expect(refusal(['Skarrgan Hellkite'], ['Alice has Skarrgan Hellkite, 4 Mountain', 'Alice activates Skarrgan Hellkite targeting Bob'])?.rules).toEqual(['602.5']);
    const t = poolTrace(['Skarrgan Hellkite'], ['Alice has Skarrgan Hellkite (1 +1/+1 counter), 4 Mountain', 'Alice activates Skarrgan Hellkite targeting Bob', 'resolve']);
    expect(pool(t, 'Bob').life).toBe(18);
  });

  it("611.3a, 508.1c: Goblin Cohort can't attack unless its controller has cast a creature spell this turn", () => {
    const cast = poolTrace(['Goblin Cohort'], ['Alice has Goblin Cohort, Forest', 'Alice casts Llanowar Elves', 'resolve', 'Alice attacks with Goblin Cohort']);
    expect(cast.events.some((e) => e.kind === 'declare' && e.text.includes('Alice attacks: Goblin Cohort'))).toBe(true);
    const none = poolTrace(['Goblin Cohort'], ['Alice has Goblin Cohort', 'turn: Alice, combat', 'Alice attacks with Goblin Cohort']);
    expect(none.events.find((e) => e.kind === 'illegal-action')?.rules).toContain('508.1c');
  });

  it('611.3a: Ainok Artillerist has reach only as long as it has a +1/+1 counter on it', () => {
    expect(poolTrace(['Ainok Artillerist'], ['Alice has Ainok Artillerist']).final.battlefield[0]!.keywords).not.toContain('reach');
    expect(poolTrace(['Ainok Artillerist'], ['Alice has Ainok Artillerist (1 +1/+1 counter)']).final.battlefield[0]!.keywords).toContain('reach');
  });
});
