/**
 * Cards that once compiled into something other than what their Oracle text says (a silent
 * misreading): each is now read right, or refused with the reason. Each test compiles the real text
 * and checks its meaning, and where it matters in play, plays it.
 */
import { Game, type CardDefinitionInput, type GameSetup } from '../../src/engine';
import { compileCard, type CompileResult } from '../../src/oracle/compile';
import { coverageCards } from '../../src/oracle/coverage';
import { describeWithSharedData, sharedDataPath } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

type PrintedCard = Parameters<typeof compileCard>[0];

function definitionOf(result: CompileResult): CardDefinitionInput {
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const triggersOf = (events: { kind: string; text: string }[], name: string) => events.filter((e) => e.kind === 'trigger' && e.text.startsWith(`${name}'s ability triggers`));

describeWithSharedData('misreadings of Theros-block cards', ['mtgjson-v5.2.0/THS.json', 'mtgjson-v5.2.0/JOU.json'], () => {
  // The cards as `heartwood ingest` reads the set files.
  let printed: PrintedCard[] = [];
  beforeAll(async () => {
    printed = await coverageCards({ dataDir: '', files: ['THS', 'JOU'].map((set) => sharedDataPath(`mtgjson-v5.2.0/${set}.json`)) });
  }, 60_000);
  const card = (name: string): PrintedCard => printed.find((found) => found.name === name) ?? (() => { throw new Error(`${name} is not in THS or JOU`); })();

  it('Spawn of Thraxes counts "the number of Mountains you control" as Mountains (a plural subtype is the subtype)', () => {
    const definition = definitionOf(compileCard(card('Spawn of Thraxes')));
    expect(definition.abilities).toEqual([expect.objectContaining({ when: 'enters', effects: [{ do: 'damage', amount: { count: { subtypes: ['Mountain'], controller: 'you' } }, to: 'target' }] })]);
    const setup: GameSetup = { players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Spawn of Thraxes'] }, { name: 'Bob' }], cards: [definition] };
    const g = new Game(setup);
    g.do({ type: 'choose', player: 'Alice', key: 'targets', value: ['Bob'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Spawn of Thraxes' });
    g.resolveStack();
    expect(g.snapshot().players[1]!.life).toBe(13);
  });

  it('608.2c: Chronicler of Heroes\'s "draw a card if you control a creature with a +1/+1 counter on it" is checked as the trigger resolves, not as an intervening "if" (603.4)', () => {
    const chronicler = definitionOf(compileCard(card('Chronicler of Heroes')));
    expect(chronicler.abilities).toEqual([expect.objectContaining({ when: 'enters', effects: [{ do: 'if', condition: { youControl: { types: ['Creature'], withCounter: '+1/+1' } }, effects: [{ do: 'draw', amount: 1, who: 'you' }] }] })]);
    expect(chronicler.abilities![0]).not.toHaveProperty('condition');
    const cast = (battlefield: GameSetup['players'][number]['battlefield']) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Plains', ...(battlefield ?? [])], hand: ['Chronicler of Heroes'], library: ['Island'] }, { name: 'Bob' }], cards: [chronicler] });
      const events = [...g.do({ type: 'cast', player: 'Alice', card: 'Chronicler of Heroes' }), ...g.resolveStack()];
      return { events, hand: g.snapshot().players[0]!.hand };
    };
    // With no such creature it still triggers (nothing to check as it enters), and draws nothing as it resolves.
    const none = cast([]);
    expect(triggersOf(none.events, 'Chronicler of Heroes')).toHaveLength(1);
    expect(none.hand).toEqual([]);
    expect(cast([{ card: 'Grizzly Bears', counters: { '+1/+1': 1 } }]).hand).toEqual(['Island']);
  });

  it('Decorated Griffin ("the next 1 combat damage") is refused: the engine\'s shield would stop noncombat damage too', () => {
    expect(compileCard(card('Decorated Griffin'))).toMatchObject({
      status: 'unsupported',
      kind: 'engine',
      group: 'prevent only the next N combat damage',
      sentence: '{1}{W}: Prevent the next 1 combat damage that would be dealt to you this turn.',
    });
  });
});

describeWithSharedData('misreadings of cards of the 2020 pool', [POOL_FILE], () => {
  it('205.3, 509.1b: Kor Castigator "can\'t be blocked by Eldrazi Scions" — by a creature that is both; an Eldrazi that is no Scion blocks it', () => {
    expect(compiledPoolCard('Kor Castigator').abilities).toEqual([expect.objectContaining({ rules: { cantBeBlockedBy: { allSubtypes: ['Eldrazi', 'Scion'] } } })]);
    const creature = (name: string, subtypes: string[]): CardDefinitionInput => ({ name, types: ['Creature'], subtypes, power: 1, toughness: 1 });
    const blocked = (blocker: string) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Kor Castigator'] }, { name: 'Bob', battlefield: [blocker] }], step: 'beginning-of-combat', cards: [compiledPoolCard('Kor Castigator'), creature('Scion Spawn', ['Eldrazi', 'Scion']), creature('Eldrazi Drone', ['Eldrazi', 'Drone'])] });
      g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Kor Castigator': 'Bob' } });
      g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: { [blocker]: 'Kor Castigator' } });
      return ['Alice', 'Bob', 'Alice', 'Bob'].flatMap((player) => g.do({ type: 'pass', player }).map((e) => e.text)).join('\n');
    };
    expect(blocked('Scion Spawn')).toMatch(/Kor Castigator can't be blocked by a Eldrazi Scion creature/);
    expect(blocked('Eldrazi Drone')).toMatch(/Bob blocks: Kor Castigator by Eldrazi Drone/);
  });

  it('110.4a: Celestial Gatekeeper returns "Bird and/or Cleric permanent cards": a kindred instant Cleric is no permanent card', () => {
    const gatekeeper = compiledPoolCard('Celestial Gatekeeper');
    expect(gatekeeper.abilities![0]).toMatchObject({ targets: [{ kind: 'card-in-graveyard', filter: { types: ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'], subtypes: ['Bird', 'Cleric'] } }] });
    const prayer: CardDefinitionInput = { name: 'Cleric Prayer', manaCost: '{W}', types: ['Kindred', 'Instant'], subtypes: ['Cleric'], spell: { targets: [], effects: [{ do: 'gain-life', amount: 1, who: 'you' }] } };
    const adept: CardDefinitionInput = { name: 'Cleric Adept', manaCost: '{W}', types: ['Creature'], subtypes: ['Cleric'], power: 1, toughness: 1 };
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Celestial Gatekeeper', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'], graveyard: ['Cleric Prayer', 'Cleric Adept'] }, { name: 'Bob' }], cards: [gatekeeper, prayer, adept] });
    g.do({ type: 'choose', player: 'Alice', key: 'targets', value: ['Cleric Prayer', 'Cleric Adept'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Murder', targets: ['Celestial Gatekeeper'] });
    const texts = g.resolveStack().map((e) => e.text).join('\n');
    expect(texts).toMatch(/can't target Cleric Prayer: not an up to two Bird and\/or Cleric permanent cards/);
    expect(permanent(g, 'Cleric Adept')).toBeDefined();
    expect(g.snapshot().players[0]!.graveyard).toContain('Cleric Prayer');
  });
});

describe('misreadings of other cards\' templates', () => {
  it('"return another creature you control to its owner\'s hand" names one chosen creature, never all of them (Ambush Krotiq returned every other creature)', () => {
    const krotiq = compileCard({ name: 'Ambush Krotiq', manaCost: '{5}{G}', typeLine: 'Creature — Insect', power: '5', toughness: '5', oracleText: "Trample\nWhen Ambush Krotiq enters the battlefield, return another creature you control to its owner's hand." });
    expect(krotiq).toMatchObject({ status: 'compiled', definition: { abilities: [{ effects: [{ do: 'return-chosen', who: 'you', filter: { types: ['Creature'], controller: 'you', other: true }, amount: 1 }] }] } });
  });

  it('"enters with that many +1/+1 counters" is refused: the engine counts only a number or the spell\'s X as a permanent enters (anything else was 0)', () => {
    expect(compileCard({ name: 'Grown Ooze', manaCost: '{2}{G}', typeLine: 'Creature — Ooze', power: '0', toughness: '0', oracleText: 'Grown Ooze enters the battlefield with that many +1/+1 counters on it.' })).toMatchObject({
      status: 'unsupported',
      group: 'make a permanent enter with a number of counters counted as it enters',
    });
  });

  it('"gets +1/+1 for each creature card in your graveyard" counts the graveyard (a static ability\'s count once read the battlefield only)', () => {
    const ghoul = definitionOf(compileCard({ name: 'Grave Ghoul', manaCost: '{2}{B}', typeLine: 'Creature — Zombie', power: '1', toughness: '1', oracleText: 'Grave Ghoul gets +1/+1 for each creature card in your graveyard.' }));
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grave Ghoul'], graveyard: ['Hill Giant', 'Lightning Bolt'] }, { name: 'Bob', graveyard: ['Grizzly Bears'] }], cards: [ghoul] });
    expect(permanent(g, 'Grave Ghoul')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('Intangible Virtue\'s "creature tokens you control" are tokens only', () => {
    const definition = definitionOf(compileCard({ name: 'Intangible Virtue', manaCost: '{1}{W}', typeLine: 'Enchantment', oracleText: 'Creature tokens you control get +1/+1 and have vigilance.' }));
    expect(definition.abilities).toEqual([expect.objectContaining({ kind: 'static', affects: { types: ['Creature'], controller: 'you', token: true } })]);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Intangible Virtue', 'Grizzly Bears', { card: 'Soldier', token: true }] }, { name: 'Bob' }], cards: [definition] });
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 });
    expect(permanent(g, 'Soldier token')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('"Whenever Mentor of the Meek or another creature with power 2 or less enters" triggers for the Mentor whatever its power', () => {
    const definition = definitionOf(
      compileCard({
        name: 'Mentor of the Meek',
        manaCost: '{2}{W}',
        typeLine: 'Creature — Human Soldier',
        power: '2',
        toughness: '2',
        oracleText: 'Whenever Mentor of the Meek or another creature with power 2 or less enters the battlefield under your control, you may pay {1}. If you do, draw a card.',
      }),
    );
    // One ability for the Mentor itself, one for the others (with power 2 or less).
    expect(definition.abilities?.map((ability) => ability.kind === 'triggered' && ability.subject)).toEqual([undefined, { types: ['Creature'], controller: 'you', other: true, power: { atMost: 2 } }]);
    // Under Glorious Anthem the Mentor enters as a 3/3: its own entering still triggers.
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Glorious Anthem', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Mentor of the Meek'] }, { name: 'Bob' }], cards: [definition] });
    const mentor = [...g.do({ type: 'cast', player: 'Alice', card: 'Mentor of the Meek' }), ...g.resolveStack()];
    expect(permanent(g, 'Mentor of the Meek')).toMatchObject({ power: 3, toughness: 3 });
    expect(triggersOf(mentor, 'Mentor of the Meek')).toHaveLength(1);
    // Granted in quotes, "this creature or another enchantment" can't tell what the creature is: refused.
    const granted = 'Enchant creature\nEnchanted creature has "Whenever this creature or another enchantment enters the battlefield under your control, draw a card."';
    expect(compileCard({ name: 'Star Mantle', manaCost: '{1}{U}', typeLine: 'Enchantment — Aura', oracleText: granted })).toMatchObject({ status: 'unsupported', group: 'grant a quoted ability that triggers on "this creature or another …"' });
  });

  it('a sentence that starts "Nonwhite creatures" or "Instant spells" names no subtype', () => {
    const anthem = definitionOf(compileCard({ name: 'Pale Curse', manaCost: '{2}{B}', typeLine: 'Enchantment', oracleText: 'Nonwhite creatures get -1/-1.' }));
    expect(anthem.abilities).toEqual([expect.objectContaining({ affects: { types: ['Creature'], notColors: ['W'] } })]);
    // "Instant" is a card type: the spells a filter of that type names, never a subtype "Instant".
    expect(definitionOf(compileCard({ name: 'Quick Study', manaCost: '{1}{U}', typeLine: 'Enchantment', oracleText: 'Instant spells you cast cost {1} less to cast.' })).abilities).toEqual([expect.objectContaining({ spellCost: { filter: { types: ['Instant'], controller: 'you' }, less: 1 } })]);
  });

  it('"Choose one or more —" lets every mode be chosen, however many there are (700.2)', () => {
    const oracleText = 'Choose one or more —\n• Draw a card.\n• You gain 3 life.\n• Scry 1.\n• Mill a card.\n• Target player loses 1 life.';
    const definition = definitionOf(compileCard({ name: 'Five Ways', manaCost: '{U}', typeLine: 'Sorcery', oracleText }));
    expect(definition.spell?.modeCount).toEqual({ min: 1, max: 5 });
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island'], hand: ['Five Ways'], library: ['Island', 'Island', 'Island'] }, { name: 'Bob' }], cards: [definition] });
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Five Ways', modes: [0, 1, 2, 3, 4], targets: ['Bob'] });
    expect(cast.filter((e) => e.kind === 'illegal-action')).toEqual([]);
    g.resolveStack();
    expect(g.snapshot().players.map((p) => p.life)).toEqual([23, 19]);
    const two = definitionOf(compileCard({ name: 'Two Ways', manaCost: '{U}', typeLine: 'Sorcery', oracleText: 'Choose one or more —\n• Draw a card.\n• You gain 3 life.' }));
    expect(two.spell?.modeCount).toEqual({ min: 1, max: 2 });
  });

  it('an X that no cost chooses is refused rather than read as 0 (107.3); X of the mana cost reaches only its enters trigger (107.3m)', () => {
    const creature = (oracleText: string) => compileCard({ name: 'X Beast', manaCost: '{X}{G}', typeLine: 'Creature — Beast', power: '2', toughness: '2', oracleText });
    expect(creature('When X Beast dies, draw X cards.')).toMatchObject({ status: 'unsupported', group: 'use an X that no cost and no "where X is" defines' });
    expect(compileCard({ name: 'Sudden Insight', manaCost: '{2}{U}', typeLine: 'Sorcery', oracleText: 'Draw X cards.' })).toMatchObject({ status: 'unsupported', group: 'use an X that no cost and no "where X is" defines' });
    expect(compileCard({ name: 'Odd Idol', manaCost: '{3}', typeLine: 'Artifact', oracleText: '{T}: You gain X life.' })).toMatchObject({ status: 'unsupported' });
    const entering = definitionOf(creature('When X Beast enters the battlefield, you gain X life.'));
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['X Beast'] }, { name: 'Bob' }], cards: [entering] });
    g.do({ type: 'cast', player: 'Alice', card: 'X Beast', x: 3 });
    g.resolveStack();
    expect(g.snapshot().players[0]!.life).toBe(23);
    expect(definitionOf(compileCard({ name: 'X Idol', manaCost: '{3}', typeLine: 'Artifact', oracleText: '{X}, {T}: You gain X life.' })).abilities).toHaveLength(1);
  });

  it('"if you control three Wizards", "unless you sacrifice two creatures": a number where one object is meant is refused, not dropped', () => {
    const bear = (oracleText: string) => compileCard({ name: 'Counting Bear', manaCost: '{1}{G}', typeLine: 'Creature — Bear', power: '2', toughness: '2', oracleText });
    expect(bear('When Counting Bear enters the battlefield, if you control three Wizards, draw a card.')).toMatchObject({ status: 'unsupported', kind: 'grammar', reason: expect.stringContaining('can\'t count "three" objects here, only one') });
    // Read as the cost "sacrifice two creatures" (118.12a): two, never one; X of them is refused, naming it.
    expect(definitionOf(bear('When Counting Bear enters the battlefield, sacrifice it unless you sacrifice two creatures.')).abilities).toEqual([expect.objectContaining({ effects: [{ do: 'unless-pay', cost: { sacrifice: 'creature', sacrificeCount: 2 }, effects: [{ do: 'sacrifice-object', what: 'self' }] }] })]);
    expect(compileCard({ name: 'Counting Angel', manaCost: '{4}{W}', typeLine: 'Creature — Angel', power: '3', toughness: '3', oracleText: '{T}, Sacrifice X lands: Put X +1/+1 counters on Counting Angel.' })).toMatchObject({ status: 'unsupported', reason: expect.stringContaining('sacrifice X permanents as a cost') });
    // One object still reads as before.
    expect(definitionOf(bear('When Counting Bear enters the battlefield, if you control another Bear, draw a card.')).abilities).toEqual([expect.objectContaining({ condition: { youControl: { subtypes: ['Bear'], other: true } } })]);
    expect(definitionOf(bear('When Counting Bear enters the battlefield, sacrifice it unless you sacrifice a creature.')).abilities).toEqual([expect.objectContaining({ effects: [{ do: 'unless-pay', cost: { sacrifice: 'creature' }, effects: [{ do: 'sacrifice-object', what: 'self' }] }] })]);
  });

  it('"a creature you own" is not "a creature you control" (108.3): on the battlefield it is refused; a card in your graveyard is yours', () => {
    const bear = (oracleText: string) => compileCard({ name: 'Owning Bear', manaCost: '{1}{B}', typeLine: 'Creature — Bear', power: '2', toughness: '2', oracleText });
    expect(bear('Whenever another creature you own dies, you gain 1 life.')).toMatchObject({ status: 'unsupported', group: 'match permanents by their owner ("you own")' });
    expect(compileCard({ name: 'Homecoming', manaCost: '{3}{U}', typeLine: 'Sorcery', oracleText: 'Return all creatures you own to your hand.' })).toMatchObject({ status: 'unsupported' });
    const recall = definitionOf(compileCard({ name: 'Recall Bear', manaCost: '{B}', typeLine: 'Sorcery', oracleText: 'Return target creature card you own from your graveyard to your hand.' }));
    expect(recall.spell?.targets).toEqual([expect.objectContaining({ kind: 'card-in-graveyard', controller: 'you', filter: { types: ['Creature'] } })]);
  });

  it('a subtype spelled as a plural is that subtype; one whose singular ends in "s" stays whole (205.3)', () => {
    const spell = (oracleText: string) => definitionOf(compileCard({ name: 'Subtype Test', manaCost: '{B}', typeLine: 'Sorcery', oracleText })).spell?.effects;
    expect(spell('Destroy all Wolves.')).toEqual([{ do: 'destroy', what: { all: { subtypes: ['Wolf'] } } }]);
    // Lord of the Accursed's first ability: the lord template affected creatures of subtype "Zombies" (none).
    const lord = definitionOf(compileCard({ name: 'Lord of the Accursed', manaCost: '{2}{B}', typeLine: 'Creature — Zombie', power: '2', toughness: '3', oracleText: 'Other Zombies you control get +1/+1.' }));
    expect(lord.abilities).toEqual([expect.objectContaining({ affects: { subtypes: ['Zombie'], controller: 'you', other: true } })]);
    expect(spell('Destroy all Plains.')).toEqual([{ do: 'destroy', what: { all: { subtypes: ['Plains'] } } }]);
    expect(spell('Destroy all non-Cyclops creatures.')).toEqual([{ do: 'destroy', what: { all: { types: ['Creature'], notSubtypes: ['Cyclops'] } } }]);
    const moon = definitionOf(compileCard({ name: 'Elf Moon', manaCost: '{2}{G}', typeLine: 'Enchantment', oracleText: 'Creatures you control are Elves.' }));
    expect(moon.abilities).toEqual([expect.objectContaining({ modify: { setSubtypes: ['Elf'] } })]);
  });

  it('106.3, 603.2: Tangleroot\'s "that player adds {G}" gives the mana to the player who cast the creature spell, not to Tangleroot\'s controller', () => {
    const tangleroot = definitionOf(compileCard({ name: 'Tangleroot', manaCost: '{3}', typeLine: 'Artifact', oracleText: 'Whenever a player casts a creature spell, that player adds {G}.' }));
    expect(tangleroot.abilities).toEqual([expect.objectContaining({ kind: 'triggered', when: 'cast', whose: 'each', effects: [{ do: 'add-mana', mana: 'G', amount: 1, who: 'that-player' }] })]);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Tangleroot'] }, { name: 'Bob', battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] }], activePlayer: 'Bob', cards: [tangleroot] });
    g.do({ type: 'cast', player: 'Bob', card: 'Grizzly Bears' });
    // The trigger resolves first (it is on top of the Bears), while the step goes on: its mana is still in a pool.
    g.resolveStack();
    const [alice, bob] = g.snapshot().players;
    expect({ alice: alice!.manaPool, bob: bob!.manaPool }).toEqual({ alice: 'empty', bob: '{G}' });
  });

  it('903.3: Bastion Protector\'s "Commander creatures" names a status, not a creature type: the card is refused with the word', () => {
    const protector = compileCard({ name: 'Bastion Protector', manaCost: '{2}{W}', typeLine: 'Creature — Human Soldier', power: '3', toughness: '3', oracleText: 'Commander creatures you control get +2/+2 and have indestructible.' });
    expect(protector).toMatchObject({ status: 'unsupported', kind: 'grammar', reason: expect.stringContaining('"Commander" is not a subtype (205.3): it is a term of the rules (903)') });
  });

  it('205.3: a capitalised word that no subtype list of the rules holds is refused, never read as a subtype nothing has', () => {
    // Jadecraft Artisan's 2020 text capitalises "Creature"; a data placeholder stands for the card's name.
    const artisan = compileCard({ name: 'Jadecraft Artisan', manaCost: '{3}{G}', typeLine: 'Creature — Human Shaman', power: '3', toughness: '3', oracleText: 'When Jadecraft Artisan enters the battlefield, target Creature gets +2/+2 until end of turn.' });
    expect(artisan).toMatchObject({ status: 'unsupported', kind: 'grammar', reason: expect.stringContaining('"Creature" is not a subtype (205.3)') });
    const harpy = compileCard({ name: 'Ravenous Harpy', manaCost: '{2}{B}', typeLine: 'Creature — Harpy', power: '1', toughness: '2', oracleText: 'Flying\n{1}, Sacrifice another creature: Put a +1/+1 counter on CARDNAME.' });
    expect(harpy).toMatchObject({ status: 'unsupported', reason: expect.stringContaining('"CARDNAME" is not a subtype (205.3)') });
    // Plurals are singular by the rules' own lists: Foxes, Harpies, Octopuses; Cyclops and Plains are singular already.
    const spell = (oracleText: string) => definitionOf(compileCard({ name: 'Subtype Test', manaCost: '{B}', typeLine: 'Sorcery', oracleText })).spell?.effects;
    expect(spell('Destroy all Foxes, Harpies, Octopuses, Cyclops and Plains.')).toEqual([{ do: 'destroy', what: { all: { subtypes: ['Fox', 'Harpy', 'Octopus', 'Cyclops', 'Plains'] } } }]);
  });

  it('Rancor\'s "is put into a graveyard from the battlefield" triggers for an Aura, not only when a creature dies (700.4)', () => {
    const oracleText = 'Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put into a graveyard from the battlefield, return Rancor to its owner\'s hand.';
    const rancor = definitionOf(compileCard({ name: 'Rancor', manaCost: '{G}', typeLine: 'Enchantment — Aura', oracleText }));
    expect(rancor.abilities).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'triggered', when: 'put-into-graveyard' })]));
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', { card: 'Rancor', attachedTo: 'Grizzly Bears' }, 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { name: 'Bob' }], cards: [rancor] });
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ power: 4, keywords: ['trample'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Murder', targets: ['Grizzly Bears'] });
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Rancor'], graveyard: ['Grizzly Bears', 'Murder'] });
  });
});
