/** compileCard: all or nothing per card, with the exact sentence or construct that stops it. */
import { createGame, step } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';

const bolt = { name: 'Lightning Bolt', manaCost: '{R}', typeLine: 'Instant', oracleText: 'Lightning Bolt deals 3 damage to any target.' };

describe('compileCard', () => {
  it('compiles a card into a definition the engine validated, and it plays', () => {
    const result = compileCard(bolt);
    expect(result).toMatchObject({ status: 'compiled', definition: { name: 'Lightning Bolt', types: ['Instant'], spell: { targets: [{ kind: 'any' }], effects: [{ do: 'damage', amount: 3, to: 'target' }] } } });
    const definition = result.status === 'compiled' ? { ...result.definition, name: 'Compiled Bolt' } : undefined;
    const { state } = createGame({ cards: [definition!], players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Compiled Bolt'] }, { name: 'Bob' }] });
    let game = step(state, { type: 'cast', player: 'Alice', card: 'Compiled Bolt', targets: ['Bob'] }).state;
    game = step(game, { type: 'pass', player: 'Alice' }).state;
    game = step(game, { type: 'pass', player: 'Bob' }).state;
    expect(game.players[1]!.life).toBe(17);
  });

  it('reads an ability text once: cards that print it share its frozen tree, each with its own words', () => {
    const first = compileCard(bolt);
    const second = compileCard({ ...bolt, name: 'Other Bolt', oracleText: 'Other Bolt deals 3 damage to any target.' });
    if (first.status !== 'compiled' || second.status !== 'compiled') throw new Error('Lightning Bolt does not compile');
    const [mine, theirs] = [first.ast.abilities[0]!, second.ast.abilities[0]!];
    expect([mine.text, theirs.text]).toEqual(['Lightning Bolt deals 3 damage to any target.', 'Other Bolt deals 3 damage to any target.']);
    if (mine.kind !== 'spell' || theirs.kind !== 'spell') throw new Error('Lightning Bolt is not read as a spell');
    expect(mine.block).toBe(theirs.block);
    expect(Object.isFrozen(mine.block.effects[0])).toBe(true);
  });

  it('names the one sentence the grammar cannot read, as printed, and compiles nothing', () => {
    const result = compileCard({ ...bolt, name: 'Odd Bolt', oracleText: 'Odd Bolt deals 3 damage to any target. Then the moon howls at Odd Bolt.' });
    expect(result).toEqual({
      status: 'unsupported',
      name: 'Odd Bolt',
      kind: 'grammar',
      reason: 'can\'t read "Then the moon howls at Odd Bolt."',
      sentence: 'Then the moon howls at Odd Bolt.',
      group: 'then the moon howls at ~.',
      unreadable: [{ sentence: 'Then the moon howls at Odd Bolt.', group: 'then the moon howls at ~.' }],
    });
  });

  it('names the construct the engine cannot run yet, with the ability that needs it', () => {
    const result = compileCard({ name: 'Sky Calf', manaCost: '{1}{W}', typeLine: 'Creature — Ox', power: '2', toughness: '2', oracleText: 'Flying\nYou have protection from red.' });
    expect(result).toMatchObject({ status: 'unsupported', kind: 'engine', sentence: 'You have protection from red.', group: 'give players keywords other than hexproof and shroud' });
  });

  it('113.1a: a quoted ability the grammar can\'t read is a gap of the grammar, named with the ability granting it', () => {
    const result = compileCard({ name: 'Odd Charm', manaCost: '{2}', typeLine: 'Artifact — Equipment', oracleText: 'Equipped creature has "{T}: Frobnicate the moon."\nEquip {2}' });
    expect(result).toMatchObject({
      status: 'unsupported',
      kind: 'grammar',
      reason: 'can\'t read the quoted ability "{T}: frobnicate the moon" ("Equipped creature has "{T}: Frobnicate the moon."")',
      group: '{T}: frobnicate the moon',
      unreadable: [{ sentence: 'Equipped creature has "{T}: Frobnicate the moon."', group: '{T}: frobnicate the moon' }],
    });
  });

  it('is unsupported for a keyword the engine lacks even when the rest would compile', () => {
    expect(compileCard({ name: 'Quick Bear', manaCost: '{1}{G}', typeLine: 'Creature — Bear', power: '2', toughness: '2', oracleText: 'Daybound\nWhen Quick Bear enters the battlefield, draw a card.' })).toMatchObject({
      status: 'unsupported',
      kind: 'engine',
      reason: 'the engine can\'t yet run the keyword daybound ("Daybound")',
    });
  });

  it('ignores reminder text (207.2) and keeps ability words as labels', () => {
    const result = compileCard({ name: 'Hoplite', manaCost: '{W}', typeLine: 'Creature — Human Soldier', power: '1', toughness: '2', oracleText: 'Heroic — Whenever you cast a spell that targets Hoplite, scry 1. (Look at the top card of your library.)' });
    expect(result).toMatchObject({ status: 'compiled', definition: { abilities: [{ kind: 'triggered', when: 'heroic', effects: [{ do: 'scry', amount: 1 }], text: 'Heroic — Whenever you cast a spell that targets Hoplite, scry 1.' }] } });
    expect(result.status === 'compiled' && result.ast.abilities[0]!.label).toBe('Heroic');
  });

  it('defines a token from its reminder text in the effect that creates it (111.4), and names a predefined one', () => {
    const result = compileCard({ name: 'Rally', manaCost: '{3}{W}', typeLine: 'Sorcery', oracleText: 'Create a 1/1 white Soldier creature token with vigilance. Create a Food token.' });
    expect(result.status === 'compiled' && result.definition.spell!.effects).toEqual([
      { do: 'create-token', count: 1, for: 'you', token: { name: 'Soldier', colors: ['W'], types: ['Creature'], subtypes: ['Soldier'], supertypes: [], power: 1, toughness: 1, keywords: ['vigilance'], text: 'A 1/1 white Soldier creature token with vigilance (Rally).' } },
      { do: 'create-token', count: 1, for: 'you', token: 'Food' },
    ]);
    expect(compileCard({ name: 'Blood Rally', manaCost: '{R}', typeLine: 'Sorcery', oracleText: 'Create a Blood token.' })).toMatchObject({ status: 'unsupported', group: 'create Blood tokens (111.10)' });
  });

  it('gives the intrinsic mana ability of basic land types (305.6), whose text is only a reminder', () => {
    expect(compileCard({ name: 'Breeding Pond', typeLine: 'Land — Forest Island', oracleText: '({T}: Add {G} or {U}.)' })).toMatchObject({
      status: 'compiled',
      definition: { abilities: [{ kind: 'activated', cost: { tap: true }, effects: [{ do: 'add-mana', mana: ['G', 'U'] }] }] },
    });
  });

  it('is unsupported for cards the engine cannot play at all', () => {
    // A back face without a mana cost takes its colors from its color indicator (202.2e), which this card's data doesn't carry.
    const faces = [{ name: 'A', manaCost: '{G}', typeLine: 'Creature — Human', power: '1', toughness: '1', oracleText: '' }, { name: 'B', typeLine: 'Creature — Wolf', power: '2', toughness: '2', oracleText: '' }];
    expect(compileCard({ name: 'Two Faces', layout: 'transform', typeLine: 'Creature — Human // Creature — Wolf', faces })).toMatchObject({ kind: 'card', reason: expect.stringMatching(/^B: the engine can't yet tell a back face's colors: the card data carries no color indicators/) });
    expect(compileCard({ name: 'Odd Faces', layout: 'meld', typeLine: 'Creature — Human', faces: [{ name: 'A' }, { name: 'B' }] })).toMatchObject({ kind: 'card', group: 'play meld cards (several faces)' });
    expect(compileCard({ name: 'Star', typeLine: 'Creature — Avatar', power: '1+*', toughness: '2' })).toMatchObject({ kind: 'card' });
    expect(compileCard({ name: 'Star', typeLine: 'Creature — Avatar', power: '*', toughness: '*' })).toMatchObject({ kind: 'engine', group: 'play a creature whose power is "*" with no ability that defines it' });
  });
});

describe('combat restrictions (506.5, 509.1b) compile from their templates and hold in play', () => {
  const creature = (name: string, oracleText: string, power = '2', toughness = '2') => {
    const result = compileCard({ name, manaCost: '{1}{W}', typeLine: 'Creature — Soldier', oracleText, power, toughness });
    if (result.status !== 'compiled') throw new Error(result.reason);
    return result.definition;
  };

  it('"can\'t attack alone", "can\'t attack or block alone", "can block only …", "can\'t be blocked by …"', () => {
    expect(creature('Lone Soldier', "Lone Soldier can't attack alone.").abilities).toMatchObject([{ affects: 'self', rules: { cantAttackAlone: true } }]);
    expect(creature('Pair Soldier', "Flying\nPair Soldier can't attack or block alone.").abilities).toMatchObject([{ rules: { cantAttackAlone: true, cantBlockAlone: true } }]);
    expect(creature('Sky Guard', 'Sky Guard can block only creatures with flying.').abilities).toMatchObject([{ rules: { canBlockOnly: { types: ['Creature'], keywords: ['flying'] } } }]);
    expect(creature('Small Thief', "Small Thief can't be blocked by creatures with power 3 or greater.").abilities).toMatchObject([{ rules: { cantBeBlockedBy: { types: ['Creature'], power: { atLeast: 3 } } } }]);
  });

  it('a compiled "can\'t be blocked by creatures with power 3 or greater" keeps Hill Giant from blocking', () => {
    const thief = creature('Small Thief', "Small Thief can't be blocked by creatures with power 3 or greater.");
    let { state } = createGame({ cards: [thief], step: 'beginning-of-combat', players: [{ name: 'Alice', battlefield: ['Small Thief'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] });
    state = step(state, { type: 'choose', player: 'Alice', key: 'attackers', value: { 'Small Thief': 'Bob' } }).state;
    state = step(state, { type: 'choose', player: 'Bob', key: 'blockers', value: { 'Hill Giant': 'Small Thief' } }).state;
    const texts: string[] = [];
    for (const player of ['Alice', 'Bob', 'Alice', 'Bob']) {
      const next = step(state, { type: 'pass', player });
      texts.push(...next.events.map((e) => e.text));
      state = next.state;
    }
    expect(texts.join('\n')).toMatch(/Hill Giant can't block Small Thief: Small Thief can't be blocked by a creature with power 3 or greater, and Hill Giant is one \(509\.1b\)/);
  });
});
