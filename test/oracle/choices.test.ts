/**
 * Choices on real cards of the 2020 pool (issue 21): "As ~ enters, choose a creature type." (614.12a) and
 * what reads it ("creatures of the chosen type", "is the chosen type in addition to its other types",
 * "sacrifice a creature of the chosen type"); "Choose a color." / "Choose a creature type." at the start of
 * a spell, chosen as it resolves (608.2d), and "becomes the creature type of your choice". A scenario states
 * the choice with `choosing Goblin` (or `choosing red`); unstated, it is Human (white), and the trace says so.
 * "As ~ enters, choose a color" itself is in chosen-color.test.ts.
 */
import type { Trace } from '../../src/scenario/simulate';
import { renderTrace } from '../../src/scenario/trace';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace as trace } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const permanent = (t: Trace, label: string) => t.final.battlefield.find((p) => p.label === label);

describeWithSharedData('614.12a, 608.2d: choices of a color, a creature type (2020 pool)', [POOL_FILE], () => {
  it('614.12a: Shared Triumph cast choosing Goblin gives Goblins +1/+1, and no other creature', () => {
    const t = trace(['Shared Triumph', 'Goblin Bully', 'Grizzly Bears'], ['Alice has 2 Plains, Goblin Bully, Grizzly Bears', 'Bob has Goblin Bully', 'Alice hand: Shared Triumph', 'Alice casts Shared Triumph choosing Goblin', 'resolve all']);
    expect(texts(t)).toContainEqual('Alice chooses Goblin as Shared Triumph enters');
    expect(permanent(t, 'Shared Triumph')).toMatchObject({ chosenType: 'Goblin' });
    expect(permanent(t, "Alice's Goblin Bully")).toMatchObject({ power: 3, toughness: 2 });
    expect(permanent(t, "Bob's Goblin Bully")).toMatchObject({ power: 3, toughness: 2 });
    expect(permanent(t, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('614.12a: without a choice the creature type is Human, and the trace says it is the default', () => {
    const t = trace(['Shared Triumph'], ['Alice has 2 Plains', 'Alice hand: Shared Triumph', 'Alice casts Shared Triumph', 'resolve all']);
    expect(texts(t)).toContainEqual('Alice chooses Human as Shared Triumph enters (the default: no creature type was chosen)');
  });

  it('614.12a: set up on the battlefield, the mark (chosen Elf) names the type; the board shows it', () => {
    const t = trace(['Shared Triumph', 'Elvish Warrior'], ['Alice has Shared Triumph (chosen Elf), Elvish Warrior', 'next step']);
    expect(permanent(t, 'Elvish Warrior')).toMatchObject({ power: 3, toughness: 4 });
    expect(renderTrace(t, {})).toMatch(/Shared Triumph, chosen type Elf/);
  });

  it('614.12a, 613.1d: Xenograft makes each creature its controller controls the chosen type too (layer 4), so Shared Triumph of that type pumps it (layer 7c)', () => {
    const t = trace(['Xenograft', 'Shared Triumph', 'Grizzly Bears'], ['Alice has Xenograft (chosen Elf), Shared Triumph (chosen Elf), Grizzly Bears', 'Bob has Grizzly Bears', 'next step']);
    expect(permanent(t, "Alice's Grizzly Bears")).toMatchObject({ subtypes: ['Bear', 'Elf'], power: 3, toughness: 3 });
    expect(permanent(t, "Bob's Grizzly Bears")).toMatchObject({ subtypes: ['Bear'], power: 2, toughness: 2 });
  });

  it('614.12a: Doom Cannon can be activated only by sacrificing a creature of the chosen type', () => {
    const t = trace(['Doom Cannon', 'Goblin Bully', 'Grizzly Bears'], ['Alice has Doom Cannon (chosen Goblin), Goblin Bully, Grizzly Bears, 3 Mountain', 'Alice activates Doom Cannon sacrificing Grizzly Bears targeting Bob']);
    expect(t.events.some((e) => e.kind === 'illegal-action')).toBe(true);
    const paid = trace(['Doom Cannon', 'Goblin Bully', 'Grizzly Bears'], ['Alice has Doom Cannon (chosen Goblin), Goblin Bully, Grizzly Bears, 3 Mountain', 'Alice activates Doom Cannon sacrificing Goblin Bully targeting Bob', 'resolve']);
    expect(paid.final.players.find((p) => p.name === 'Bob')?.life).toBe(17);
    expect(permanent(paid, 'Grizzly Bears')).toBeDefined();
  });

  it("608.2d: Akroma's Blessing cast choosing red gives Alice's creatures protection from red until end of turn: Lightning Bolt can't target them (702.16b)", () => {
    const t = trace(["Akroma's Blessing", 'Grizzly Bears'], ['Alice has 3 Plains, Grizzly Bears', 'Bob has Grizzly Bears, Mountain', "Alice hand: Akroma's Blessing", 'Bob hand: Lightning Bolt', "Alice casts Akroma's Blessing choosing red", 'resolve', "Bob casts Lightning Bolt targeting Alice's Grizzly Bears"]);
    expect(texts(t)).toContainEqual("Alice chooses red for Akroma's Blessing");
    expect(permanent(t, "Alice's Grizzly Bears")?.keywords).toContain('protection from red');
    expect(permanent(t, "Bob's Grizzly Bears")?.keywords).not.toContain('protection from red');
    expect(t.events.some((e) => e.kind === 'illegal-action' && /protection from red/.test(e.text))).toBe(true);
  });

  it('608.2d: Brave the Elements, chosen by default, is white (stated), and only white creatures Alice controls gain it', () => {
    const t = trace(['Brave the Elements', 'Grizzly Bears', 'Benalish Knight'], ['Alice has Plains, Grizzly Bears, Benalish Knight', 'Alice hand: Brave the Elements', 'Alice casts Brave the Elements', 'resolve']);
    expect(texts(t)).toContainEqual('Alice chooses white for Brave the Elements (the default: no color was chosen)');
    expect(permanent(t, 'Benalish Knight')?.keywords).toContain('protection from white');
    expect(permanent(t, 'Grizzly Bears')?.keywords).not.toContain('protection from white');
  });

  it('608.2d: Sudden Demise choosing green deals X damage to each green creature only', () => {
    const t = trace(['Sudden Demise', 'Grizzly Bears', 'Goblin Bully'], ['Alice has 3 Mountain, Goblin Bully', 'Bob has Grizzly Bears, Goblin Bully', 'Alice hand: Sudden Demise', 'Alice casts Sudden Demise with X=2 choosing green', 'resolve']);
    expect(permanent(t, 'Grizzly Bears')).toBeUndefined();
    expect(t.final.battlefield.filter((p) => p.name === 'Goblin Bully')).toHaveLength(2);
  });

  it("608.2d: Kindred Dominance choosing Goblin destroys all creatures that aren't Goblins", () => {
    const t = trace(['Kindred Dominance', 'Grizzly Bears', 'Goblin Bully', 'Elvish Warrior'], ['Alice has 7 Swamp, Goblin Bully, Elvish Warrior', 'Bob has Grizzly Bears, Goblin Bully', 'Alice hand: Kindred Dominance', 'Alice casts Kindred Dominance choosing Goblin', 'resolve']);
    expect(texts(t)).toContainEqual('Alice chooses Goblin for Kindred Dominance');
    expect(t.final.battlefield.filter((p) => p.types.includes('Creature')).map((p) => p.name)).toEqual(['Goblin Bully', 'Goblin Bully']);
  });

  it("608.2d, 608.2h: Pack's Disdain choosing Goblin gives -1/-1 for each Goblin its caster controls, counted as it resolves", () => {
    const t = trace(["Pack's Disdain", 'Goblin Bully'], ['Alice has 2 Swamp, 2 Goblin Bully', 'Bob has Hill Giant, Goblin Bully', "Alice hand: Pack's Disdain", "Alice casts Pack's Disdain targeting Hill Giant choosing Goblin", 'resolve']);
    expect(permanent(t, 'Hill Giant')).toMatchObject({ power: 1, toughness: 1 });
  });

  it('608.2d, 205.1b: Mistform Dreamer activated choosing Goblin is a Goblin, not an Illusion, until end of turn; Shared Triumph of Goblins pumps it', () => {
    const t = trace(['Mistform Dreamer', 'Shared Triumph'], ['Alice has Mistform Dreamer, Shared Triumph (chosen Goblin), Island', 'Alice activates Mistform Dreamer choosing Goblin', 'resolve']);
    expect(texts(t)).toContainEqual('Alice chooses Goblin');
    expect(permanent(t, 'Mistform Dreamer')).toMatchObject({ subtypes: ['Goblin'], power: 3, toughness: 2 });
    const later = trace(['Mistform Dreamer'], ['Alice has Mistform Dreamer, Island', 'Alice activates Mistform Dreamer choosing Goblin', 'resolve', 'next turn']);
    expect(permanent(later, 'Mistform Dreamer')?.subtypes).toEqual(['Illusion']);
  });

  it('614.12a: Prism Ring chosen red triggers on a red spell its controller casts, not on a green one', () => {
    const t = trace(['Prism Ring'], ['Alice has Prism Ring (chosen red), Mountain, Forest', 'Alice hand: Lightning Bolt, Giant Growth', 'Bob has Grizzly Bears', 'Alice casts Lightning Bolt targeting Bob', 'resolve all', 'Alice casts Giant Growth targeting Grizzly Bears', 'resolve all']);
    expect(t.final.players.find((p) => p.name === 'Alice')?.life).toBe(21);
  });

  it('614.12a: Brass Herald chosen Goblin puts the Goblin cards among the top four into its controller\'s hand, the rest on the bottom', () => {
    const t = trace(['Brass Herald', 'Goblin Bully', 'Grizzly Bears'], ['Alice has 6 Island', 'Alice hand: Brass Herald', 'Alice library: Grizzly Bears, Goblin Bully, Island, Goblin Bully, Forest', 'Alice casts Brass Herald choosing Goblin', 'resolve all']);
    expect(t.final.players.find((p) => p.name === 'Alice')?.hand).toEqual(['Goblin Bully', 'Goblin Bully #2']);
  });

  it("614.12a, 601.2f: Urza's Incubator chosen Goblin makes Goblin creature spells cost {2} less (generic mana only), and no other", () => {
    const t = trace(["Urza's Incubator", 'Goblin Bully', 'Grizzly Bears'], ["Alice has Urza's Incubator (chosen Goblin), Mountain, 2 Forest", 'Alice hand: Goblin Bully, Grizzly Bears', 'Alice casts Goblin Bully', 'resolve', 'Alice casts Grizzly Bears', 'resolve']);
    expect(texts(t)).toContainEqual('The total cost of Goblin Bully is {R}');
    expect(texts(t)).toContainEqual('The total cost of Grizzly Bears is {1}{G}');
    expect(permanent(t, 'Goblin Bully')).toBeDefined();
    expect(permanent(t, 'Grizzly Bears')).toBeDefined();
  });

  it("614.12a, 502.3: An-Zerrin Ruins chosen Goblin: Goblins don't untap during their controllers' untap steps; other creatures do", () => {
    const t = trace(['An-Zerrin Ruins', 'Goblin Bully', 'Grizzly Bears'], ['Alice has An-Zerrin Ruins (chosen Goblin)', 'Bob has Goblin Bully (tapped), Grizzly Bears (tapped)', 'next turn']);
    expect(permanent(t, 'Goblin Bully')?.tapped).toBe(true);
    expect(permanent(t, 'Grizzly Bears')?.tapped).toBe(false);
  });

  it('608.2d: "the chosen type" in a card that chooses none is refused, never read as some type', async () => {
    const { compileCard } = await import('../../src/oracle/compile');
    const result = compileCard({ name: 'Typeless Triumph', typeLine: 'Enchantment', manaCost: '{1}{W}', oracleText: 'Creatures of the chosen type get +1/+1.' });
    expect(result).toMatchObject({ status: 'unsupported', reason: expect.stringMatching(/the chosen type/) });
  });
});
