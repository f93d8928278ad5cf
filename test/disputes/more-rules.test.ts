/**
 * Rules the engine documents that the other dispute tests don't reach: discarding to hand size, an
 * Equipment falling off, token doubling, life-gain triggers, "attacks each combat if able", and
 * static abilities that hold only during their controller's turn.
 */
import { citing, permanent, played, player, texts } from './play';

describe('514.1: the active player discards down to seven in the cleanup step', () => {
  it('with nine cards, the two last put into the hand are discarded by default', () => {
    const trace = played('Alice has Forest\nAlice hand: 9 Grizzly Bears\nBob has Mountain\nnext turn');
    expect(citing(trace, '514.1').find((e) => e.kind === 'choice')!.text).toBe('Alice discards Grizzly Bears #9, Grizzly Bears #8 (the cards last put into their hand; none were named)');
    expect(player(trace, 'Alice').hand).toHaveLength(7);
  });
});

describe('704.5n, 301.5c: an Equipment attached to something that is no longer a creature becomes unattached and stays', () => {
  it('Bonesplitter on a creature turned into a noncreature stays on the battlefield, unattached', () => {
    const trace = played(
      'define: {name: Stone Curse, manaCost: "{1}", types: [Instant], text: "Target creature becomes a land until end of turn.", spell: {targets: [{kind: creature}], effects: [{do: modify, on: target, changes: {setTypes: [Land]}}]}}\nAlice has Grizzly Bears, Bonesplitter (attached to Grizzly Bears), Mountain\nAlice casts Stone Curse targeting Grizzly Bears',
    );
    expect(citing(trace, '704.5n')[0]!.text).toBe('Bonesplitter becomes unattached and stays on the battlefield (Grizzly Bears is no longer a creature)');
    expect(permanent(trace, 'Bonesplitter')!.attachedTo).toBeUndefined();
    // 208.3: the land it became has no power or toughness, though the card has them printed.
    expect(permanent(trace, 'Grizzly Bears')).not.toHaveProperty('power');
  });
});

describe('614.1a: Parallel Lives doubles the tokens an effect creates', () => {
  it('Doomed Traveler dies: two Spirits instead of one', () => {
    const trace = played('Alice has Parallel Lives, Doomed Traveler\nBob has Mountain\nBob casts Lightning Bolt targeting Doomed Traveler');
    expect(texts(trace)).toContain('Parallel Lives\'s "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead." applies: 1 token becomes 2');
    expect(trace.final.battlefield.filter((p) => p.name === 'Spirit')).toHaveLength(2);
  });
});

describe('603.2: "whenever you gain life"', () => {
  it('Ajani’s Pridemate gets a counter when lifelink gains its controller life', () => {
    const trace = played("Alice has Ajani's Pridemate, Vampire Nighthawk\nAlice attacks with Vampire Nighthawk");
    expect(permanent(trace, "Ajani's Pridemate")).toMatchObject({ power: 3, toughness: 3 });
  });
});

describe('508.1d: a creature that attacks each combat if able must be declared', () => {
  const berserker = 'define: {name: Mad Berserker, manaCost: "{1}{R}", types: [Creature], power: 3, toughness: 1, text: "Mad Berserker attacks each combat if able.", abilities: [{kind: static, rules: {attacksEachCombat: true}, text: "Mad Berserker attacks each combat if able."}]}\n';
  it('with no attack named, it attacks anyway', () => {
    const trace = played(`${berserker}Alice has Mad Berserker\nBob has Mountain\ngo to combat\nnext step`);
    expect(citing(trace, '508.1d')[0]!.text).toMatch(/Mad Berserker must attack \(508\.1d\)/);
    expect(player(trace, 'Bob').life).toBe(17);
  });
  it('an attack without it is illegal', () => {
    const trace = played(`${berserker}Alice has Mad Berserker, Grizzly Bears\nAlice attacks with Grizzly Bears`);
    expect(citing(trace, '508.1d')[0]!.text).toMatch(/Mad Berserker attacks each combat if able, so it must be declared \(508\.1d\)/);
  });
});

describe('611.3a: a static ability with a condition applies only while it holds', () => {
  it('"as long as it\'s your turn, ~ has first strike": yes on its controller\'s turn, no on the opponent\'s', () => {
    const card = 'define: {name: Turn Fighter, manaCost: "{1}{W}", types: [Creature], power: 2, toughness: 2, text: "As long as it\'s your turn, Turn Fighter has first strike.", abilities: [{kind: static, condition: your-turn, modify: {addKeywords: [first strike]}, text: "As long as it\'s your turn, Turn Fighter has first strike."}]}\n';
    expect(permanent(played(`${card}Alice has Turn Fighter`), 'Turn Fighter')!.keywords).toEqual(['first strike']);
    expect(permanent(played(`${card}Alice has Forest\nBob has Turn Fighter`), 'Turn Fighter')!.keywords).toEqual([]);
  });
});

describe('104.4b and the engine’s limits: an effect too large to play out stops the game, naming the limit', () => {
  it('drawing a trillion cards stops at once with the limit named, instead of running out of memory', () => {
    const trace = played('define: {name: Deep Dig, manaCost: "{0}", types: [Sorcery], text: "Draw a trillion cards.", spell: {effects: [{do: draw, amount: 1000000000000, who: you}]}}\nAlice casts Deep Dig');
    expect(trace.stopped).toBe('Stopped: an effect would draw cards: 1000000000000; Heartwood stops at 500 per effect');
  });

  it('Blaze with X=99 paid by 100 Mountains plays out: a long but legitimate game is not mistaken for a loop', () => {
    const trace = played('Alice has 20 Mountain, 20 Mountain, 20 Mountain, 20 Mountain, 20 Mountain\nAlice casts Blaze with X=99 targeting Bob');
    expect(trace.stopped).toBe('The game is over: Alice wins');
    expect(player(trace, 'Bob').life).toBe(-79);
  });
});

describe('mana amounts are right', () => {
  it('"Add {B}{B}{B}" adds three black mana, and the trace says {B}{B}{B}', () => {
    const trace = played('define: {name: Triple Ritual, manaCost: "{B}", types: [Instant], text: "Add {B}{B}{B}.", spell: {effects: [{do: add-mana, mana: B, amount: 3}]}}\nAlice has Swamp\nAlice casts Triple Ritual\nresolve');
    expect(texts(trace)).toContain('Alice adds {B}{B}{B}');
    expect(player(trace, 'Alice').manaPool).toBe('{B}{B}{B}');
  });
});

describe('the scenario language reaches the mechanics compiled cards need', () => {
  it('702.103: `with bestow` casts a creature with bestow as an Aura for its bestow cost', () => {
    const trace = played('define:\n  Boon Satyr {1}{G}{G}\n  Enchantment Creature — Satyr\n  Flash\n  Bestow {3}{G}{G}\n  Enchanted creature gets +4/+2.\n  4/2\nAlice has Grizzly Bears, 5 Forest\nAlice casts Boon Satyr with bestow targeting Grizzly Bears');
    expect(texts(trace)).toContain('Boon Satyr is cast bestowed: it is an Aura spell with enchant creature, not a creature spell, and its cost is its bestow cost');
    expect(permanent(trace, 'Grizzly Bears')).toMatchObject({ power: 6, toughness: 4 });
    expect(permanent(trace, 'Boon Satyr')!.attachedTo).toBe('Grizzly Bears');
  });

  it('601.2c: "up to two target creatures" takes the names listed', () => {
    const trace = played('define: Twin Boost {1}{G} Instant — Up to two target creatures each get +1/+1 until end of turn.\nAlice has Grizzly Bears, Savannah Lions, 2 Forest\nAlice casts Twin Boost targeting Grizzly Bears, Savannah Lions');
    expect([permanent(trace, 'Grizzly Bears')!.power, permanent(trace, 'Savannah Lions')!.power]).toEqual([3, 3]);
  });

  it('601.2h, 608.2h: `sacrificing` picks what a spell\'s additional cost sacrifices, and the effect uses its last known power', () => {
    const scenario = (sacrifice: string) =>
      played(`define: Grim Tithe {B} Sorcery — As an additional cost to cast this spell, sacrifice a creature. Target player discards a number of cards equal to the sacrificed creature's power.\nAlice has Grizzly Bears, Hill Giant, Swamp\nBob hand: 4 Shock\nAlice casts Grim Tithe targeting Bob${sacrifice}`);
    const named = scenario(' sacrificing Hill Giant');
    expect(player(named, 'Alice').graveyard).toEqual(['Hill Giant', 'Grim Tithe']);
    expect(player(named, 'Bob').hand).toHaveLength(1);
    const unnamed = scenario('');
    expect(texts(unnamed)).toContain('Alice sacrifices Grizzly Bears (the first creature they control; none was named)');
    expect(player(unnamed, 'Bob').hand).toHaveLength(2);
  });
});

describe('701.22a: scry looks at the top of a library the scenario did not set up (it goes on with unknown cards)', () => {
  it('scry 2 looks at two unknown cards; a library set up empty has none to look at', () => {
    const peek = 'define: Peek {U} Instant — Scry 2.\nAlice has Island\nAlice casts Peek';
    expect(texts(played(peek))).toContain('Alice scries 2: looks at 2 cards and puts them back on top (the default)');
    expect(texts(played(`Alice library:\n${peek}`))).toContain('Alice scries 2: looks at no cards (the library is empty) and puts nothing anywhere');
  });
});
