import fs from 'node:fs';
import path from 'node:path';
import { CardDefinitionError, CardLibrary, createGame, defaultCardLibrary, loadCardLibrary, parseCardFile, snapshot } from '../../src/engine';
import { compileCardFiles } from '../../src/engine/cards/library';
import { resolveDataDir } from '../../src/util/paths';

describe('card definitions are data (rules-data/cards), validated at load', () => {
  const library = defaultCardLibrary();
  const cards = library.all().filter((c) => !c.token);

  it('ships at least 40 real cards plus the predefined tokens of 111.10 and the Heartwood token', () => {
    expect(cards.filter((c) => !c.hypothetical).length).toBeGreaterThanOrEqual(40);
    for (const token of ['Treasure', 'Food', 'Clue', 'Gold', 'Walker', 'Heartwood']) expect(library.get(token).token).toBe(true);
    expect(library.get('Heartwood')).toMatchObject({ colors: ['R', 'G'], types: ['Artifact'], subtypes: ['Heartwood'] });
  });

  it('marks the Heartwood token maker as hypothetical (no printed card creates one)', () => {
    const makers = library.all().filter((c) => JSON.stringify(c.abilities).includes('"token":"Heartwood"'));
    expect(makers.map((c) => c.name)).toEqual(['Heartwood Planter']);
    expect(makers[0]!.hypothetical).toMatch(/Not a printed Magic card/);
  });

  it('finds cards by name regardless of case, and suggests names for an unknown one', () => {
    expect(library.get('lightning bolt').name).toBe('Lightning Bolt');
    expect(() => library.get('Lightning Bott')).toThrow(/unknown card "Lightning Bott" \(did you mean Lightning Bolt/);
  });

  it('names the file, entry and field of a wrong definition', () => {
    const yaml = '- name: Good Bear\n  types: [Creature]\n  power: 2\n  toughness: 2\n- name: Bad Bear\n  types: [Creature]\n  power: two\n  toughness: 2\n';
    expect(() => parseCardFile(yaml, 'cards/bears.yaml')).toThrow(/cards\/bears\.yaml entry 2 \(Bad Bear\): field "power"/);
    expect(() => parseCardFile('name: X\ntypes: [Instant]\n', 'x.yaml')).toThrow(/x\.yaml \(X\): field "spell": an instant or sorcery needs a spell/);
    expect(() => parseCardFile('name: [unclosed', 'broken.yaml')).toThrow(/broken\.yaml:1:\d+: invalid YAML/);
    expect(() => parseCardFile('name: Y\ntypes: [Creature]\npower: 1\ntoughness: 1\nkeywords: [flyng]\n', 'y.yaml')).toThrow(/field "keywords.0": unknown keyword/);
  });

  it('refuses a card defined twice in the data directory', () => {
    const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'cards-'));
    fs.mkdirSync(path.join(dir, 'cards'));
    const bear = 'name: Bear\ntypes: [Creature]\npower: 2\ntoughness: 2\n';
    fs.writeFileSync(path.join(dir, 'cards', 'a.yaml'), bear);
    fs.writeFileSync(path.join(dir, 'cards', 'b.yaml'), bear);
    expect(() => loadCardLibrary(dir)).toThrow(CardDefinitionError);
  });

  describe('the compiled copy of the card files (dist/cards.json, made by the build)', () => {
    const folder = (): string => {
      const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'cards-'));
      fs.cpSync(path.join(resolveDataDir(), 'cards'), path.join(dir, 'cards'), { recursive: true });
      return dir;
    };
    const writeCopy = (dir: string, edit: (definitions: ReturnType<typeof compileCardFiles>['definitions']) => void = () => {}): string => {
      const compiled = compileCardFiles(dir);
      edit(compiled.definitions);
      const file = path.join(dir, 'cards.json');
      fs.writeFileSync(file, JSON.stringify(compiled));
      return file;
    };

    it('holds the same definitions as the YAML read and validated', () => {
      const dir = folder();
      expect(loadCardLibrary(dir, writeCopy(dir)).all()).toEqual(loadCardLibrary(dir, path.join(dir, 'none.json')).all());
    });

    it('is read while the files are the ones it was made from (names and checksums)', () => {
      const dir = folder();
      const copy = writeCopy(dir, (definitions) => Object.assign(definitions.find((d) => d.name === 'Grizzly Bears')!, { power: 7 }));
      expect(loadCardLibrary(dir, copy).get('Grizzly Bears').power).toBe(7);
    });

    it('is not read once a file is edited, added or removed: the YAML is read and validated', () => {
      const dir = folder();
      const copy = writeCopy(dir, (definitions) => Object.assign(definitions.find((d) => d.name === 'Grizzly Bears')!, { power: 7 }));
      const creatures = path.join(dir, 'cards', 'creatures.yaml');
      fs.writeFileSync(creatures, fs.readFileSync(creatures, 'utf8') + '\n');
      expect(loadCardLibrary(dir, copy).get('Grizzly Bears').power).toBe(2);
      fs.writeFileSync(path.join(dir, 'cards', 'extra.yaml'), 'name: Extra Bear\ntypes: [Creature]\npower: 2\ntoughness: 2\n');
      expect(loadCardLibrary(dir, writeCopy(dir)).get('Extra Bear').power).toBe(2);
      fs.writeFileSync(path.join(dir, 'cards', 'extra.yaml'), 'name: Extra Bear\ntypes: [Creature]\npower: two\ntoughness: 2\n');
      expect(() => loadCardLibrary(dir, path.join(dir, 'cards.json'))).toThrow(/extra\.yaml \(Extra Bear\): field "power"/);
      fs.rmSync(path.join(dir, 'cards', 'extra.yaml'));
      expect(() => loadCardLibrary(dir, path.join(dir, 'cards.json')).get('Extra Bear')).toThrow(/unknown card/);
    });
  });

  it('accepts an inline definition in a game setup, in the same format, with no new code', () => {
    const setup = {
      players: [{ name: 'Alice', battlefield: ['Ember Sprite'] }, { name: 'Bob' }],
      cards: [{ name: 'Ember Sprite', manaCost: '{R}', types: ['Creature' as const], subtypes: ['Faerie'], power: 1, toughness: 1, keywords: ['flying'] }],
    };
    const board = snapshot(createGame(setup, new CardLibrary(library.all())).state);
    expect(board.battlefield[0]).toMatchObject({ name: 'Ember Sprite', colors: ['R'], power: 1, keywords: ['flying'] });
    expect(() => createGame({ ...setup, cards: [{ name: 'Broken', types: ['Creature'] }] })).toThrow(/game setup card #1 \(Broken\): field "power": a creature needs power and toughness/);
  });
});
