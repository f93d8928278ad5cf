/** The grammar, one construct at a time: Oracle text → the tree of src/oracle/ast.ts. */
import fs from 'node:fs';
import path from 'node:path';
import { abilities, ability, spellEffects } from './read';

describe('keyword abilities (702), with their parameters', () => {
  it('reads a list of keywords on one line', () => {
    expect(ability('Flying, first strike, vigilance')).toMatchObject({ kind: 'keywords', keywords: [{ keyword: 'flying' }, { keyword: 'first strike' }, { keyword: 'vigilance' }] });
    // As a user types it, with a period.
    expect(ability('Double strike, trample.')).toMatchObject({ kind: 'keywords', keywords: [{ keyword: 'double strike' }, { keyword: 'trample' }] });
  });

  it('reads costs, numbers and qualities after a keyword', () => {
    expect(ability('Bestow {4}{B} (If you cast this card for its bestow cost, it\'s an Aura spell.)')).toMatchObject({ keywords: [{ keyword: 'bestow', cost: '{4}{B}' }] });
    expect(ability('Equip {2}')).toMatchObject({ keywords: [{ keyword: 'equip', cost: '{2}' }] });
    expect(ability('Tribute 2')).toMatchObject({ keywords: [{ keyword: 'tribute', n: 2 }] });
    expect(ability('Protection from black')).toMatchObject({ keywords: [{ keyword: 'protection', from: 'black' }] });
    expect(ability('Swampwalk')).toMatchObject({ keywords: [{ keyword: 'swampwalk' }] });
  });
});

describe('costs (118, 602.1)', () => {
  it('reads mana, {T}, {Q}, sacrifice, discard, life and counters', () => {
    const read = ability('{2}{G/U}, {T}, {Q}, Sacrifice a creature, Discard a card, Pay 2 life, Remove a +1/+1 counter from Test Card: Draw a card.');
    expect(read).toMatchObject({
      kind: 'activated',
      cost: [
        { cost: 'mana', mana: '{2}{G/U}' },
        { cost: 'tap' },
        { cost: 'untap' },
        { cost: 'sacrifice', filter: { types: ['creature'] }, amount: { n: 1 } },
        { cost: 'discard', filter: { types: ['card'] } },
        { cost: 'pay-life', amount: 2 },
        { cost: 'remove-counters', counter: '+1/+1', amount: { n: 1 } },
      ],
    });
  });

  it('reads "Sacrifice <this>" by the card name and by "this creature"', () => {
    expect(ability('Sacrifice Mogg Fanatic: It deals 1 damage to any target.', { name: 'Mogg Fanatic' })).toMatchObject({ cost: [{ cost: 'sacrifice-self' }] });
    expect(ability('{T}, Sacrifice this creature: Draw a card.')).toMatchObject({ cost: [{ cost: 'tap' }, { cost: 'sacrifice-self' }] });
  });
});

describe('target phrases with filters (115)', () => {
  const target = (text: string) => spellEffects(`Destroy ${text}.`).targets[0];

  it('reads colors, controllers, alternatives and comparisons', () => {
    expect(target('target nonblack creature')).toMatchObject({ kind: 'object', filter: { types: ['creature'], not: ['B'] } });
    expect(target('target creature you control')).toMatchObject({ filter: { types: ['creature'], controller: 'you' } });
    expect(target('target creature an opponent controls')).toMatchObject({ filter: { types: ['creature'], controller: 'opponent' } });
    expect(target('target artifact or enchantment')).toMatchObject({ filter: { types: ['artifact', 'enchantment'] } });
    expect(target('target creature with power 4 or greater')).toMatchObject({ filter: { types: ['creature'], with: [{ stat: 'power', op: '>=', value: 4 }] } });
    expect(target('target artifact, enchantment, or nonbasic land an opponent controls')).toMatchObject({
      filter: { anyOf: [{ types: ['artifact'] }, { types: ['enchantment'] }, { types: ['land'], not: ['basic'] }], controller: 'opponent' },
    });
    expect(target('up to two target creatures')).toMatchObject({ count: { min: 0, max: 2 } });
  });

  it('reads spells, players and any target', () => {
    expect(spellEffects('Counter target noncreature spell.').targets[0]).toMatchObject({ filter: { types: ['spell'], not: ['creature'] } });
    expect(spellEffects('Counter target instant or sorcery spell.').targets[0]).toMatchObject({ filter: { types: ['instant', 'sorcery'], spell: true } });
    expect(spellEffects('Target player draws three cards.').targets[0]).toMatchObject({ kind: 'player' });
    expect(spellEffects('Test Card deals 3 damage to any target.').targets[0]).toMatchObject({ kind: 'any', text: 'any target' });
    expect(spellEffects('Test Card deals 2 damage to any target and 1 damage to any other target.').targets[1]).toMatchObject({ kind: 'any', another: true });
  });
});

describe('effects in sequence (608.2c)', () => {
  it('reads sentences and "and", "then" in the order written', () => {
    expect(spellEffects('Destroy target creature. Create a Food token.').effects).toMatchObject([
      { do: 'destroy', what: { ref: 'target', index: 0 } },
      { do: 'create-token', token: { predefined: 'Food' }, count: { n: 1 } },
    ]);
    expect(spellEffects('Target creature you control gets +1/+1 and gains hexproof until end of turn.').effects).toMatchObject([
      { do: 'pump', power: 1, toughness: 1, on: { ref: 'target', index: 0 }, duration: 'end-of-turn' },
      { do: 'grant', keywords: ['hexproof'], duration: 'end-of-turn' },
    ]);
    expect(spellEffects('Exile target creature you control, then return that card to the battlefield under your control.').effects).toMatchObject([
      { do: 'exile', what: { ref: 'target', index: 0 } },
      { do: 'put-onto-battlefield', what: { ref: 'target', index: 0 }, under: 'you' },
    ]);
  });

  it('reads the common effects', () => {
    const first = (text: string) => spellEffects(text).effects[0];
    expect(first('Return target creature to its owner\'s hand.')).toMatchObject({ do: 'return-to-hand' });
    expect(first('Exile target artifact.')).toMatchObject({ do: 'exile' });
    expect(first('Counter target spell.')).toMatchObject({ do: 'counter' });
    expect(first('Copy target instant or sorcery spell. You may choose new targets for the copy.')).toMatchObject({ do: 'copy-spell', newTargets: true });
    expect(first('Put two +1/+1 counters on target creature.')).toMatchObject({ do: 'counters', counter: '+1/+1', amount: { n: 2 } });
    expect(first('You gain 3 life.')).toMatchObject({ do: 'gain-life', who: { ref: 'you' }, amount: { n: 3 } });
    expect(first('Each opponent loses 2 life.')).toMatchObject({ do: 'lose-life', who: { ref: 'each-player', who: 'opponent' } });
    expect(first('Target player discards two cards.')).toMatchObject({ do: 'discard', amount: { n: 2 } });
    expect(first('Target player mills four cards.')).toMatchObject({ do: 'mill', amount: { n: 4 } });
    expect(first('Scry 2.')).toMatchObject({ do: 'scry', amount: { n: 2 } });
    expect(first('Tap target creature.')).toMatchObject({ do: 'tap' });
    expect(first('Untap target land.')).toMatchObject({ do: 'untap' });
    expect(first('Draw two cards.')).toMatchObject({ do: 'draw', amount: { n: 2 }, who: { ref: 'you' } });
    expect(first('Target player sacrifices a creature.')).toMatchObject({ do: 'sacrifice', what: { types: ['creature'] } });
  });

  it('creates tokens by their reminder text and by predefined names (111.10)', () => {
    expect(spellEffects('Create two 2/3 red Minotaur creature tokens with haste.').effects[0]).toMatchObject({
      do: 'create-token',
      count: { n: 2 },
      token: { power: 2, toughness: 3, colors: ['R'], subtypes: ['Minotaur'], types: ['Creature'], keywords: ['haste'] },
    });
    expect(spellEffects('Create a 3/3 colorless Golem enchantment artifact creature token.').effects[0]).toMatchObject({ token: { colors: [], types: ['Enchantment', 'Artifact', 'Creature'] } });
    expect(spellEffects('Create a Treasure token.').effects[0]).toMatchObject({ token: { predefined: 'Treasure' } });
    expect(spellEffects('Investigate.').effects[0]).toMatchObject({ token: { predefined: 'Clue' } });
  });
});

describe('amounts (107.1, 107.3)', () => {
  it('reads X, "equal to its power" and "for each"', () => {
    expect(spellEffects('Test Card deals X damage to any target.').effects[0]).toMatchObject({ amount: { x: true } });
    expect(spellEffects('Target creature you control deals damage equal to its power to another target creature.').effects[0]).toMatchObject({ amount: { stat: 'power', of: { ref: 'target', index: 0 } } });
    expect(spellEffects('You gain 1 life for each creature you control.').effects[0]).toMatchObject({ amount: { count: { types: ['creature'], controller: 'you' } } });
    expect(spellEffects('Target creature gets +X/+X until end of turn, where X is your devotion to green.').effects[0]).toMatchObject({ power: { devotion: ['G'] }, toughness: { devotion: ['G'] } });
  });
});

describe('activated, triggered, modal and "you may"', () => {
  it('reads "cost: effect"', () => {
    expect(ability('{T}: Add {G}.')).toMatchObject({ kind: 'activated', cost: [{ cost: 'tap' }], block: { effects: [{ do: 'add-mana', mana: { mana: ['G'] }, amount: 1 }] } });
  });

  it('reads When, Whenever and At triggers', () => {
    expect(ability('When Test Card enters the battlefield, draw a card.')).toMatchObject({ kind: 'triggered', trigger: { on: 'enters', subject: { self: true } } });
    expect(ability('When Test Card enters, draw a card.')).toMatchObject({ trigger: { on: 'enters' } });
    expect(ability('Whenever another creature dies, you gain 1 life.')).toMatchObject({ trigger: { on: 'dies', subject: { self: false, others: { types: ['creature'], other: true } } } });
    expect(ability('At the beginning of your upkeep, you lose 1 life.')).toMatchObject({ trigger: { on: 'beginning-of', step: 'upkeep', whose: 'your' } });
  });

  it('keeps an ability word as a label only (207.2c)', () => {
    expect(ability('Heroic — Whenever you cast a spell that targets Test Card, put a +1/+1 counter on Test Card.')).toMatchObject({
      label: 'Heroic',
      trigger: { on: 'cast-spell-targeting-self' },
      block: { effects: [{ do: 'counters', on: { ref: 'self' } }] },
    });
  });

  it('reads "you may" and "you may pay … If you do"', () => {
    expect(ability('When Test Card enters the battlefield, you may tap target creature.')).toMatchObject({ optional: true, block: { effects: [{ do: 'may', effects: [{ do: 'tap' }] }] } });
    expect(ability('Whenever Test Card becomes untapped, you may pay {2}{U}. If you do, draw a card.')).toMatchObject({ block: { effects: [{ do: 'may-pay', cost: [{ cost: 'mana', mana: '{2}{U}' }], effects: [{ do: 'draw' }] }] } });
  });

  it('reads "Choose one —" with its modes, each with its own targets', () => {
    const read = ability('Choose one —\n• Test Card deals 3 damage to target creature.\n• Destroy target artifact.', { spell: true });
    expect(read).toMatchObject({ kind: 'modal', choose: { min: 1, max: 1 } });
    expect(read.kind === 'modal' && read.modes.map((mode) => mode.targets[0]!.filter)).toEqual([{ types: ['creature'] }, { types: ['artifact'] }]);
  });
});

describe('static and replacement effects (604, 614)', () => {
  it('reads anthems, Auras\' bonuses and restrictions', () => {
    expect(ability('Creatures you control get +1/+1.')).toMatchObject({ kind: 'static', static: { static: 'anthem', who: { ref: 'each', filter: { types: ['creature'], controller: 'you' } }, power: 1, toughness: 1 } });
    expect(ability('Enchanted creature gets +2/+2 and has flying.')).toMatchObject({ static: { static: 'anthem', who: { ref: 'enchanted' }, keywords: ['flying'] } });
    expect(ability('This spell can\'t be countered.')).toMatchObject({ static: { static: 'cant', what: { ref: 'self' }, action: 'be-countered' } });
    expect(ability('Test Card can\'t block.')).toMatchObject({ static: { static: 'cant', action: 'block' } });
  });

  it('reads "enters tapped", "enters with" and "instead"', () => {
    expect(ability('Test Card enters the battlefield tapped.')).toMatchObject({ static: { static: 'enters-tapped' } });
    expect(ability('Test Card enters with X +1/+1 counters on it.')).toMatchObject({ static: { static: 'enters-with-counters', counter: '+1/+1', amount: { x: true } } });
    expect(ability('If a land is tapped for mana, it produces {B} instead of any other type and amount.')).toMatchObject({ static: { static: 'lands-produce', mana: 'B' } });
  });

  it('reads an Aura\'s enchant ability', () => {
    expect(ability('Enchant creature')).toMatchObject({ kind: 'enchant', filter: { types: ['creature'] } });
  });
});

describe('normalising (207.2)', () => {
  it('drops reminder text and reads Unicode minus signs and dashes', () => {
    expect(abilities('Flying (This creature can\'t be blocked except by creatures with flying or reach.)')).toHaveLength(1);
    expect(spellEffects('Target creature gets \u22122/\u22122 until end of turn.').effects[0]).toMatchObject({ do: 'pump', power: 2, powerSign: -1 });
  });

  it('reads a legendary card\'s short name as itself', () => {
    expect(ability('Whenever Brimaz attacks, draw a card.', { name: 'Brimaz, King of Oreskos' })).toMatchObject({ trigger: { subject: { self: true } } });
  });
});

describe('the grammars themselves', () => {
  it('extend a rule at most once in each grammar: a second "Rule +=" in one grammar would silently replace the first one\'s alternatives', () => {
    const grammarDir = path.join(__dirname, '../../src/oracle/grammar');
    for (const file of fs.readdirSync(grammarDir).filter((name) => name.endsWith('.ohm'))) {
      const lines = fs.readFileSync(path.join(grammarDir, file), 'utf8').split('\n');
      const extended = lines.flatMap((line, i) => {
        const inline = /^\s+(\w+)\s*(\+=|:=)/.exec(line);
        if (inline) return [inline[1]!];
        if (!/^\s+(\+=|:=)/.test(line)) return [];
        const named = lines.slice(0, i).reverse().find((before) => before.trim() && !before.trim().startsWith('//'));
        return [named!.trim().split(/\s/)[0]!];
      });
      expect({ file, twice: extended.filter((name, i) => extended.indexOf(name) !== i) }).toEqual({ file, twice: [] });
    }
  });
});
