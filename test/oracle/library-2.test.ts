/**
 * Libraries, hands, graveyards and choices on real cards of the 2020 pool (Forge's wording), each read,
 * lowered and played through the engine: an object of one of several kinds ("a basic land card or a Gate
 * card", "target artifact creature or black creature", "creature or Aura spell"); a search "with mana value X or
 * less" (107.3a); cards put onto the battlefield from a hand (110.2, 305.4); targets "from a single graveyard" (601.2c) and "from an opponent's graveyard" (404.2); one player's two actions ("draws X cards and loses X life", 121.1, 119.3).
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { compileCard } from '../../src/oracle/compile';
import { compiledPoolCard, POOL_FILE, poolCard, poolTrace } from './pool';

const player = (t: Trace, name: string) => t.final.players.find((p) => p.name === name)!;
const texts = (t: Trace) => t.events.map((e) => e.text);
/** The text of the first action the engine refused. */
const refusal = (t: Trace) => t.events.find((e) => e.kind === 'illegal-action')?.text;

describeWithSharedData('one of several kinds of object ("… or …"), each alternative with words of its own (2020 pool)', [POOL_FILE], () => {
  it('701.23a: Open the Gates searches for "a basic land card or a Gate card": a Gate is found, a nonbasic land that is no Gate is not', () => {
    expect(compiledPoolCard('Open the Gates').spell).toMatchObject({ effects: [{ do: 'search-library', filter: { anyOf: [{ types: ['Land'], supertypes: ['Basic'] }, { subtypes: ['Gate'] }] }, to: 'hand' }] });
    const lines = ['Alice has Forest', 'Alice hand: Open the Gates', 'Alice library: Desert, Azorius Guildgate, Island'];
    const gate = poolTrace(['Open the Gates', 'Desert', 'Azorius Guildgate'], [...lines, 'Alice casts Open the Gates searching for Desert, Azorius Guildgate', 'resolve all']);
    expect(player(gate, 'Alice').hand).toEqual(['Azorius Guildgate']);
    const first = poolTrace(['Open the Gates', 'Desert', 'Azorius Guildgate'], [...lines, 'Alice casts Open the Gates', 'resolve all']);
    expect(texts(first)).toContainEqual(expect.stringMatching(/^Alice searches their library and finds Azorius Guildgate \(the first one/));
  });

  it('701.23a: Flower\'s "basic Forest or Plains card" and Grixis Panorama\'s "basic Island, Swamp, or Mountain card" — "basic" is said of each', () => {
    expect(compiledPoolCard('Grixis Panorama').abilities?.[1]).toMatchObject({ effects: [{ do: 'search-library', filter: { subtypes: ['Island', 'Swamp', 'Mountain'], supertypes: ['Basic'] }, to: 'battlefield', tapped: true }] });
    const t = poolTrace(['Grixis Panorama', 'Dimir Guildgate'], ['Alice has Grixis Panorama, Island', 'Alice library: Dimir Guildgate, Plains, Swamp', 'Alice activates Grixis Panorama: 2', 'resolve all']);
    expect(t.final.battlefield.map((p) => [p.name, p.tapped])).toContainEqual(['Swamp', true]);
  });

  it('115.1: Purge targets an artifact creature or a black creature, not a green one', () => {
    const setup = ['Alice has Plains, Plains', 'Alice hand: Purge', 'Bob has Grizzly Bears, Ornithopter'];
    expect(refusal(poolTrace(['Purge'], [...setup, 'Alice casts Purge targeting Grizzly Bears']))).toMatch(/115\.1/);
    const t = poolTrace(['Purge'], [...setup, 'Alice casts Purge targeting Ornithopter', 'resolve all']);
    expect(t.final.battlefield.map((p) => p.name)).not.toContain('Ornithopter');
  });

  it('115.1: Nullify counters a creature spell or an Aura spell, and can\'t target a sorcery spell', () => {
    const setup = ['Alice has Island, Island, Plains, Plains, Island, Island, Island', 'Alice hand: Nullify, Pacifism, Counsel of the Soratami', 'Bob has Grizzly Bears'];
    const aura = poolTrace(['Nullify', 'Pacifism', 'Counsel of the Soratami'], [...setup, 'Alice casts Pacifism targeting Grizzly Bears', 'Alice casts Nullify targeting Pacifism', 'resolve all']);
    expect(player(aura, 'Alice').graveyard).toEqual(expect.arrayContaining(['Pacifism', 'Nullify']));
    const sorcery = poolTrace(['Nullify', 'Pacifism', 'Counsel of the Soratami'], [...setup, 'Alice casts Counsel of the Soratami', 'Alice casts Nullify targeting Counsel of the Soratami']);
    expect(refusal(sorcery)).toMatch(/115\.1/);
  });

  it('205.3m: "target Spirit or enchantment" is a Spirit (a creature type) or an enchantment, not a Spirit enchantment; "an Island card and another card" are two cards, refused', () => {
    expect(compiledPoolCard('Urgent Exorcism').spell?.targets).toMatchObject([{ kind: 'permanent', filter: { anyOf: [{ subtypes: ['Spirit'] }, { types: ['Enchantment'] }] } }]);
    expect(compileCard(poolCard('Foil'))).toMatchObject({ status: 'unsupported', reason: expect.stringContaining('as one of several alternatives') });
  });

  it('613.1f: Timber Protector gives other Treefolk and Forests its controller controls indestructible, and not itself', () => {
    const t = poolTrace(['Timber Protector'], ['Alice has Timber Protector, Forest, Island']);
    const keywords = (name: string) => t.final.battlefield.find((p) => p.name === name)!.keywords ?? [];
    expect(keywords('Forest')).toContain('indestructible');
    expect(keywords('Island')).not.toContain('indestructible');
    expect(keywords('Timber Protector')).not.toContain('indestructible');
  });

  it('601.2f: Nightscape Familiar makes blue spells and red spells its controller casts cost {1} less', () => {
    const t = poolTrace(['Nightscape Familiar', 'Counsel of the Soratami'], ['Alice has Nightscape Familiar, Island, Island', 'Alice hand: Counsel of the Soratami', 'Alice library: Forest, Forest', 'Alice casts Counsel of the Soratami', 'resolve all']);
    expect(player(t, 'Alice').hand).toEqual(['Forest', 'Forest #2']);
    expect(t.final.battlefield.filter((p) => p.name === 'Island' && p.tapped)).toHaveLength(2);
  });
});

describeWithSharedData('107.3a: a search for a card "with mana value X or less", X the value chosen as the spell was cast (2020 pool)', [POOL_FILE], () => {
  it('107.3a: Green Sun\'s Zenith with X=2 finds a green creature card of mana value 2 or less, not Craw Wurm; then it is shuffled into its owner\'s library', () => {
    expect(compiledPoolCard("Green Sun's Zenith").spell?.effects?.[0]).toMatchObject({ do: 'search-library', filter: { types: ['Creature'], colors: ['G'] }, manaValueAtMost: 'X', to: 'battlefield' });
    const t = poolTrace(["Green Sun's Zenith", 'Craw Wurm'], ['Alice has Forest, Forest, Forest', "Alice hand: Green Sun's Zenith", 'Alice library: Craw Wurm, Serra Angel, Grizzly Bears, Island', "Alice casts Green Sun's Zenith with X=2", 'resolve all']);
    expect(texts(t)).toContainEqual('Alice searches for a card with mana value 2 or less (X is 2)');
    expect(t.final.battlefield.map((p) => p.name)).toContain('Grizzly Bears');
    expect(player(t, 'Alice').library).toBe(4);
    const named = poolTrace(["Green Sun's Zenith", 'Craw Wurm'], ['Alice has Forest, Forest, Forest', "Alice hand: Green Sun's Zenith", 'Alice library: Craw Wurm, Grizzly Bears', "Alice casts Green Sun's Zenith with X=2 searching for Craw Wurm", 'resolve all']);
    expect(named.final.battlefield.map((p) => p.name)).not.toContain('Craw Wurm');
  });

  it('107.3a: Chord of Calling with X=0 finds only a creature card of mana value 0 (Ornithopter); 303.4f: Wargate\'s "permanent card" could be an Aura, which the engine can\'t yet attach as it enters uncast: refused', () => {
    const chord = poolTrace(['Chord of Calling'], ['Alice has Forest, Forest, Forest', 'Alice hand: Chord of Calling', 'Alice library: Llanowar Elves, Ornithopter', 'Alice casts Chord of Calling with X=0', 'resolve all']);
    expect(chord.final.battlefield.map((p) => p.name)).toContain('Ornithopter');
    expect(compileCard(poolCard('Wargate'))).toMatchObject({ status: 'unsupported', reason: expect.stringContaining('303.4f') });
  });
});

describeWithSharedData('110.2, 305.4: cards put onto the battlefield from their owner\'s hand (2020 pool)', [POOL_FILE], () => {
  it('305.4: Llanowar Scout puts a land card from its controller\'s hand onto the battlefield; that land isn\'t played, so a land may still be played this turn', () => {
    expect(compiledPoolCard('Llanowar Scout').abilities?.[0]).toMatchObject({ effects: [{ do: 'may-do', effects: [{ do: 'put-from-hand', filter: { types: ['Land'] }, max: 1 }] }] });
    const t = poolTrace(['Llanowar Scout'], ['Alice has Llanowar Scout', 'Alice hand: Grizzly Bears, Forest, Island', 'Alice activates Llanowar Scout taking Island', 'resolve all', 'Alice plays Forest']);
    expect(t.final.battlefield.map((p) => p.name).sort()).toEqual(['Forest', 'Island', 'Llanowar Scout']);
    expect(texts(t)).toContainEqual('Alice chooses Island from their hand');
  });

  it('110.2: Quicksilver Amulet puts the first creature card of the hand onto the battlefield by default, and nothing when its controller answers its "you may" no (608.2d); Terrain Generator\'s land enters tapped', () => {
    const lines = ['Alice has Quicksilver Amulet, Island, Island, Island, Island', 'Alice hand: Forest, Serra Angel, Grizzly Bears'];
    const first = poolTrace(['Quicksilver Amulet'], [...lines, 'Alice activates Quicksilver Amulet', 'resolve all']);
    expect(first.final.battlefield.map((p) => p.name)).toContain('Serra Angel');
    expect(texts(first)).toContainEqual('Alice chooses Serra Angel from their hand (none was named: the first in the hand\'s order)');
    const none = poolTrace(['Quicksilver Amulet'], [...lines, 'Alice activates Quicksilver Amulet', 'Alice chooses no', 'resolve all']);
    expect(player(none, 'Alice').hand).toEqual(['Forest', 'Serra Angel', 'Grizzly Bears']);
    const tapped = poolTrace(['Terrain Generator'], ['Alice has Terrain Generator, Island, Island', 'Alice hand: Plains', 'Alice activates Terrain Generator: 2', 'resolve all']);
    expect(tapped.final.battlefield.find((p) => p.name === 'Plains')?.tapped).toBe(true);
  });

  it('110.2: Tooth and Nail entwined finds two creature cards, then puts up to two creature cards from the hand onto the battlefield (702.42a)', () => {
    const t = poolTrace(['Tooth and Nail', 'Craw Wurm'], ['Alice has 9 Forest', 'Alice hand: Tooth and Nail', 'Alice library: Craw Wurm, Island, Serra Angel', 'Alice casts Tooth and Nail entwined', 'resolve all']);
    expect(t.final.battlefield.map((p) => p.name)).toEqual(expect.arrayContaining(['Craw Wurm', 'Serra Angel']));
  });
});

describeWithSharedData('601.2c: "up to three target cards from a single graveyard" (2020 pool)', [POOL_FILE], () => {
  it('601.2c: Rapid Decay exiles up to three target cards of one graveyard, and can\'t target cards of two graveyards at once', () => {
    expect(compiledPoolCard('Rapid Decay').spell?.targets).toMatchObject([{ kind: 'card-in-graveyard', singleGraveyard: true, count: { min: 0, max: 3 } }]);
    const lines = ['Alice has Swamp, Swamp', 'Alice hand: Rapid Decay', 'Alice graveyard: Serra Angel', 'Bob graveyard: Grizzly Bears, Forest, Hill Giant'];
    const one = poolTrace(['Rapid Decay'], [...lines, 'Alice casts Rapid Decay targeting Grizzly Bears, Forest', 'resolve all']);
    expect(player(one, 'Bob').graveyard).toEqual(['Hill Giant']);
    expect(player(one, 'Alice').graveyard).toEqual(['Serra Angel', 'Rapid Decay']);
    const two = poolTrace(['Rapid Decay'], [...lines, 'Alice casts Rapid Decay targeting Grizzly Bears, Serra Angel']);
    expect(refusal(two)).toMatch(/single graveyard \(601\.2c\)/);
  });
});

describeWithSharedData('404.2: target cards "from an opponent\'s graveyard", returned "to their hand" (2020 pool)', [POOL_FILE], () => {
  it('404.2: Nullmage Advocate returns two target cards of an opponent\'s graveyard to that player\'s hand, and can\'t target a card of its controller\'s own graveyard', () => {
    const lines = ['Alice has Nullmage Advocate', 'Alice graveyard: Serra Angel', 'Bob graveyard: Grizzly Bears, Hill Giant', 'Bob has Ornithopter'];
    const t = poolTrace(['Nullmage Advocate'], [...lines, 'Alice activates Nullmage Advocate targeting Grizzly Bears, Hill Giant, Ornithopter', 'resolve all']);
    expect(player(t, 'Bob').hand).toEqual(expect.arrayContaining(['Grizzly Bears', 'Hill Giant']));
    expect(t.final.battlefield.map((p) => p.name)).toEqual(['Nullmage Advocate']);
    const own = poolTrace(['Nullmage Advocate'], [...lines, 'Alice activates Nullmage Advocate targeting Grizzly Bears, Serra Angel, Ornithopter']);
    expect(refusal(own)).toMatch(/Serra Angel can't be the target/);
  });
});

describeWithSharedData('121.1, 119.3: "target player draws X cards and loses X life" (2020 pool)', [POOL_FILE], () => {
  it('121.1, 119.3: Damnable Pact with X=2 makes its target player draw two cards, then lose 2 life', () => {
    expect(compiledPoolCard('Damnable Pact').spell?.effects).toEqual([{ do: 'draw', amount: 'X', who: 'target' }, { do: 'lose-life', amount: 'X', who: 'target' }]);
    const t = poolTrace(['Damnable Pact'], ['Alice has Swamp, Swamp, Swamp, Swamp', 'Alice hand: Damnable Pact', 'Bob library: Forest, Island, Plains', 'Alice casts Damnable Pact with X=2 targeting Bob', 'resolve all']);
    expect(player(t, 'Bob').hand).toEqual(['Forest', 'Island']);
    expect(player(t, 'Bob').life).toBe(18);
  });
});
