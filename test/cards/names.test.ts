import { NameIndex, compactName, normalizeName } from '../../src/cards/names';

const NAMES = [
  'Opt',
  'Optimistic Wolf',
  'Nix',
  'Phoenix',
  'Ashcloud Phoenix',
  'Fling',
  'Akki Boneflinger',
  'Artisan of Forms',
  'Artisan of Kozilek',
  'Favored Hoplite',
  'Phalanx Leader',
  'Hero of Iroas',
  'Hero of Leina Tower',
  "Lim-Dûl's Vault",
  'Æther Vial',
  'Wear // Tear',
  'Wear',
  'Tear',
];

describe('normalizeName', () => {
  it('ignores case, accents, apostrophes and punctuation', () => {
    expect(normalizeName("Lim-Dûl's Vault")).toBe('lim duls vault');
    expect(normalizeName('Æther Vial')).toBe('aether vial');
    expect(normalizeName('  Wear // Tear ')).toBe('wear tear');
    expect(compactName('Lim Dul’s  vault')).toBe('limdulsvault');
  });
});

describe('NameIndex.lookup: exact beats prefix beats fuzzy', () => {
  const index = NameIndex.of(NAMES);

  it('"Opt" is Opt, not Optimistic Wolf', () => {
    expect(index.lookup('Opt')).toEqual({ status: 'found', hit: expect.objectContaining({ value: 'Opt', kind: 'exact' }) });
  });

  it('"Nix" is Nix, never Phoenix', () => {
    expect(index.lookup('nix')).toEqual({ status: 'found', hit: expect.objectContaining({ value: 'Nix', kind: 'exact' }) });
  });

  it('"Fling" is Fling, not Akki Boneflinger', () => {
    expect(index.lookup('FLING')).toMatchObject({ status: 'found', hit: { value: 'Fling' } });
  });

  it('"artisan of form" finds Artisan of Forms by prefix', () => {
    expect(index.lookup('artisan of form')).toMatchObject({ status: 'found', hit: { value: 'Artisan of Forms', kind: 'prefix' } });
  });

  it('exact ignores accents and punctuation: "lim duls vault", "aether vial"', () => {
    expect(index.lookup('lim duls vault')).toMatchObject({ status: 'found', hit: { value: "Lim-Dûl's Vault", kind: 'exact' } });
    expect(index.lookup('aether vial')).toMatchObject({ status: 'found', hit: { value: 'Æther Vial', kind: 'exact' } });
  });

  it('a prefix shared by several names is ambiguous and lists them, shortest first', () => {
    const result = index.lookup('hero of');
    expect(result.status).toBe('ambiguous');
    if (result.status !== 'ambiguous') return;
    expect(result.kind).toBe('prefix');
    expect(result.hits.map((hit) => hit.value)).toEqual(['Hero of Iroas', 'Hero of Leina Tower']);
  });

  it('a later word of a name matches when no name starts with the query', () => {
    expect(index.lookup('hoplite')).toMatchObject({ status: 'found', hit: { value: 'Favored Hoplite', kind: 'word' } });
  });

  it('a typo is corrected by fuzzy matching', () => {
    expect(index.lookup('artisn of froms')).toMatchObject({ status: 'found', hit: { value: 'Artisan of Forms', kind: 'fuzzy' } });
    expect(index.lookup('phalnx leadr')).toMatchObject({ status: 'found', hit: { value: 'Phalanx Leader', kind: 'fuzzy' } });
  });

  it('a weak fuzzy guess is offered, not taken', () => {
    const result = NameIndex.of(['Artisan of Forms']).lookup('arisan of fxxmz');
    expect(result).toMatchObject({ status: 'ambiguous', kind: 'fuzzy', hits: [{ value: 'Artisan of Forms' }] });
  });

  it('nothing close is none', () => {
    expect(index.lookup('zzzzqqqq')).toEqual({ status: 'none' });
    expect(index.lookup('  ,, ')).toEqual({ status: 'none' });
  });
});

describe('NameIndex with several names per value', () => {
  const cards = [
    { name: 'Artisan of Forms', value: { id: 'artisan', language: undefined as string | undefined } },
    { name: 'Gestaltende Handwerkerin', value: { id: 'artisan', language: 'German' } },
    { name: 'Wear // Tear', value: { id: 'weartear', language: undefined } },
    { name: 'Wear', value: { id: 'weartear', language: undefined } },
    { name: 'Tear', value: { id: 'weartear', language: undefined } },
    { name: 'Wearing Down', value: { id: 'wearing', language: undefined } },
  ];
  const index = new NameIndex(cards, { valueKey: (value) => value.id });

  it('a foreign name finds its card and tells the language', () => {
    expect(index.lookup('gestaltende handwerkerin')).toMatchObject({ status: 'found', hit: { name: 'Gestaltende Handwerkerin', value: { id: 'artisan', language: 'German' } } });
  });

  it('each face name finds the multi-face card', () => {
    expect(index.lookup('tear')).toMatchObject({ status: 'found', hit: { value: { id: 'weartear' } } });
    expect(index.lookup('Wear')).toMatchObject({ status: 'found', hit: { value: { id: 'weartear' } } });
  });

  it('names kept out of loose matching match exactly or by prefix only', () => {
    const strict = new NameIndex(cards, { valueKey: (value) => value.id, loose: (entry) => !entry.value.language });
    expect(strict.lookup('gestaltende')).toMatchObject({ status: 'found', hit: { name: 'Gestaltende Handwerkerin' } });
    expect(strict.lookup('handwerkerin')).toEqual({ status: 'none' });
    expect(index.lookup('handwerkerin')).toMatchObject({ status: 'found', hit: { name: 'Gestaltende Handwerkerin', kind: 'word' } });
    expect(strict.lookup('gestaltende handwerkrin')).toEqual({ status: 'none' });
  });

  it('autocomplete offers each value once', () => {
    const ids = index.autocomplete('wear').map((hit) => hit.value.id);
    expect(ids).toEqual(['weartear', 'wearing']);
  });
});

describe('NameIndex.autocomplete', () => {
  const many = Array.from({ length: 100 }, (_, i) => `Goblin Token ${String(i).padStart(3, '0')}`);
  const index = NameIndex.of([...NAMES, ...many]);

  it('never offers more than 25 choices (Discord limit)', () => {
    expect(index.autocomplete('goblin')).toHaveLength(25);
    expect(index.autocomplete('')).toHaveLength(25);
    expect(index.autocomplete('goblin', 5)).toHaveLength(5);
  });

  it('lists the exact name first, then prefixes, then later words, then fuzzy', () => {
    const names = index.autocomplete('phoenix').map((hit) => hit.name);
    expect(names[0]).toBe('Phoenix');
    expect(names[1]).toBe('Ashcloud Phoenix');
    expect(index.autocomplete('opt').map((hit) => hit.name).slice(0, 2)).toEqual(['Opt', 'Optimistic Wolf']);
  });

  it('fills with fuzzy suggestions when the typed text has a typo', () => {
    expect(index.autocomplete('artisn').map((hit) => hit.name)).toContain('Artisan of Forms');
  });
});
