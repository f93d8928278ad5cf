/**
 * Thirty-five cards of Theros, Born of the Gods and Journey into Nyx, compiled from their Oracle text, each
 * played in a scenario whose outcome is what the card's official rulings (MTGJSON, ../shared/data) say.
 * Each test first finds the ruling it checks in the card's own rulings, so the table in docs/oracle.md
 * can't cite a ruling the card doesn't have. Cards the engine knows by hand (Grizzly Bears, Murder,
 * Lightning Bolt …) fill the board.
 */
import fs from 'node:fs';
import { Game, type CardDefinitionInput, type GameSetup } from '../../src/engine';
import { characteristics } from '../../src/engine/characteristics';
import { compileCard } from '../../src/oracle/compile';
import { describeWithSharedData, sharedDataPath } from '../shared-data';

const SETS = ['THS', 'BNG', 'JOU'];
const FILES = SETS.map((set) => `mtgjson-v5.2.0/${set}.json`);

interface MtgjsonCard {
  name: string;
  manaCost?: string;
  type: string;
  text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  rulings?: { date: string; text: string }[];
}

describeWithSharedData('the rulings of thirty-five compiled Theros-block cards', FILES, () => {
  const printed = new Map<string, MtgjsonCard>();
  for (const file of FILES) for (const card of (JSON.parse(fs.readFileSync(sharedDataPath(file), 'utf8')) as { data: { cards: MtgjsonCard[] } }).data.cards) printed.set(card.name, card);

  /** The card compiled from its Oracle text (the test fails if it doesn't compile). */
  function compiled(name: string): CardDefinitionInput {
    const card = printed.get(name);
    if (!card) throw new Error(`${name} is not in ${SETS.join(', ')}`);
    const result = compileCard({ name, manaCost: card.manaCost, typeLine: card.type, oracleText: card.text, power: card.power, toughness: card.toughness, loyalty: card.loyalty });
    if (result.status !== 'compiled') throw new Error(`${name}: ${result.reason}`);
    return result.definition;
  }

  /** The official ruling of the card that matches, which the test then checks. */
  function ruling(name: string, words: RegExp): string {
    const found = printed.get(name)?.rulings?.find((r) => words.test(r.text));
    if (!found) throw new Error(`${name} has no ruling matching ${words}`);
    return found.text;
  }

  function game(setup: GameSetup, names: string[]): Game {
    return new Game({ ...setup, cards: [...names.map(compiled), ...(setup.cards ?? [])] });
  }

  const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
  const pass = (g: Game, player: string) => g.do({ type: 'pass', player });
  /** Players pass in turn (through the steps of combat): the text of every event. */
  const throughCombat = (g: Game, players: string[]) => players.flatMap((player) => pass(g, player).map((e) => e.text)).join('\n');

  it('Dawn to Dusk ("Choose one or both"): the modes are chosen as it is cast, and both happen', () => {
    expect(ruling('Dawn to Dusk', /as you’re casting the spell/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Dawn to Dusk'], graveyard: ['Holy Strength'] }, { name: 'Bob', battlefield: ['Mana Flare'] }] }, ['Dawn to Dusk']);
    g.do({ type: 'cast', player: 'Alice', card: 'Dawn to Dusk', modes: [0, 1], targets: ['Holy Strength', 'Mana Flare'] });
    g.resolveStack();
    expect(g.snapshot().players[0]!.hand).toEqual(['Holy Strength']);
    expect(g.snapshot().players[1]!.graveyard).toEqual(['Mana Flare']);
    const none = game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Dawn to Dusk'] }, { name: 'Bob' }] }, ['Dawn to Dusk']);
    expect(none.do({ type: 'cast', player: 'Alice', card: 'Dawn to Dusk', modes: [] }).some((e) => e.kind === 'illegal-action')).toBe(true);
  });

  it('Reviving Melody: with both modes and one card no longer a legal target, only the other card returns', () => {
    expect(ruling('Reviving Melody', /only one of the cards is still a legal target/)).toBeTruthy();
    // An instant of Bob's exiles the creature card in response (a stand-in for any graveyard removal).
    const removal: CardDefinitionInput = { name: 'Graveyard Removal', manaCost: '{B}', types: ['Instant'], spell: { targets: [{ kind: 'card-in-graveyard' }], effects: [{ do: 'exile', what: 'target' }] } };
    const g = game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Reviving Melody'], graveyard: ['Hill Giant', 'Holy Strength'] }, { name: 'Bob', battlefield: ['Swamp'], hand: ['Graveyard Removal'] }], cards: [removal] }, ['Reviving Melody']);
    g.do({ type: 'cast', player: 'Alice', card: 'Reviving Melody', modes: [0, 1], targets: ['Hill Giant', 'Holy Strength'] });
    pass(g, 'Alice');
    g.do({ type: 'cast', player: 'Bob', card: 'Graveyard Removal', targets: ['Hill Giant'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'target-illegal' && /Hill Giant/.test(e.text))).toBe(true);
    expect(g.snapshot().players[0]!).toMatchObject({ hand: ['Holy Strength'], exile: ['Hill Giant'] });
  });

  it('Boon Satyr (bestow, flash): an Aura spell with bestow whose target is illegal resolves as an enchantment creature', () => {
    expect(ruling('Boon Satyr', /still resolves if its target is illegal/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Boon Satyr'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }], activePlayer: 'Bob', priorityPlayer: 'Alice' }, ['Boon Satyr']);
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Boon Satyr', bestow: true, targets: ['Grizzly Bears'] });
    expect(cast.some((e) => e.step === '601.2f' && /is \{3\}\{G\}\{G\}/.test(e.text))).toBe(true);
    pass(g, 'Alice');
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    g.resolveStack();
    expect(permanent(g, 'Boon Satyr')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 4, toughness: 2, controller: 'Alice' });
  });

  it('Gnarled Scarhide (bestow on an opponent\'s creature): it can\'t block; when that creature leaves, the Aura stays, a creature its caster controls', () => {
    expect(ruling('Gnarled Scarhide', /Control of that permanent doesn’t change/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Gnarled Scarhide', 'Murder'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Gnarled Scarhide']);
    g.do({ type: 'cast', player: 'Alice', card: 'Gnarled Scarhide', bestow: true, targets: ['Hill Giant'] });
    g.resolveStack();
    expect(permanent(g, 'Hill Giant')).toMatchObject({ power: 5, toughness: 4 });
    expect(g.state.objects[g.state.battlefield.find((id) => g.state.objects[id]!.card === 'Gnarled Scarhide')!]!.controller).toBe(0);
    g.do({ type: 'cast', player: 'Alice', card: 'Murder', targets: ['Hill Giant'] });
    g.resolveStack();
    expect(permanent(g, 'Gnarled Scarhide')).toMatchObject({ types: ['Enchantment', 'Creature'], controller: 'Alice', power: 2, toughness: 1 });
  });

  it('Mistcutter Hydra ("can\'t be countered", enters with X counters): a counterspell targeting it resolves and its other effects happen', () => {
    expect(ruling('Mistcutter Hydra', /any other effects of that spell or ability will happen/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['Mistcutter Hydra'] }, { name: 'Bob', battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Dissolve'], library: ['Island', 'Forest'] }] }, ['Mistcutter Hydra', 'Dissolve']);
    g.do({ type: 'cast', player: 'Alice', card: 'Mistcutter Hydra', x: 3 });
    pass(g, 'Alice');
    g.do({ type: 'cast', player: 'Bob', card: 'Dissolve', targets: ['Mistcutter Hydra'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.rules.includes('101.2') && /can't be countered/.test(e.text))).toBe(true);
    expect(events.some((e) => /Bob scries 1/.test(e.text))).toBe(true);
    expect(permanent(g, 'Mistcutter Hydra')).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 3 } });
  });

  it('Scourge of Skola Vale (enters with two counters): the sacrificed creature\'s toughness is as it last existed on the battlefield', () => {
    expect(ruling('Scourge of Skola Vale', /as it last existed on the battlefield/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', { card: 'Holy Strength', attachedTo: 'Grizzly Bears' }, 'Forest', 'Forest', 'Forest'], hand: ['Scourge of Skola Vale'] }, { name: 'Bob' }] }, ['Scourge of Skola Vale']);
    g.do({ type: 'cast', player: 'Alice', card: 'Scourge of Skola Vale' });
    g.resolveStack();
    expect(permanent(g, 'Scourge of Skola Vale')).toMatchObject({ power: 2, toughness: 2 });
    // It entered this turn: a {T} ability needs it to have been under Alice's control since her turn began.
    const next = game({ players: [{ name: 'Alice', battlefield: [{ card: 'Scourge of Skola Vale', counters: { '+1/+1': 2 } }, 'Grizzly Bears', { card: 'Holy Strength', attachedTo: 'Grizzly Bears' }] }, { name: 'Bob' }] }, ['Scourge of Skola Vale']);
    next.do({ type: 'activate', player: 'Alice', source: 'Scourge of Skola Vale', ability: 0, choices: { sacrifice: 'Grizzly Bears' } });
    next.resolveStack();
    // Grizzly Bears was 3/4 with Holy Strength: four counters, not two.
    expect(permanent(next, 'Scourge of Skola Vale')).toMatchObject({ power: 6, toughness: 6 });
  });

  it('Master of Waves (anthem, token maker): the tokens are 2/1; if the Master leaves, they die', () => {
    expect(ruling('Master of Waves', /enter the battlefield as 2\/1 creatures/)).toBeTruthy();
    expect(ruling('Master of Waves', /If Master of Waves leaves the battlefield/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Island', 'Swamp', 'Swamp', 'Swamp'], hand: ['Master of Waves', 'Murder'] }, { name: 'Bob' }] }, ['Master of Waves']);
    g.do({ type: 'cast', player: 'Alice', card: 'Master of Waves' });
    g.resolveStack();
    const tokens = g.snapshot().battlefield.filter((p) => p.token);
    expect(tokens.map((t) => [t.power, t.toughness])).toEqual([[2, 1]]);
    g.do({ type: 'cast', player: 'Alice', card: 'Murder', targets: ['Master of Waves'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.filter((p) => p.token)).toEqual([]);
  });

  it('Evangel of Heliod (token maker): numeric mana symbols don\'t count toward devotion', () => {
    expect(ruling('Evangel of Heliod', /Numeric mana symbols/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Savannah Lions', 'Sol Ring', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Evangel of Heliod'] }, { name: 'Bob' }] }, ['Evangel of Heliod']);
    g.do({ type: 'cast', player: 'Alice', card: 'Evangel of Heliod', payWith: Array(6).fill({ source: 'Plains' }).map((_, i) => ({ source: i ? `Plains #${i + 1}` : 'Plains' })) });
    g.resolveStack();
    // {4}{W}{W} + {W} (Savannah Lions); Sol Ring's {1} counts for nothing: three Soldiers.
    expect(g.snapshot().battlefield.filter((p) => p.token && p.name === 'Soldier')).toHaveLength(3);
  });

  it('Gray Merchant of Asphodel: you gain the total life lost, not X', () => {
    expect(ruling('Gray Merchant of Asphodel', /total amount of life lost, not simply the value of X/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Gray Merchant of Asphodel'] }, { name: 'Bob' }, { name: 'Carol' }] }, ['Gray Merchant of Asphodel']);
    g.do({ type: 'cast', player: 'Alice', card: 'Gray Merchant of Asphodel' });
    g.resolveStack();
    const [alice, bob, carol] = g.snapshot().players;
    expect([bob!.life, carol!.life]).toEqual([18, 18]);
    expect(alice!.life).toBe(24);
  });

  it('Heliod, God of the Sun: below five devotion it isn\'t a creature (an enchantment, legendary), and its abilities still work', () => {
    expect(ruling('Heliod, God of the Sun', /continues to be a legendary enchantment/)).toBeTruthy();
    expect(ruling('Heliod, God of the Sun', /regardless of whether they’re creatures/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Heliod, God of the Sun', 'Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Plains'] }, { name: 'Bob' }] }, ['Heliod, God of the Sun']);
    expect(permanent(g, 'Heliod, God of the Sun')).toMatchObject({ types: ['Enchantment'], subtypes: [] });
    expect(permanent(g, 'Grizzly Bears')!.keywords).toEqual(['vigilance']);
    g.do({ type: 'activate', player: 'Alice', source: 'Heliod, God of the Sun' });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.token)).toMatchObject({ name: 'Cleric', power: 2, toughness: 1, keywords: ['vigilance'] });
  });

  it('Ordeal of Heliod: the third counter is checked as the attack trigger resolves; sacrificed, it gains 10 life', () => {
    expect(ruling('Ordeal of Heliod', /happens as part of the resolution of the attack triggered ability/)).toBeTruthy();
    const attack = (counters: number) => {
      const g = game({ players: [{ name: 'Alice', battlefield: [{ card: 'Grizzly Bears', counters: { '+1/+1': counters } }, { card: 'Ordeal of Heliod', attachedTo: 'Grizzly Bears' }] }, { name: 'Bob' }], step: 'beginning-of-combat' }, ['Ordeal of Heliod']);
      g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Grizzly Bears': 'Bob' } });
      pass(g, 'Alice');
      pass(g, 'Bob');
      g.resolveStack();
      return g;
    };
    const third = attack(2);
    expect(third.snapshot().players[0]).toMatchObject({ life: 30, graveyard: ['Ordeal of Heliod'] });
    const first = attack(0);
    expect(first.snapshot().players[0]).toMatchObject({ life: 20, graveyard: [] });
    expect(permanent(first, 'Grizzly Bears')!.counters).toEqual({ '+1/+1': 1 });
  });

  it('Fanatic of Xenagos (tribute): paid, it enters with the counter; not paid, the trigger gives +1/+1 and haste', () => {
    expect(ruling('Fanatic of Xenagos', /will enter the battlefield with the specified number of \+1\/\+1 counters/)).toBeTruthy();
    const cast = (pays: boolean) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Forest', 'Forest'], hand: ['Fanatic of Xenagos'] }, { name: 'Bob' }] }, ['Fanatic of Xenagos']);
      g.do({ type: 'choose', player: 'Bob', key: 'tribute', value: pays });
      g.do({ type: 'cast', player: 'Alice', card: 'Fanatic of Xenagos' });
      g.resolveStack();
      return permanent(g, 'Fanatic of Xenagos');
    };
    expect(cast(true)).toMatchObject({ power: 4, toughness: 4, counters: { '+1/+1': 1 }, keywords: ['trample'] });
    expect(cast(false)).toMatchObject({ power: 4, toughness: 4, counters: {}, keywords: ['trample', 'haste'] });
  });

  it('Arbor Colossus (monstrosity): "becomes monstrous" won\'t trigger if it left the battlefield before monstrosity resolved', () => {
    expect(ruling('Arbor Colossus', /won’t trigger if that creature isn’t on the battlefield/)).toBeTruthy();
    const setup: GameSetup = { players: [{ name: 'Alice', battlefield: ['Arbor Colossus', ...Array(6).fill('Forest'), 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { name: 'Bob', battlefield: ['Serra Angel'] }] };
    const normal = game(setup, ['Arbor Colossus']);
    normal.do({ type: 'activate', player: 'Alice', source: 'Arbor Colossus', ability: 0, payWith: Array.from({ length: 6 }, (_, i) => ({ source: i ? `Forest #${i + 1}` : 'Forest' })) });
    normal.resolveStack();
    expect(normal.snapshot().players[1]!.graveyard).toEqual(['Serra Angel']);
    expect(permanent(normal, 'Arbor Colossus')).toMatchObject({ power: 9, toughness: 9 });
    const gone = game(setup, ['Arbor Colossus']);
    gone.do({ type: 'activate', player: 'Alice', source: 'Arbor Colossus', ability: 0, payWith: Array.from({ length: 6 }, (_, i) => ({ source: i ? `Forest #${i + 1}` : 'Forest' })) });
    gone.do({ type: 'cast', player: 'Alice', card: 'Murder', targets: ['Arbor Colossus'] });
    const events = gone.resolveStack();
    expect(events.some((e) => e.kind === 'trigger')).toBe(false);
    expect(permanent(gone, 'Serra Angel')).toBeDefined();
  });

  it('Sphinx\'s Disciple (inspired): it triggers in the untap step and goes on the stack in the upkeep; not when it enters', () => {
    expect(ruling("Sphinx's Disciple", /put on the stack at the beginning of your upkeep/)).toBeTruthy();
    expect(ruling("Sphinx's Disciple", /don’t trigger when the creature enters the battlefield/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: [{ card: "Sphinx's Disciple", tapped: true }], library: ['Island', 'Island'] }, { name: 'Bob' }], activePlayer: 'Bob', step: 'end' }, ["Sphinx's Disciple"]);
    pass(g, 'Bob');
    const events = pass(g, 'Alice');
    const triggered = events.findIndex((e) => e.kind === 'trigger');
    const onStack = events.findIndex((e) => e.kind === 'put-on-stack');
    expect(events[triggered - 1]).toMatchObject({ rules: ['502.3'] });
    expect(events.slice(triggered, onStack).some((e) => e.kind === 'step-begins' && /upkeep/.test(e.text))).toBe(true);
    const cast = game({ players: [{ name: 'Alice', battlefield: Array(5).fill('Island'), hand: ["Sphinx's Disciple"] }, { name: 'Bob' }] }, ["Sphinx's Disciple"]);
    cast.do({ type: 'cast', player: 'Alice', card: "Sphinx's Disciple" });
    expect(cast.resolveStack().some((e) => e.kind === 'trigger')).toBe(false);
  });

  it('Aerial Formation (strive): each target beyond the first adds {2}{U}; the same creature can\'t be chosen twice', () => {
    expect(ruling('Aerial Formation', /can’t choose the same target more than once/)).toBeTruthy();
    const setup: GameSetup = { players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Savannah Lions', 'Hill Giant', ...Array(7).fill('Island')], hand: ['Aerial Formation'] }, { name: 'Bob' }] };
    const g = game(setup, ['Aerial Formation']);
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Aerial Formation', targets: [['Grizzly Bears', 'Savannah Lions', 'Hill Giant']] });
    expect(cast.some((e) => e.step === '601.2f' && /is \{4\}\{U\}\{U\}\{U\}/.test(e.text))).toBe(true);
    g.resolveStack();
    expect(g.snapshot().battlefield.filter((p) => p.keywords.includes('flying')).map((p) => p.label)).toEqual(['Grizzly Bears', 'Savannah Lions', 'Hill Giant']);
    expect(game(setup, ['Aerial Formation']).do({ type: 'cast', player: 'Alice', card: 'Aerial Formation', targets: [['Grizzly Bears', 'Grizzly Bears']] }).some((e) => e.kind === 'illegal-action')).toBe(true);
  });

  it('Akroan Hoplite: X is the number of attacking creatures as the ability resolves', () => {
    expect(ruling('Akroan Hoplite', /when the ability resolves to determine the value of X/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Akroan Hoplite', 'Grizzly Bears', 'Savannah Lions'] }, { name: 'Bob' }], step: 'beginning-of-combat' }, ['Akroan Hoplite']);
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Akroan Hoplite': 'Bob', 'Grizzly Bears': 'Bob', 'Savannah Lions': 'Bob' } });
    pass(g, 'Alice');
    pass(g, 'Bob');
    g.resolveStack();
    expect(permanent(g, 'Akroan Hoplite')).toMatchObject({ power: 4, toughness: 2 });
  });

  it('Hunt the Hunter ("target green creature an opponent controls"): if that target is illegal, your creature gets +2/+2 but nothing fights', () => {
    expect(ruling('Hunt the Hunter', /the creatures won’t fight/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Forest', 'Mountain'], hand: ['Hunt the Hunter', 'Lightning Bolt'] }, { name: 'Bob', battlefield: ['Llanowar Elves'] }] }, ['Hunt the Hunter']);
    expect(g.do({ type: 'cast', player: 'Alice', card: 'Hunt the Hunter', targets: ['Grizzly Bears', 'Grizzly Bears'] }).some((e) => e.kind === 'illegal-action')).toBe(true);
    g.do({ type: 'cast', player: 'Alice', card: 'Hunt the Hunter', targets: ['Grizzly Bears', 'Llanowar Elves'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Llanowar Elves'] });
    g.resolveStack();
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4, damage: 0 });
  });

  it('Archetype of Imagination: opponents\' creatures lose flying whenever they entered; with an Archetype on each side, no creature flies', () => {
    expect(ruling('Archetype of Imagination', /no matter when it entered the battlefield/)).toBeTruthy();
    expect(ruling('Archetype of Imagination', /each control the same Archetype, no creature/)).toBeTruthy();
    const one = game({ players: [{ name: 'Alice', battlefield: ['Archetype of Imagination', 'Grizzly Bears'] }, { name: 'Bob', battlefield: ['Serra Angel'] }] }, ['Archetype of Imagination']);
    expect(permanent(one, 'Grizzly Bears')!.keywords).toEqual(['flying']);
    expect(permanent(one, 'Serra Angel')!.keywords).toEqual(['vigilance']);
    const both = game({ players: [{ name: 'Alice', battlefield: ['Archetype of Imagination', 'Grizzly Bears'] }, { name: 'Bob', battlefield: ['Archetype of Imagination', 'Serra Angel'] }] }, ['Archetype of Imagination']);
    expect(both.snapshot().battlefield.filter((p) => p.keywords.includes('flying'))).toEqual([]);
  });

  it('Tormented Hero (enters tapped, heroic): the heroic trigger resolves before the spell that caused it', () => {
    expect(ruling('Tormented Hero', /resolve before the spell that caused them to trigger/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Forest'], hand: ['Tormented Hero', 'Giant Growth'] }, { name: 'Bob' }] }, ['Tormented Hero']);
    g.do({ type: 'cast', player: 'Alice', card: 'Tormented Hero' });
    g.resolveStack();
    expect(permanent(g, 'Tormented Hero')!.tapped).toBe(true);
    g.do({ type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Tormented Hero'] });
    const events = g.resolveStack();
    const resolved = events.filter((e) => e.kind === 'resolve').map((e) => e.objects![0]);
    expect(resolved).toEqual(["Tormented Hero's trigger", 'Giant Growth']);
    expect(g.snapshot().players.map((p) => p.life)).toEqual([21, 19]);
  });

  it('Fated Conflagration: if its target is illegal, it doesn\'t resolve and you don\'t scry', () => {
    expect(ruling('Fated Conflagration', /You won’t scry/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp'], hand: ['Fated Conflagration', 'Murder'], library: ['Island', 'Island'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Fated Conflagration']);
    g.do({ type: 'cast', player: 'Alice', card: 'Fated Conflagration', targets: ['Hill Giant'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Murder', targets: ['Hill Giant'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'countered-on-resolution' && /Fated Conflagration/.test(e.text))).toBe(true);
    expect(events.some((e) => /scries/.test(e.text))).toBe(false);
  });

  it('Boulderfall (divided damage): divided as it is cast, each target at least 1; an illegal target\'s part simply isn\'t dealt', () => {
    expect(ruling('Boulderfall', /Each target must be assigned at least 1 damage/)).toBeTruthy();
    expect(ruling('Boulderfall', /Damage that would have been dealt to illegal targets simply isn’t dealt/)).toBeTruthy();
    const lands = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];
    const setup = { players: [{ name: 'Alice', battlefield: lands, hand: ['Boulderfall'] }, { name: 'Bob', battlefield: ['Hill Giant', 'Forest'], hand: ["Ranger's Guile"] }] };
    const g = game(setup, ['Boulderfall']);
    g.do({ type: 'cast', player: 'Alice', card: 'Boulderfall', targets: [['Hill Giant', 'Bob']], divide: [3, 2] });
    pass(g, 'Alice');
    g.do({ type: 'cast', player: 'Bob', card: "Ranger's Guile", targets: ['Hill Giant'] });
    g.resolveStack();
    expect(permanent(g, 'Hill Giant')!.damage).toBe(0);
    expect(g.snapshot().players[1]!.life).toBe(18);
    const refused = game(setup, ['Boulderfall']).do({ type: 'cast', player: 'Alice', card: 'Boulderfall', targets: [['Hill Giant', 'Bob']], divide: [5, 0] });
    expect(refused.find((e) => e.kind === 'illegal-action')!.text).toMatch(/each target must get at least 1 damage/);
  });

  it('Squelching Leeches ("*/*"): it counts every land you control with the subtype Swamp, as layer 4 leaves them', () => {
    expect(ruling('Squelching Leeches', /counts all lands you control with the subtype Swamp, not just those named Swamp/)).toBeTruthy();
    const withUrborg = game({ players: [{ name: 'Alice', battlefield: ['Squelching Leeches', 'Swamp', 'Mountain', 'Urborg, Tomb of Yawgmoth'] }, { name: 'Bob', battlefield: ['Forest'] }] }, ['Squelching Leeches']);
    expect(permanent(withUrborg, 'Squelching Leeches')).toMatchObject({ power: 3, toughness: 3 });
    // Blood Moon makes Urborg a Mountain without its ability: only the basic Swamp is left.
    const underBloodMoon = game({ players: [{ name: 'Alice', battlefield: ['Squelching Leeches', 'Swamp', 'Mountain', 'Urborg, Tomb of Yawgmoth'] }, { name: 'Bob', battlefield: ['Blood Moon'] }] }, ['Squelching Leeches']);
    expect(permanent(underBloodMoon, 'Squelching Leeches')).toMatchObject({ power: 1, toughness: 1 });
  });

  it('Spellheart Chimera ("*/3"): the ability that defines its power works in every zone, and counts as cards move', () => {
    expect(ruling('Spellheart Chimera', /functions in all zones, not just the battlefield/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Spellheart Chimera', 'Mountain'], hand: ['Spellheart Chimera', 'Lightning Bolt'], graveyard: ['Giant Growth', 'Grizzly Bears'] }, { name: 'Bob' }] }, ['Spellheart Chimera']);
    expect(permanent(g, 'Spellheart Chimera')).toMatchObject({ power: 1, toughness: 3 });
    const inHand = Object.values(g.state.objects).find((o) => o.card === 'Spellheart Chimera' && o.zone === 'hand')!;
    expect(characteristics(g.state, inHand)).toMatchObject({ power: 1, toughness: 3 });
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] });
    g.resolveStack();
    expect(permanent(g, 'Spellheart Chimera')).toMatchObject({ power: 2, toughness: 3 });
  });

  it('Felhide Brawler ("can\'t block unless you control another Minotaur"): checked as blockers are declared; the other Minotaur needn\'t block', () => {
    expect(ruling('Felhide Brawler', /checked only as you declare blockers. The other Minotaur doesn’t have to block/)).toBeTruthy();
    const attacked = (alice: string[]) => {
      const g = game({ players: [{ name: 'Bob', battlefield: ['Hill Giant'] }, { name: 'Alice', battlefield: alice }], step: 'beginning-of-combat' }, ['Felhide Brawler', 'Borderland Minotaur']);
      g.do({ type: 'choose', player: 'Bob', key: 'attackers', value: { 'Hill Giant': 'Alice' } });
      g.do({ type: 'choose', player: 'Alice', key: 'blockers', value: { 'Felhide Brawler': 'Hill Giant' } });
      return { g, texts: throughCombat(g, ['Bob', 'Alice', 'Bob', 'Alice']) };
    };
    const withMinotaur = attacked(['Felhide Brawler', 'Borderland Minotaur']);
    expect(withMinotaur.texts).toMatch(/Alice blocks: Hill Giant by Felhide Brawler$/m);
    expect(attacked(['Felhide Brawler', 'Grizzly Bears']).texts).toMatch(/Felhide Brawler can't block/);
  });

  it('Sightless Brawler (bestowed, "enchanted creature … can\'t attack alone"): the creature it enchants attacks only with another attacker', () => {
    expect(ruling('Sightless Brawler', /can be declared as an attacker only if another creature is declared as an attacker at the same time/)).toBeTruthy();
    const bestowed = () => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Savannah Lions', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Sightless Brawler'] }, { name: 'Bob' }] }, ['Sightless Brawler']);
      g.do({ type: 'cast', player: 'Alice', card: 'Sightless Brawler', bestow: true, targets: ['Grizzly Bears'] });
      g.resolveStack();
      return g;
    };
    const alone = bestowed();
    expect(permanent(alone, 'Grizzly Bears')).toMatchObject({ power: 5, toughness: 4 });
    alone.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Grizzly Bears': 'Bob' } });
    expect(throughCombat(alone, ['Alice', 'Bob', 'Alice', 'Bob'])).toMatch(/Grizzly Bears can't attack alone/);
    const together = bestowed();
    together.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Grizzly Bears': 'Bob', 'Savannah Lions': 'Bob' } });
    expect(throughCombat(together, ['Alice', 'Bob', 'Alice', 'Bob', 'Alice', 'Bob', 'Alice', 'Bob'])).toMatch(/Alice attacks: Grizzly Bears → Bob, Savannah Lions → Bob/);
    expect(together.snapshot().players[1]!.life).toBe(20 - 5 - 2);
  });

  it('Nyx Infusion ("+2/+2 as long as it\'s an enchantment. Otherwise, -2/-2"): it checks continuously, and the effect changes when the creature becomes an enchantment', () => {
    expect(ruling('Nyx Infusion', /If the creature isn’t an enchantment and becomes one/)).toBeTruthy();
    // Enchanted Evening (Shadowmoor), written in the engine's format: "All permanents are enchantments in addition to their other types."
    const evening: CardDefinitionInput = { name: 'Enchanted Evening', manaCost: '{3}{W/U}{W/U}', types: ['Enchantment'], abilities: [{ kind: 'static', affects: {}, modify: { addTypes: ['Enchantment'] }, text: 'All permanents are enchantments in addition to their other types.' }] };
    const lands = ['Island', 'Island', 'Island', 'Island', 'Island'];
    const g = game({ players: [{ name: 'Alice', battlefield: [...lands, 'Hill Giant', { card: 'Nyx Infusion', attachedTo: 'Hill Giant' }, 'Boon Satyr', { card: 'Nyx Infusion', attachedTo: 'Boon Satyr' }], hand: ['Enchanted Evening'] }, { name: 'Bob' }], cards: [evening] }, ['Nyx Infusion', 'Boon Satyr']);
    expect(permanent(g, 'Hill Giant')).toMatchObject({ power: 1, toughness: 1 });
    expect(permanent(g, 'Boon Satyr')).toMatchObject({ power: 6, toughness: 4 });
    g.do({ type: 'cast', player: 'Alice', card: 'Enchanted Evening' });
    g.resolveStack();
    expect(permanent(g, 'Hill Giant')).toMatchObject({ power: 5, toughness: 5 });
  });

  it('Nighthowler ("~ and enchanted creature each get +X/+X"): the bonus works only on the battlefield; elsewhere it is a 0/0', () => {
    expect(ruling('Nighthowler', /functions only from the battlefield. In other zones, Nighthowler is a 0\/0/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Nighthowler'], hand: ['Nighthowler'], graveyard: ['Grizzly Bears', 'Lightning Bolt'] }, { name: 'Bob', graveyard: ['Hill Giant'] }] }, ['Nighthowler']);
    expect(permanent(g, 'Nighthowler')).toMatchObject({ power: 2, toughness: 2 });
    const inHand = Object.values(g.state.objects).find((o) => o.card === 'Nighthowler' && o.zone === 'hand')!;
    expect(characteristics(g.state, inHand)).toMatchObject({ power: 0, toughness: 0 });
  });

  it('Eidolon of Countless Battles: bestowed, the creature it enchants counts the creatures and the Auras you control (the Eidolon is one of the Auras)', () => {
    expect(ruling('Eidolon of Countless Battles', /functions only on the battlefield/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Eidolon of Countless Battles'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Eidolon of Countless Battles']);
    g.do({ type: 'cast', player: 'Alice', card: 'Eidolon of Countless Battles', bestow: true, targets: ['Grizzly Bears'] });
    g.resolveStack();
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4 });
    const creature = game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Eidolon of Countless Battles'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Eidolon of Countless Battles']);
    expect(permanent(creature, 'Eidolon of Countless Battles')).toMatchObject({ power: 2, toughness: 2 });
    expect(permanent(creature, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('Everflame Eidolon ("If it\'s an Aura, enchanted creature gets +1/+0 … instead"): the bonus goes to the creature it enchants, and stays there when the Eidolon becomes a creature', () => {
    expect(ruling('Everflame Eidolon', /that bonus won’t apply to Everflame Eidolon, even if it becomes a creature later that turn/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp'], hand: ['Everflame Eidolon', 'Murder'] }, { name: 'Bob' }] }, ['Everflame Eidolon']);
    g.do({ type: 'cast', player: 'Alice', card: 'Everflame Eidolon', bestow: true, targets: ['Grizzly Bears'] });
    g.resolveStack();
    g.do({ type: 'activate', player: 'Alice', source: 'Everflame Eidolon' });
    g.resolveStack();
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 3 });
    g.do({ type: 'cast', player: 'Alice', card: 'Murder', targets: ['Grizzly Bears'] });
    g.resolveStack();
    expect(permanent(g, 'Everflame Eidolon')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 1, toughness: 1 });
    // A creature now, its ability pumps itself.
    const creature = game({ players: [{ name: 'Alice', battlefield: ['Everflame Eidolon', 'Mountain'] }, { name: 'Bob' }] }, ['Everflame Eidolon']);
    creature.do({ type: 'activate', player: 'Alice', source: 'Everflame Eidolon' });
    creature.resolveStack();
    expect(permanent(creature, 'Everflame Eidolon')).toMatchObject({ power: 2, toughness: 1 });
  });

  it('Colossus of Akros (defender; monstrous, "can attack as though it didn\'t have defender"): it keeps defender, and can attack', () => {
    expect(ruling('Colossus of Akros', /doesn’t lose defender when it’s monstrous. It’s just able to attack/)).toBeTruthy();
    const attacks = (monstrous: boolean) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Colossus of Akros', ...Array<string>(10).fill('Plains')] }, { name: 'Bob' }] }, ['Colossus of Akros']);
      if (monstrous) g.do({ type: 'activate', player: 'Alice', source: 'Colossus of Akros' });
      g.resolveStack();
      g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Colossus of Akros': 'Bob' } });
      return { g, texts: throughCombat(g, ['Alice', 'Bob', 'Alice', 'Bob']) };
    };
    expect(attacks(false).texts).toMatch(/Colossus of Akros .*it has defender \(702\.3b\)/);
    const monstrous = attacks(true);
    expect(monstrous.texts).toMatch(/Alice attacks: Colossus of Akros → Bob/);
    expect(permanent(monstrous.g, 'Colossus of Akros')).toMatchObject({ power: 20, toughness: 20, keywords: expect.arrayContaining(['defender', 'trample']) });
  });

  it('Pillar of War ("as long as ~ is enchanted, it can attack …"): already attacking, it stays in combat when it stops being enchanted', () => {
    expect(ruling('Pillar of War', /If Pillar of War is already attacking, it becoming not enchanted doesn’t cause it to be removed from combat/)).toBeTruthy();
    const forests = ['Forest', 'Forest', 'Forest'];
    const g = game({ players: [{ name: 'Alice', battlefield: ['Pillar of War', { card: 'Holy Strength', attachedTo: 'Pillar of War' }] }, { name: 'Bob', battlefield: forests, hand: ['Consign to Dust'] }], step: 'beginning-of-combat' }, ['Pillar of War', 'Consign to Dust']);
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Pillar of War': 'Bob' } });
    expect(throughCombat(g, ['Alice', 'Bob'])).toMatch(/Alice attacks: Pillar of War → Bob/);
    pass(g, 'Alice');
    g.do({ type: 'cast', player: 'Bob', card: 'Consign to Dust', targets: [['Holy Strength']] });
    g.resolveStack();
    expect(g.snapshot().players[0]!.graveyard).toEqual(['Holy Strength']);
    throughCombat(g, ['Alice', 'Bob', 'Alice', 'Bob']);
    expect(g.snapshot().players[1]!.life).toBe(17);
    // Not enchanted, it can't be declared as an attacker.
    const bare = game({ players: [{ name: 'Alice', battlefield: ['Pillar of War'] }, { name: 'Bob' }], step: 'beginning-of-combat' }, ['Pillar of War']);
    bare.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Pillar of War': 'Bob' } });
    expect(throughCombat(bare, ['Alice', 'Bob'])).toMatch(/it has defender \(702\.3b\)/);
  });

  it('Iroas, God of Victory: it prevents all damage dealt to attacking creatures you control, not just combat damage', () => {
    expect(ruling('Iroas, God of Victory', /prevents all damage dealt to attacking creatures you control, not just combat damage/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Iroas, God of Victory', 'Grizzly Bears', 'Savannah Lions'] }, { name: 'Bob', battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Lightning Bolt'] }], step: 'beginning-of-combat' }, ['Iroas, God of Victory']);
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Grizzly Bears': 'Bob' } });
    expect(throughCombat(g, ['Alice', 'Bob'])).toMatch(/Alice attacks: Grizzly Bears → Bob/);
    pass(g, 'Alice');
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Savannah Lions'] });
    g.resolveStack();
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ damage: 0 });
    expect(permanent(g, 'Savannah Lions')).toBeUndefined();
  });

  it('Polukranos, World Eater: its monstrous trigger divides X among the targets, then each of them deals damage equal to its power to it', () => {
    expect(ruling('Polukranos, World Eater', /Polukranos deals damage first, then the target creatures do/)).toBeTruthy();
    const lands = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'];
    const g = game({ players: [{ name: 'Alice', battlefield: ['Polukranos, World Eater', ...lands] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Savannah Lions'] }] }, ['Polukranos, World Eater']);
    g.do({ type: 'activate', player: 'Alice', source: 'Polukranos, World Eater', x: 2 });
    const events = g.resolveStack();
    expect(events.find((e) => e.rules.includes('601.2d'))!.text).toMatch(/divides Polukranos, World Eater's trigger's 2 damage as evenly as possible: 1 to Grizzly Bears, 1 to Savannah Lions/);
    expect(permanent(g, 'Polukranos, World Eater')).toMatchObject({ damage: 4 });
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ damage: 1 });
    expect(permanent(g, 'Savannah Lions')).toBeUndefined();
  });

  /** Both players pass until `player`'s upkeep begins (attacking with nothing), then once more each turn asked for. */
  function toUpkeep(g: Game, player: string): void {
    for (let guard = 0; guard < 40; guard++) {
      if (g.state.step === 'upkeep' && g.state.players[g.state.activePlayer]!.name === player && g.state.priority !== null) return;
      if (g.state.priority === null) throw new Error('no one holds priority');
      pass(g, g.state.players[g.state.priority]!.name);
    }
    throw new Error(`${player}'s upkeep never began`);
  }
  const tapped = (g: Game, label: string) => permanent(g, label)?.tapped;

  it("Wavecrash Triton (heroic): a creature already tapped still doesn't untap during its controller's next untap step, and untaps in the one after", () => {
    expect(ruling('Wavecrash Triton', /can target a creature that’s already tapped. That creature still won’t untap/)).toBeTruthy();
    const g = game({ players: [{ name: 'Alice', battlefield: ['Wavecrash Triton', 'Forest'], hand: ['Giant Growth'], library: ['Island', 'Island'] }, { name: 'Bob', battlefield: [{ card: 'Hill Giant', tapped: true }, { card: 'Grizzly Bears', tapped: true }], library: ['Island', 'Island'] }] }, ['Wavecrash Triton']);
    g.do({ type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Wavecrash Triton'] });
    g.do({ type: 'choose', player: 'Alice', key: 'targets', value: ['Hill Giant'] });
    const resolved = g.resolveStack().map((e) => e.text).join('\n');
    expect(resolved).toMatch(/Hill Giant doesn't untap during its controller's next untap step/);
    toUpkeep(g, 'Bob');
    expect([tapped(g, 'Hill Giant'), tapped(g, 'Grizzly Bears')]).toEqual([true, false]);
    toUpkeep(g, 'Alice');
    toUpkeep(g, 'Bob');
    expect(tapped(g, 'Hill Giant')).toBe(false);
    expect(g.state.effects.some((e) => e.until === 'next-untap-step')).toBe(false);
  });

  it("Sudden Storm: a creature that changed controllers doesn't untap during its new controller's next untap step", () => {
    expect(ruling('Sudden Storm', /changes controllers before its old controller’s next untap step, Sudden Storm will prevent it from becoming untapped during its new controller’s next untap step/)).toBeTruthy();
    const takeControl: CardDefinitionInput = { name: 'Take Control', manaCost: '{U}', types: ['Sorcery'], spell: { targets: [{ kind: 'creature' }], effects: [{ do: 'gain-control', what: 'target' }] } };
    const g = game({ players: [{ name: 'Alice', battlefield: Array(5).fill('Island'), hand: ['Sudden Storm', 'Take Control'], library: ['Island', 'Island', 'Island'] }, { name: 'Bob', battlefield: ['Hill Giant', 'Grizzly Bears'], library: ['Island', 'Island'] }], cards: [takeControl] }, ['Sudden Storm']);
    g.do({ type: 'cast', player: 'Alice', card: 'Sudden Storm', targets: [['Hill Giant', 'Grizzly Bears']] });
    g.resolveStack();
    expect([tapped(g, 'Hill Giant'), tapped(g, 'Grizzly Bears')]).toEqual([true, true]);
    g.do({ type: 'cast', player: 'Alice', card: 'Take Control', targets: ['Hill Giant'] });
    g.resolveStack();
    toUpkeep(g, 'Bob');
    expect([tapped(g, 'Hill Giant'), tapped(g, 'Grizzly Bears')]).toEqual([true, true]);
    toUpkeep(g, 'Alice');
    expect(permanent(g, 'Hill Giant')).toMatchObject({ controller: 'Alice', tapped: true });
    toUpkeep(g, 'Bob');
    expect(tapped(g, 'Grizzly Bears')).toBe(false);
    toUpkeep(g, 'Alice');
    expect(tapped(g, 'Hill Giant')).toBe(false);
  });

  it('Soldier of the Pantheon (protection from multicolored): no multicolored Equipment, blocker, spell or damage touches it', () => {
    expect(ruling('Soldier of the Pantheon', /can’t be enchanted or equipped by multicolored Auras and Equipment, it can’t be blocked by multicolored creatures, it can’t be targeted by multicolored spells or abilities from multicolored sources, and all damage dealt to it by multicolored sources is prevented/)).toBeTruthy();
    const goldBear: CardDefinitionInput = { name: 'Gold Bear', manaCost: '{R}{G}', types: ['Creature'], power: 2, toughness: 2 };
    const flail = (manaCost: string): CardDefinitionInput => ({ name: 'Flail', manaCost, types: ['Artifact'], subtypes: ['Equipment'] });
    const equipped = (manaCost: string) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Soldier of the Pantheon', { card: 'Flail', attachedTo: 'Soldier of the Pantheon' }] }, { name: 'Bob' }], cards: [flail(manaCost)] }, ['Soldier of the Pantheon']);
      pass(g, 'Alice');
      return Object.values(g.state.objects).find((o) => o.card === 'Flail')!.attachedTo !== undefined;
    };
    expect([equipped('{W}'), equipped('{W}{U}')]).toEqual([true, false]);
    const attack = game({ players: [{ name: 'Alice', battlefield: ['Soldier of the Pantheon'] }, { name: 'Bob', battlefield: ['Gold Bear'] }], step: 'beginning-of-combat', cards: [goldBear] }, ['Soldier of the Pantheon']);
    attack.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Soldier of the Pantheon': 'Bob' } });
    attack.do({ type: 'choose', player: 'Bob', key: 'blockers', value: { 'Gold Bear': 'Soldier of the Pantheon' } });
    expect(throughCombat(attack, ['Alice', 'Bob', 'Alice', 'Bob'])).toMatch(/Soldier of the Pantheon has protection from multicolored \(702\.16f\)/);
    const block = game({ players: [{ name: 'Bob', battlefield: ['Gold Bear'] }, { name: 'Alice', battlefield: ['Soldier of the Pantheon'] }], step: 'beginning-of-combat', cards: [goldBear] }, ['Soldier of the Pantheon']);
    block.do({ type: 'choose', player: 'Bob', key: 'attackers', value: { 'Gold Bear': 'Alice' } });
    block.do({ type: 'choose', player: 'Alice', key: 'blockers', value: { 'Soldier of the Pantheon': 'Gold Bear' } });
    expect(throughCombat(block, ['Bob', 'Alice', 'Bob', 'Alice', 'Bob', 'Alice'])).toMatch(/2 damage from Gold Bear to Soldier of the Pantheon is prevented by protection from multicolored \(702\.16e\)/);
    expect(permanent(block, 'Soldier of the Pantheon')).toMatchObject({ damage: 0 });
    expect(permanent(block, 'Gold Bear')).toBeUndefined();
    const spell = game({ players: [{ name: 'Bob', battlefield: ['Swamp', 'Mountain', 'Mountain'], hand: ["Kolaghan's Command"] }, { name: 'Alice', battlefield: ['Soldier of the Pantheon'] }] }, ['Soldier of the Pantheon']);
    const command = spell.do({ type: 'cast', player: 'Bob', card: "Kolaghan's Command", modes: [1, 3], targets: ['Alice', 'Soldier of the Pantheon'] });
    expect(command.find((e) => e.kind === 'illegal-action')?.text).toMatch(/protection from multicolored \(702\.16b\)/);
  });

  it('Soldier of the Pantheon: a multicolored spell an opponent casts gains its controller 1 life; a one-color spell doesn\'t', () => {
    const g = game({ players: [{ name: 'Bob', battlefield: ['Swamp', 'Mountain', 'Mountain', 'Mountain'], hand: ["Kolaghan's Command", 'Lightning Bolt'] }, { name: 'Alice', battlefield: ['Soldier of the Pantheon'] }] }, ['Soldier of the Pantheon']);
    g.do({ type: 'cast', player: 'Bob', card: "Kolaghan's Command", modes: [1, 3], targets: ['Alice', 'Alice'] });
    g.resolveStack();
    expect(g.snapshot().players[1]!.life).toBe(20 + 1 - 2);
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Alice'] });
    expect(g.resolveStack().some((e) => e.kind === 'trigger')).toBe(false);
    expect(g.snapshot().players[1]!.life).toBe(19 - 3);
  });
});
