/**
 * Templates the compiler reads beyond the first Theros-block set of constructs, each read, lowered and
 * played: characteristic-defining power and toughness (604.3, 613.4a), static abilities with a condition,
 * bestow's "~ and enchanted creature", "… instead", defender, damage to opponents and their creatures, protection
 * from multicolored and from a card type.
 */
import { Game, type CardDefinitionInput } from '../../src/engine';
import { characteristics } from '../../src/engine/characteristics';
import { compileCard } from '../../src/oracle/compile';
import { ability } from './read';

type PrintedCard = Parameters<typeof compileCard>[0];

function compiled(card: PrintedCard): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);

const boneyardWurm: PrintedCard = { name: 'Boneyard Wurm', manaCost: '{1}{G}', typeLine: 'Creature — Wurm', power: '*', toughness: '*', oracleText: "Boneyard Wurm's power and toughness are each equal to the number of creature cards in your graveyard." };

describe('characteristic-defining power and toughness (208.2a, 604.3, 613.4a)', () => {
  it('reads "~\'s power and toughness are each equal to …" and "~\'s power is equal to …"', () => {
    expect(ability("Test Card's power and toughness are each equal to the number of Swamps you control.")).toMatchObject({ static: { static: 'define-power-toughness', power: true, toughness: true, amount: { count: { subtypes: ['Swamp'], controller: 'you' } } } });
    expect(ability("Test Card's power is equal to the number of creature cards in all graveyards.")).toMatchObject({ static: { static: 'define-power-toughness', power: true, toughness: false, amount: { count: { types: ['creature'], zone: { zone: 'graveyard', owner: 'any' } } } } });
  });

  it('lowers "*" to a static ability of layer 7a; a "*" no ability defines is refused', () => {
    expect(compiled(boneyardWurm)).toMatchObject({ power: 0, toughness: 0, abilities: [{ kind: 'static', affects: 'self', modify: { definePowerToughness: { count: { types: ['Creature'], controller: 'you', zone: 'graveyard' }, power: true, toughness: true } } }] });
    const maro = compiled({ name: 'Maro', manaCost: '{2}{G}{G}', typeLine: 'Creature — Avatar', power: '*', toughness: '*', oracleText: "Maro's power and toughness are each equal to the number of cards in your hand." });
    expect(maro.abilities).toMatchObject([{ modify: { definePowerToughness: { count: { zone: 'hand', controller: 'you' } } } }]);
    expect(compileCard({ name: 'Half Star', manaCost: '{2}', typeLine: 'Creature — Avatar', power: '*', toughness: '*', oracleText: "Half Star's power is equal to the number of creatures you control." })).toMatchObject({
      status: 'unsupported',
      reason: 'the engine can\'t yet play a creature whose toughness is "*" with no ability that defines it',
    });
    expect(compileCard({ name: 'Life Star', manaCost: '{2}', typeLine: 'Creature — Avatar', power: '*', toughness: '*', oracleText: "Life Star's power and toughness are each equal to your life total." }).status).toBe('unsupported');
  });

  it('counts in every zone: a Boneyard Wurm in play, in a hand and in a graveyard, each counting the creature cards in its owner\'s graveyard', () => {
    const setup = { players: [{ name: 'Alice', battlefield: ['Boneyard Wurm'], hand: ['Boneyard Wurm'], graveyard: ['Grizzly Bears', 'Boneyard Wurm', 'Lightning Bolt'] }, { name: 'Bob', graveyard: ['Savannah Lions'] }], cards: [compiled(boneyardWurm)] };
    const g = new Game(setup);
    expect(permanent(g, 'Boneyard Wurm')).toMatchObject({ power: 2, toughness: 2 });
    const wurms = Object.values(g.state.objects).filter((o) => o.card === 'Boneyard Wurm' && o.zone !== 'battlefield');
    expect(wurms.map((o) => [o.zone, characteristics(g.state, o).power, characteristics(g.state, o).toughness])).toEqual([['hand', 2, 2], ['graveyard', 2, 2]]);
    // The count changes as cards move: Hill Giant murdered is one more creature card in the graveyard.
    const more = new Game({ ...setup, players: [{ ...setup.players[0]!, battlefield: ['Boneyard Wurm', 'Hill Giant', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, setup.players[1]!] });
    more.do({ type: 'cast', player: 'Alice', card: 'Murder', targets: ['Hill Giant'] });
    more.resolveStack();
    expect(permanent(more, 'Boneyard Wurm')).toMatchObject({ power: 3, toughness: 3 });
  });
});

describe('static abilities with a condition: "as long as", "unless", "Otherwise" (611.3a)', () => {
  const creature = (name: string, oracleText: string, typeLine = 'Creature — Minotaur') => compileCard({ name, manaCost: '{1}{R}', typeLine, power: '2', toughness: '2', oracleText });

  it('reads a trailing "as long as" or "unless" and "Otherwise, …" as one conditional ability', () => {
    expect(ability("Test Card can't block unless you control another Minotaur.")).toMatchObject({ static: { static: 'conditional', negated: true, condition: { if: 'you-control', filter: { subtypes: ['Minotaur'], other: true } }, then: { static: 'cant', action: 'block' } } });
    expect(ability('Enchanted creature gets +2/+2 as long as it\'s an enchantment. Otherwise, it gets -2/-2.')).toMatchObject({
      static: { static: 'conditional', negated: false, condition: { if: 'is', what: { ref: 'enchanted' }, filter: { types: ['enchantment'] } }, then: { static: 'anthem', power: 2 }, otherwise: { static: 'anthem', who: { ref: 'enchanted' }, power: -2 } },
    });
    expect(ability('As long as Test Card is enchanted, it has flying.')).toMatchObject({ static: { static: 'anthem', keywords: ['flying'], condition: { if: 'is', what: { ref: 'self' } } } });
    expect(ability('Enchanted creature gets +3/+2 and can\'t attack alone.')).toMatchObject({ static: { static: 'anthem', power: 3, toughness: 2, cant: 'attack-alone' } });
    expect(ability("Test Card has hexproof as long as it's untapped.")).toMatchObject({ static: { static: 'conditional', condition: { if: 'is', what: { ref: 'self' }, filter: { status: ['untapped'] } }, then: { static: 'anthem', keywords: ['hexproof'] } } });
  });

  it('lowers the condition onto each ability, negated for "unless" and "Otherwise"', () => {
    expect(creature('Brute', "Brute can't block unless you control another Minotaur.")).toMatchObject({ status: 'compiled', definition: { abilities: [{ rules: { cantBlock: true }, condition: { not: { youControl: { subtypes: ['Minotaur'], other: true } } } }] } });
    expect(creature('Lone Wolf', 'As long as you control no other creatures, Lone Wolf gets +2/+2.')).toMatchObject({ status: 'compiled', definition: { abilities: [{ modify: { power: 2, toughness: 2 }, condition: { youControl: { types: ['Creature'], other: true }, atMost: 0 } }] } });
  });

  it('611.3a: "as long as you have 10 or more life" is checked on the board', () => {
    expect(creature('Tricky Brute', 'Tricky Brute has hexproof as long as you have 10 or more life.')).toMatchObject({ status: 'compiled', definition: { abilities: [{ modify: { addKeywords: ['hexproof'] }, condition: { player: 'you', has: 'life', atLeast: 10 } }] } });
  });

  it('refuses a condition on what can\'t wait for one, and conditions the engine can\'t read on the board', () => {
    expect(creature('Slow Brute', 'As long as you control a Swamp, Slow Brute enters the battlefield tapped.')).toMatchObject({ status: 'unsupported' });
    expect(creature('Shy Brute', "Shy Brute can't attack unless defending player has 10 or more life.")).toMatchObject({ status: 'unsupported', kind: 'grammar' });
    expect(creature('Proud Brute', "Proud Brute has hexproof as long as it's legendary.")).toMatchObject({ status: 'unsupported' });
  });

  it('plays: hexproof as long as it\'s untapped holds while it is untapped only', () => {
    const sentry = compiled({ name: 'Wary Sentry', manaCost: '{1}{U}', typeLine: 'Creature — Human', power: '2', toughness: '2', oracleText: "Wary Sentry has hexproof as long as it's untapped." });
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Wary Sentry'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }], cards: [sentry] });
    expect(permanent(g, 'Wary Sentry')!.keywords).toEqual(['hexproof']);
    const tapped = new Game({ players: [{ name: 'Alice', battlefield: [{ card: 'Wary Sentry', tapped: true }] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }], cards: [sentry] });
    expect(permanent(tapped, 'Wary Sentry')!.keywords).toEqual([]);
  });

  it('plays: the Brute blocks only beside another Minotaur, counted as the layers leave the board', () => {
    const brute = creature('Brute', "Brute can't block unless you control another Minotaur.");
    const other = creature('Horned Friend', '', 'Creature — Minotaur');
    const definitions = [brute, other].map((result) => (result.status === 'compiled' ? result.definition : undefined)!);
    const blocks = (alice: string[]) => {
      const g = new Game({ players: [{ name: 'Bob', battlefield: ['Hill Giant'] }, { name: 'Alice', battlefield: alice }], step: 'beginning-of-combat', cards: definitions });
      g.do({ type: 'choose', player: 'Bob', key: 'attackers', value: { 'Hill Giant': 'Alice' } });
      g.do({ type: 'choose', player: 'Alice', key: 'blockers', value: { Brute: 'Hill Giant' } });
      return ['Bob', 'Alice', 'Bob', 'Alice'].flatMap((player) => g.do({ type: 'pass', player }).map((e) => e.text)).join('\n');
    };
    expect(blocks(['Brute', 'Horned Friend'])).toMatch(/Alice blocks: Hill Giant by Brute/);
    expect(blocks(['Brute'])).toMatch(/Brute can't block/);
  });
});

describe('"~ and enchanted creature each get …" (bestow, 702.103)', () => {
  it('reads one bonus for the card itself and one for the creature it enchants, for each count', () => {
    const read = ability('Test Card and enchanted creature each get +1/+1 for each creature you control and +1/+1 for each Aura you control.');
    expect(read).toMatchObject({ static: { static: 'several' } });
    const statics = read.kind === 'static' && read.static.static === 'several' ? read.static.statics : [];
    expect(statics.map((one) => one.static === 'anthem-for-each' && 'count' in one.per && [one.who.ref, one.per.count.types, one.per.count.subtypes])).toEqual([
      ['self', ['creature'], undefined],
      ['self', [], ['Aura']],
      ['enchanted', ['creature'], undefined],
      ['enchanted', [], ['Aura']],
    ]);
    expect(ability('Test Card and enchanted creature each get +X/+X, where X is the number of creature cards in all graveyards.')).toMatchObject({ static: { static: 'several', statics: [{ who: { ref: 'self' }, power: 1 }, { who: { ref: 'enchanted' }, power: 1 }] } });
  });

  it('refuses an X that is not a number of objects or counters: the engine counts no devotion for a static bonus', () => {
    expect(compileCard({ name: 'Dark Eidolon', manaCost: '{1}{B}', typeLine: 'Enchantment Creature — Spirit', power: '1', toughness: '1', oracleText: 'Dark Eidolon and enchanted creature each get +X/+X, where X is your devotion to black.' })).toMatchObject({ status: 'unsupported', kind: 'engine', reason: expect.stringContaining('count anything but objects') });
  });
});

describe('"X. If …, Y instead." (608.2c: the condition is checked once)', () => {
  it('reads Y as what happens if the condition holds, and the sentence before as what happens otherwise', () => {
    const read = ability('Draw a card. If you control a Wizard, draw two cards instead.', { spell: true });
    expect(read).toMatchObject({ kind: 'spell', block: { effects: [{ do: 'if', condition: { if: 'you-control' }, effects: [{ do: 'draw', amount: { n: 2 } }], otherwise: [{ do: 'draw', amount: { n: 1 } }] }] } });
    expect(compileCard({ name: 'Study', manaCost: '{U}', typeLine: 'Instant', oracleText: 'Draw a card. If you control a Wizard, draw two cards instead.' })).toMatchObject({
      status: 'compiled',
      definition: { spell: { effects: [{ do: 'if', condition: { youControl: { subtypes: ['Wizard'] } }, effects: [{ do: 'draw', amount: 2, who: 'you' }], otherwise: [{ do: 'draw', amount: 1, who: 'you' }] }] } },
    });
  });

  it('refuses "instead" after an optional or conditional effect', () => {
    expect(compileCard({ name: 'Maybe Study', manaCost: '{U}', typeLine: 'Instant', oracleText: 'You may draw a card. If you control a Wizard, draw two cards instead.' })).toMatchObject({ status: 'unsupported', kind: 'grammar' });
  });

  it('plays: Everflame Eidolon\'s bonus goes to itself as a creature, to the creature it enchants as an Aura', () => {
    const eidolon = compiled({ name: 'Everflame Eidolon', manaCost: '{1}{R}', typeLine: 'Enchantment Creature — Spirit', power: '1', toughness: '1', oracleText: 'Bestow {2}{R}\n{R}: Everflame Eidolon gets +1/+0 until end of turn. If it\'s an Aura, enchanted creature gets +1/+0 until end of turn instead.\nEnchanted creature gets +1/+1.' });
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Everflame Eidolon', 'Mountain', 'Mountain'] }, { name: 'Bob' }], cards: [eidolon] });
    g.do({ type: 'activate', player: 'Alice', source: 'Everflame Eidolon' });
    g.do({ type: 'activate', player: 'Alice', source: 'Everflame Eidolon' });
    g.resolveStack();
    expect(permanent(g, 'Everflame Eidolon')).toMatchObject({ power: 3, toughness: 1 });
  });
});

describe('"can attack as though it didn\'t have defender" (702.3b)', () => {
  it('reads it as a static ability, after "has …", and as an effect for a turn', () => {
    expect(ability("Test Card can attack as though it didn't have defender.")).toMatchObject({ static: { static: 'cant', action: 'attack-despite-defender' } });
    expect(ability("As long as Test Card is monstrous, it has trample and can attack as though it didn't have defender.")).toMatchObject({ static: { static: 'anthem', keywords: ['trample'], cant: 'attack-despite-defender', condition: { if: 'monstrous' } } });
  });

  it('plays: Returned Phalanx attacks the turn its ability resolves, not before', () => {
    const phalanx = compiled({ name: 'Returned Phalanx', manaCost: '{1}{B}', typeLine: 'Creature — Zombie Soldier', power: '3', toughness: '3', oracleText: "Defender\n{1}{U}: Returned Phalanx can attack this turn as though it didn't have defender." });
    expect(phalanx.abilities).toMatchObject([{ kind: 'activated', effects: [{ do: 'modify', on: 'self', until: 'end-of-turn', rules: { attacksDespiteDefender: true } }] }]);
    const attack = (activate: boolean) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Returned Phalanx', 'Island', 'Island'] }, { name: 'Bob' }], cards: [phalanx] });
      if (activate) g.do({ type: 'activate', player: 'Alice', source: 'Returned Phalanx' });
      g.resolveStack();
      g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Returned Phalanx': 'Bob' } });
      return ['Alice', 'Bob', 'Alice', 'Bob'].flatMap((player) => g.do({ type: 'pass', player }).map((e) => e.text)).join('\n');
    };
    expect(attack(false)).toMatch(/it has defender \(702\.3b\)/);
    expect(attack(true)).toMatch(/Alice attacks: Returned Phalanx → Bob/);
  });
});

describe('damage to "each opponent and each creature they control", prevention of damage to a kind of permanent', () => {
  it('Wildfire Cerberus deals 2 damage to each opponent and each creature an opponent controls as it becomes monstrous', () => {
    const cerberus = compiled({ name: 'Wildfire Cerberus', manaCost: '{4}{R}', typeLine: 'Creature — Dog', power: '4', toughness: '3', oracleText: '{5}{R}{R}: Monstrosity 1.\nWhen Wildfire Cerberus becomes monstrous, it deals 2 damage to each opponent and each creature they control.' });
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Wildfire Cerberus', 'Savannah Lions', ...Array<string>(7).fill('Mountain')] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Hill Giant'] }], cards: [cerberus] });
    g.do({ type: 'activate', player: 'Alice', source: 'Wildfire Cerberus' });
    g.resolveStack();
    expect(g.snapshot().players.map((p) => p.life)).toEqual([20, 18]);
    expect(permanent(g, 'Grizzly Bears')).toBeUndefined();
    expect(permanent(g, 'Hill Giant')).toMatchObject({ damage: 2 });
    expect(permanent(g, 'Savannah Lions')).toMatchObject({ damage: 0 });
  });

  it('reads a static "Prevent all damage that would be dealt to …" and keeps the spell "… this turn" a spell', () => {
    expect(ability('Prevent all damage that would be dealt to attacking creatures you control.')).toMatchObject({ static: { static: 'prevent-damage', dealt: 'to', who: { ref: 'each', filter: { types: ['creature'], status: ['attacking'], controller: 'you' } } } });
    expect(ability('Prevent all damage that would be dealt to target creature this turn.', { spell: true })).toMatchObject({ kind: 'spell' });
  });
});

describe('"can\'t be blocked except by …" (509.1b)', () => {
  it('turns one difference around; a filter of several differences or a number of blockers is refused', () => {
    expect(ability("Test Card can't be blocked except by creatures with flying.")).toMatchObject({ static: { static: 'cant-be-blocked-by', filter: { types: ['creature'], withoutKeyword: 'flying' } } });
    expect(ability("Test Card can't be blocked except by black creatures.")).toMatchObject({ static: { static: 'cant-be-blocked-by', filter: { types: ['creature'], not: ['B'] } } });
    const card = (oracleText: string) => compileCard({ name: 'Sly One', manaCost: '{1}{U}', typeLine: 'Creature — Rogue', power: '2', toughness: '2', oracleText });
    expect(card("Sly One can't be blocked except by black creatures with flying.")).toMatchObject({ status: 'unsupported', kind: 'grammar' });
    expect(card("Sly One can't be blocked except by three or more creatures.")).toMatchObject({ status: 'unsupported', kind: 'grammar' });
  });

  it('plays: Prowler\'s Helm\'s creature is blocked by a Wall only', () => {
    const helm = compiled({ name: "Prowler's Helm", manaCost: '{2}', typeLine: 'Artifact — Equipment', oracleText: "Equipped creature can't be blocked except by Walls.\nEquip {2}" });
    const blocked = (blocker: string) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', { card: "Prowler's Helm", attachedTo: 'Grizzly Bears' }] }, { name: 'Bob', battlefield: [blocker] }], step: 'beginning-of-combat', cards: [helm] });
      g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Grizzly Bears': 'Bob' } });
      g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: { [blocker]: 'Grizzly Bears' } });
      return ['Alice', 'Bob', 'Alice', 'Bob'].flatMap((player) => g.do({ type: 'pass', player }).map((e) => e.text)).join('\n');
    };
    expect(blocked('Wall of Stone')).toMatch(/Bob blocks: Grizzly Bears by Wall of Stone/);
    expect(blocked('Hill Giant')).toMatch(/Hill Giant can't block Grizzly Bears/);
  });
});

describe('"… except for Krakens, Leviathans, Octopuses, and Serpents"', () => {
  it('leaves those subtypes out of "all …" (Octopus is the singular of Octopuses); after anything else it is refused', () => {
    const wave = compiled({ name: 'Whelming Wave', manaCost: '{2}{U}{U}', typeLine: 'Sorcery', oracleText: "Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, and Serpents." });
    expect(wave.spell).toMatchObject({ effects: [{ do: 'return-to-hand', what: { all: { types: ['Creature'], notSubtypes: ['Kraken', 'Leviathan', 'Octopus', 'Serpent'] } } }] });
    expect(compileCard({ name: 'Odd Wave', manaCost: '{U}', typeLine: 'Sorcery', oracleText: "Return target creature to its owner's hand except for Krakens." })).toMatchObject({ status: 'unsupported', kind: 'grammar' });
    const serpent = compiled({ name: 'Coral Serpent', manaCost: '{3}{U}', typeLine: 'Creature — Serpent', power: '4', toughness: '4', oracleText: '' });
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Island', 'Grizzly Bears', 'Coral Serpent'], hand: ['Whelming Wave'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [wave, serpent] });
    g.do({ type: 'cast', player: 'Alice', card: 'Whelming Wave' });
    g.resolveStack();
    expect(g.snapshot().battlefield.filter((p) => p.types.includes('Creature')).map((p) => p.label)).toEqual(['Coral Serpent']);
    expect(g.snapshot().players.map((p) => p.hand)).toEqual([['Grizzly Bears'], ['Hill Giant']]);
  });
});

describe('protection from multicolored and from a card type (702.16)', () => {
  const crusher = (oracleText: string) => compileCard({ name: 'Crusher', manaCost: '{2}{R}{G}', typeLine: 'Creature — Cyclops', power: '4', toughness: '4', oracleText });

  it('reads "protection from enchantments", "from artifacts", "from lands" and "from multicolored" as keywords; refuses the qualities the engine doesn\'t run', () => {
    expect(ability('Trample, protection from enchantments')).toMatchObject({ kind: 'keywords', keywords: [{ keyword: 'trample' }, { keyword: 'protection', from: 'enchantments' }] });
    expect(crusher('Trample, protection from enchantments')).toMatchObject({ status: 'compiled', definition: { keywords: ['trample', 'protection from enchantments'] } });
    expect(crusher('Protection from artifacts')).toMatchObject({ status: 'compiled', definition: { keywords: ['protection from artifacts'] } });
    expect(crusher('Flying, protection from lands')).toMatchObject({ status: 'compiled', definition: { keywords: ['flying', 'protection from lands'] } });
    expect(crusher('Protection from creatures your opponents control')).toMatchObject({ status: 'unsupported', kind: 'engine' });
  });

  it('plays: an Aura falls off a creature with protection from enchantments (702.16c)', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Crusher', { card: 'Holy Strength', attachedTo: 'Crusher' }] }, { name: 'Bob' }], cards: [compiled({ name: 'Crusher', manaCost: '{2}{R}{G}', typeLine: 'Creature — Cyclops', power: '4', toughness: '4', oracleText: 'Protection from enchantments' })] });
    g.do({ type: 'pass', player: 'Alice' });
    expect(g.snapshot().players[0]!.graveyard).toEqual(['Holy Strength']);
  });
});
