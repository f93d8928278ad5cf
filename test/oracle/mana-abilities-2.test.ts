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
});
