import { eventsOf, play } from './scenarios';

const DIVINE_FAVOR_ON_HERO = {
  setup: { players: [{ name: 'Alice', battlefield: ['Hero of Iroas', 'Plains', 'Plains'], hand: ['Divine Favor'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Shock', 'Murder'] }] },
  actions: [{ type: 'cast' as const, player: 'Alice', card: 'Divine Favor', targets: ['Hero of Iroas'] }, 'resolve-stack' as const],
};

describe('303.4a, 608.3c: an Aura spell targets what it will enchant and enters attached to it', () => {
  const { events, board } = play(DIVINE_FAVOR_ON_HERO);

  it('Hero of Iroas makes Divine Favor cost {1} less: {W} (601.2f, generic mana only)', () => {
    expect(events.some((e) => e.step === '601.2f' && /Hero of Iroas reduces the cost by \{1\}/.test(e.text))).toBe(true);
    expect(events.some((e) => e.step === '601.2f' && /total cost of Divine Favor is \{W\}/.test(e.text))).toBe(true);
    expect(board.battlefield.filter((p) => p.tapped).map((p) => p.label)).toEqual(['Plains']);
  });

  it('heroic triggers (the Aura spell targets Hero of Iroas): counter, plus +1/+3 from the Aura = 4/6; the Aura’s enters trigger gains 3 life', () => {
    expect(board.battlefield.find((p) => p.label === 'Hero of Iroas')).toMatchObject({ power: 4, toughness: 6, counters: { '+1/+1': 1 } });
    expect(eventsOf(events, 'zone-change').some((e) => e.rules.includes('608.3c'))).toBe(true);
    expect(board.players[0]!.life).toBe(23);
  });
});

describe('Hero of Iroas ruling: the reduction applies only to generic mana', () => {
  it('Holy Strength ({W}) still costs {W}', () => {
    const { events } = play({ setup: { players: [{ name: 'Alice', battlefield: ['Hero of Iroas', 'Plains'], hand: ['Holy Strength'] }, { name: 'Bob' }] }, actions: [{ type: 'cast', player: 'Alice', card: 'Holy Strength', targets: ['Hero of Iroas'] }] });
    expect(events.some((e) => /reduces the cost/.test(e.text))).toBe(false);
    expect(events.some((e) => e.step === '601.2f' && /is \{W\}$/.test(e.text))).toBe(true);
  });
});

describe('704.5m, 303.4c: an Aura attached to an illegal object or to nothing goes to the graveyard', () => {
  it('Murder on the enchanted Hero: the Aura follows it to the graveyard', () => {
    const { events, board } = play({
      ...DIVINE_FAVOR_ON_HERO,
      setup: { ...DIVINE_FAVOR_ON_HERO.setup, players: [DIVINE_FAVOR_ON_HERO.setup.players[0]!, { name: 'Bob', battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] },
      actions: [...DIVINE_FAVOR_ON_HERO.actions, { type: 'pass', player: 'Alice' }, { type: 'cast', player: 'Bob', card: 'Murder', targets: ['Hero of Iroas'] }, 'resolve-stack'],
    });
    expect(eventsOf(events, 'sba').at(-1)!.rules).toEqual(['704.5m', '303.4c']);
    expect(board.players[0]!.graveyard).toEqual(['Hero of Iroas', 'Divine Favor']);
  });

  it('protection from white (Gods Willing) drops a white Aura (702.16c); hexproof (Ranger’s Guile) does not', () => {
    const attach = { players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Plains', 'Plains', 'Forest'], hand: ['Holy Strength', "Ranger's Guile", 'Gods Willing'] }, { name: 'Bob' }] };
    const { events, board } = play({
      setup: attach,
      actions: [
        { type: 'cast', player: 'Alice', card: 'Holy Strength', targets: ['Grizzly Bears'] },
        'resolve-stack',
        { type: 'cast', player: 'Alice', card: "Ranger's Guile", targets: ['Grizzly Bears'] },
        'resolve-stack',
      ],
    });
    expect(eventsOf(events, 'sba')).toEqual([]);
    expect(board.battlefield.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 5, keywords: ['hexproof'] });
    const protectedBears = play({
      setup: attach,
      actions: [
        { type: 'cast', player: 'Alice', card: 'Holy Strength', targets: ['Grizzly Bears'] },
        'resolve-stack',
        { type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Grizzly Bears'], choices: { color: 'white' } },
        'resolve-stack',
      ],
    });
    expect(eventsOf(protectedBears.events, 'sba')[0]!.text).toMatch(/Holy Strength is put into its owner's graveyard \(Grizzly Bears is now illegal: protection from white/);
    expect(protectedBears.board.battlefield.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 });
  });
});

describe('608.3b: an Aura spell whose target is illegal on resolution doesn’t resolve', () => {
  it('Bob Shocks the Grizzly Bears in response to Unholy Strength: the Aura goes to the graveyard', () => {
    const { events, board } = play({
      setup: { players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Swamp'], hand: ['Unholy Strength'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Shock'] }] },
      actions: [{ type: 'cast', player: 'Alice', card: 'Unholy Strength', targets: ['Grizzly Bears'] }, { type: 'pass', player: 'Alice' }, { type: 'cast', player: 'Bob', card: 'Shock', targets: ['Grizzly Bears'] }, 'resolve-stack'],
    });
    expect(eventsOf(events, 'countered-on-resolution')[0]!.objects).toEqual(['Unholy Strength']);
    expect(board.players[0]!.graveyard).toEqual(['Grizzly Bears', 'Unholy Strength']);
  });
});

describe('303.4b: an Aura can be set up on the battlefield attached to a permanent', () => {
  it('Holy Strength set up on Grizzly Bears makes it 3/4; one set up on nothing is refused', () => {
    const { board } = play({ setup: { players: [{ name: 'Alice', battlefield: ['Grizzly Bears', { card: 'Holy Strength', attachedTo: 'Grizzly Bears' }] }, { name: 'Bob' }] }, actions: [] });
    expect(board.battlefield.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ power: 3, toughness: 4 });
    expect(board.battlefield.find((p) => p.label === 'Holy Strength')!.attachedTo).toBe('Grizzly Bears');
    expect(() => play({ setup: { players: [{ name: 'Alice', battlefield: [{ card: 'Holy Strength', attachedTo: 'Serra Angel' }] }, { name: 'Bob' }] }, actions: [] })).toThrow(/attached to "Serra Angel", which is not on the battlefield/);
  });
});
