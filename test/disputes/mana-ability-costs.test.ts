/**
 * A mana ability's costs are paid as any ability's (602.2b, 605.3): the permanent its "Sacrifice a
 * creature" takes is the player's choice (601.2h), its mana cost is paid with other mana abilities
 * activated first (601.2g), and what it or its cost triggers goes on the stack the next time a player
 * would receive priority (603.3), which is at once: the player receives priority after activating it (117.3c).
 */
import { citing, played, player, texts } from './play';

const ALTAR = "define: Ashnod's Altar {3} Artifact — Sacrifice a creature: Add {C}{C}.";
const STAR = 'define:\n  Chromatic Star {1}\n  Artifact\n  {1}, {T}, Sacrifice this artifact: Add one mana of any color.\n  When this artifact is put into a graveyard from the battlefield, draw a card.';

describe('601.2h, 602.2b: the player paying a mana ability\'s cost chooses what it sacrifices', () => {
  it('601.2h: `Bob activates Ashnod\'s Altar sacrificing Birds of Paradise` sacrifices the Birds, not the first creature (Llanowar Elves)', () => {
    const trace = played(`${ALTAR}\nBob has Ashnod's Altar, Llanowar Elves, Birds of Paradise\nturn: Bob\nBob activates Ashnod's Altar sacrificing Birds of Paradise`);
    expect(player(trace, 'Bob').graveyard).toEqual(['Birds of Paradise']);
    expect(texts(trace)).not.toContainEqual(expect.stringMatching(/none was named/));
  });

  it('601.2g–h: `casts Bonesplitter paying with Ashnod\'s Altar sacrificing Birds of Paradise`: the spell has no sacrifice of its own, so the Altar takes the Birds', () => {
    const trace = played(`${ALTAR}\nAlice has Ashnod's Altar, Llanowar Elves, Birds of Paradise\nAlice casts Bonesplitter paying with Ashnod's Altar sacrificing Birds of Paradise`);
    expect(player(trace, 'Alice').graveyard).toEqual(['Birds of Paradise']);
  });

  it('701.21a: a named permanent the cost can\'t take is refused, never replaced by another', () => {
    const trace = played(`${ALTAR}\nBob has Ashnod's Altar, Llanowar Elves, Forest\nturn: Bob\nBob activates Ashnod's Altar sacrificing Forest`);
    expect(trace.verdict).toMatch(/^not allowed: Bob can't pay "sacrifice a creature"/);
    expect(player(trace, 'Bob').graveyard).toEqual([]);
  });
});

describe('601.2g, 602.2b: a mana ability with a mana cost is paid as casting is', () => {
  it('601.2g: `Alice activates Chromatic Star` with an untapped Island taps the Island for its {1}', () => {
    const trace = played(`${STAR}\nAlice has Island, Chromatic Star\nAlice activates Chromatic Star`);
    expect(citing(trace, '601.2g').map((e) => e.text)).toContainEqual(expect.stringMatching(/^No mana sources were named: Alice taps Island for \{U\}/));
    expect(player(trace, 'Alice').graveyard).toEqual(['Chromatic Star']);
  });

  it('601.2g: `paying with` names the mana ability that pays it', () => {
    const trace = played(`${STAR}\nAlice has Island, Swamp, Chromatic Star\nAlice activates Chromatic Star paying with Swamp`);
    expect(trace.final.battlefield.map((p) => [p.label, p.tapped])).toEqual([['Island', false], ['Swamp', true]]);
  });
});

describe('603.3, 117.3c: what a mana ability or its cost triggers goes on the stack before the player acts again', () => {
  it('603.3: `Alice taps Island for mana` then `Alice activates Chromatic Star`: its draw trigger goes on the stack and Alice draws', () => {
    const trace = played(`${STAR}\nAlice has Island, Chromatic Star\nAlice library: Forest\nAlice taps Island for mana\nAlice activates Chromatic Star`);
    expect(citing(trace, '603.3').map((e) => e.text)).toEqual([expect.stringMatching(/^Alice puts Chromatic Star's trigger on the stack/)]);
    expect(player(trace, 'Alice').hand).toEqual(['Forest']);
  });

  it('603.3, 601.2i: Chromatic Star sacrificed while paying for a spell: its trigger goes on the stack above the spell once the spell is cast', () => {
    const trace = played(`${STAR}\nAlice has Island, Chromatic Star\nAlice library: Forest\nAlice casts Lightning Bolt targeting Bob paying with Chromatic Star for R`);
    expect(trace.stacks.map((s) => s.stack.map((item) => item.label))).toContainEqual(["Chromatic Star's trigger", 'Lightning Bolt']);
    expect([player(trace, 'Alice').hand, player(trace, 'Bob').life]).toEqual([['Forest'], 17]);
  });
});

describe('106.12a, 605.1b, 605.5a: what a land tapped for mana triggers', () => {
  const MANABARBS = 'define:\n  Manabarbs {3}{R}\n  Enchantment\n  Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player.';
  const WILD_GROWTH = 'define: {name: Wild Growth, manaCost: "{G}", types: [Enchantment], subtypes: [Aura], enchant: land, text: "Enchant land. Whenever enchanted land is tapped for mana, its controller adds an additional {G}.", abilities: [{kind: triggered, when: land-tapped-for-mana, subject: {attachedToSource: true}, effects: [{do: add-mana, mana: G, amount: 1}], text: "Whenever enchanted land is tapped for mana, its controller adds an additional {G}."}]}';

  it('605.5a: Manabarbs can\'t add mana, so it is no mana ability: it goes on the stack and deals 1 damage to the player who tapped the land', () => {
    const trace = played(`${MANABARBS}\nAlice has Manabarbs, Mountain\nAlice taps Mountain for mana`);
    expect(citing(trace, '603.3').map((e) => e.text)).toEqual([expect.stringMatching(/^Alice puts Manabarbs's trigger on the stack/)]);
    expect(player(trace, 'Alice').life).toBe(19);
    expect(trace.final.players[0]!.manaPool).toBe('{R}');
  });

  it('605.1b, 605.4a: Wild Growth adds its {G} at once, only when the land it enchants is tapped', () => {
    const trace = played(`${WILD_GROWTH}\nAlice has Island, Wild Growth (attached to Island), Mountain\nAlice taps Mountain for mana\nAlice taps Island for mana`);
    expect(trace.final.players[0]!.manaPool).toBe('{U}{R}{G}');
    expect(citing(trace, '605.4a').map((e) => e.text)).toEqual([expect.stringMatching(/^Wild Growth triggers as Island is tapped for mana .*: Alice adds \{G\}/)]);
  });
});

