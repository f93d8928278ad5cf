/**
 * Cards with two faces on the battlefield: flip cards (710) and nonmodal double-faced cards (712, transform
 * 701.27), compiled face by face from their Oracle text and played through the engine.
 */
import fs from 'node:fs';
import { Game } from '../../src/engine';
import { characteristics, touch } from '../../src/engine/characteristics';
import { manaValue } from '../../src/engine/filters';
import { cardsFromScryfall, scryfallCardSchema } from '../../src/cards/formats';
import { compileCard } from '../../src/oracle/compile';
import { renderCard } from '../../src/oracle/render/card';
import { moveObject } from '../../src/engine/context';
import { describeWithSharedData, sharedDataPath } from '../shared-data';
import { findPreset } from '../../src/scenario/presets';
import { simulate } from '../../src/scenario/simulate';
import { resolveDataDir } from '../../src/util/paths';
import { asScryfall, compiledPoolCard, poolCard, POOL_FILE, poolTrace } from './pool';

const texts = (events: { text: string }[]) => events.map((e) => e.text).join('\n');
const objectOf = (g: Game, label: string) => Object.values(g.state.objects).find((o) => o.label === label)!;

describeWithSharedData('710: flip cards (2020 pool)', [POOL_FILE], () => {
  it('710.1a–b: Jushi Apprentice compiles with its flipped half, Tomoya the Revealer, each read from its own text', () => {
    const definition = compiledPoolCard('Jushi Apprentice // Tomoya the Revealer');
    expect(definition.name).toBe('Jushi Apprentice');
    expect(definition.flip).toMatchObject({ name: 'Tomoya the Revealer', supertypes: ['Legendary'], types: ['Creature'], power: 2, toughness: 3 });
    // 710.1c: the flipped half has no mana cost or color of its own.
    expect(definition.flip?.manaCost).toBeUndefined();
    expect(renderCard(compileResult('Jushi Apprentice // Tomoya the Revealer')).abilities).toContain('Flipped: Tomoya the Revealer · Legendary Creature — Human Wizard · 2/3');
  });

  it('710.2, 710.1c: flipped by its own ability, Jushi Apprentice is Tomoya the Revealer (legendary 2/3) with the card\'s mana cost and color; the trace names the face', () => {
    const hand = Array.from({ length: 9 }, () => 'Island');
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Jushi Apprentice', 'Island', 'Island', 'Island'], hand, library: ['Island', 'Island'] }, { name: 'Bob' }], cards: [compiledPoolCard('Jushi Apprentice // Tomoya the Revealer')] });
    const apprentice = objectOf(g, 'Jushi Apprentice');
    expect(characteristics(g.state, apprentice).name).toBe('Jushi Apprentice');
    g.do({ type: 'activate', player: 'Alice', source: 'Jushi Apprentice', ability: 0 });
    const events = g.resolveStack();
    expect(texts(events)).toMatch(/Jushi Apprentice flips: it is Tomoya the Revealer \(Legendary Creature — Human Wizard 2\/3\) from now on/);
    expect(events.find((e) => /flips/.test(e.text))?.rules).toEqual(expect.arrayContaining(['710.2', '710.1c']));
    const seen = characteristics(g.state, objectOf(g, 'Jushi Apprentice'));
    expect([seen.name, seen.power, seen.toughness, seen.supertypes, seen.colors, seen.definition.manaCost]).toEqual(['Tomoya the Revealer', 2, 3, ['Legendary'], ['U'], '{1}{U}']);
    // Tomoya's ability is the permanent's now; the Apprentice's is gone.
    expect(seen.abilities.map((a) => a.text)).toEqual(['{3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards in your hand.']);
  });

  it('710.2: with fewer than nine cards in hand, Jushi Apprentice draws and stays unflipped', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Jushi Apprentice', 'Island', 'Island', 'Island'], library: ['Island'] }, { name: 'Bob' }], cards: [compiledPoolCard('Jushi Apprentice // Tomoya the Revealer')] });
    g.do({ type: 'activate', player: 'Alice', source: 'Jushi Apprentice', ability: 0 });
    expect(texts(g.resolveStack())).not.toMatch(/flips/);
    expect(characteristics(g.state, objectOf(g, 'Jushi Apprentice')).name).toBe('Jushi Apprentice');
  });

  it('710.2, 603.4: Callow Jushi with two ki counters flips at the beginning of the end step (its intervening "if"), and is Jaraku the Interloper', () => {
    const t = poolTrace(['Callow Jushi // Jaraku the Interloper'], ['Alice has Callow Jushi (2 ki counters)', 'turn: Alice, end']);
    expect(t.events.map((e) => e.text).join('\n')).toMatch(/Callow Jushi flips: it is Jaraku the Interloper \(Legendary Creature — Spirit 3\/4\)/);
  });

  it('710.4, 400.7: a flipped permanent that leaves the battlefield keeps no memory of it: in its owner\'s hand it is Faithful Squire again', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: [{ card: 'Faithful Squire', counters: { ki: 2 } }] }, { name: 'Bob' }], cards: [compiledPoolCard('Faithful Squire // Kaiso, Memory of Loyalty')] });
    const squire = objectOf(g, 'Faithful Squire');
    squire.flipped = true;
    touch(g.state);
    expect(characteristics(g.state, squire).name).toBe('Kaiso, Memory of Loyalty');
    const moved = moveObject(g.state, squire, 'hand');
    expect(moved.flipped).toBeUndefined();
    expect(characteristics(g.state, moved).name).toBe('Faithful Squire');
  });

  it('710.1c: Orochi Eggwatcher as Scryfall gives it (its flipped half with no mana cost) compiles with the card\'s mana cost for both', () => {
    const record = (JSON.parse(fs.readFileSync(sharedDataPath('scryfall-cards-sample.json'), 'utf8')) as { name: string }[]).find((c) => c.name.startsWith('Orochi Eggwatcher'))!;
    const [card] = cardsFromScryfall(scryfallCardSchema.parse(record), 'sample');
    const result = compileCard(card!);
    expect(result.status).toBe('compiled');
    if (result.status === 'compiled') expect([result.definition.manaCost, result.definition.flip?.name, result.definition.flip?.manaCost]).toEqual(['{2}{G}', 'Shidako, Broodmistress', undefined]);
  });
});

function compileResult(name: string) {
  const result = compileCard(poolCard(name));
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}


describeWithSharedData('712, 701.27: double-faced cards that transform', [POOL_FILE], () => {
  it('204, 202.2e: the 2020 pool lost its back faces\' color indicators, so Ulvenwald Captive is refused, naming that gap, not compiled colorless', () => {
    const result = compileCard(poolCard('Ulvenwald Captive // Ulvenwald Abomination'));
    expect(result.status).toBe('unsupported');
    if (result.status === 'unsupported') expect(result.reason).toMatch(/^Ulvenwald Abomination: the engine can't yet tell a back face's colors: the card data carries no color indicators/);
  });

  it('204.1: with the color indicator a full Scryfall object gives (green), Ulvenwald Abomination is green; with none (Thraben Gargoyle\'s back face) colorless', () => {
    const captive = compileCard(asScryfall('Ulvenwald Captive // Ulvenwald Abomination', ['G'], ['G']));
    expect(captive.status === 'compiled' && captive.definition.back).toMatchObject({ name: 'Ulvenwald Abomination', colors: ['G'], power: 4, toughness: 6 });
    const gargoyle = compileCard(asScryfall('Thraben Gargoyle // Stonewing Antagonizer', undefined, []));
    expect(gargoyle.status === 'compiled' && gargoyle.definition.back).toMatchObject({ name: 'Stonewing Antagonizer', colors: [] });
  });

  it('701.27a, 712.8e, 202.3b: Ulvenwald Captive transforms for {5}{G}{G}: the same permanent is Ulvenwald Abomination, green 4/6, of mana value 2 (its front face\'s)', () => {
    const definition = compileCard(asScryfall('Ulvenwald Captive // Ulvenwald Abomination', ['G'], ['G']));
    if (definition.status !== 'compiled') throw new Error(definition.reason);
    const forests = Array.from({ length: 7 }, () => 'Forest');
    const g = new Game({ players: [{ name: 'Alice', battlefield: [{ card: 'Ulvenwald Captive', damage: 1 }, ...forests] }, { name: 'Bob' }], cards: [definition.definition] });
    const captive = objectOf(g, 'Ulvenwald Captive');
    const ability = characteristics(g.state, captive).abilities.findIndex((a) => /Transform/.test(a.text));
    g.do({ type: 'activate', player: 'Alice', source: 'Ulvenwald Captive', ability });
    const events = g.resolveStack();
    const transformed = events.find((e) => /transforms/.test(e.text))!;
    expect(transformed.text).toMatch(/Ulvenwald Captive transforms: its back face is up, Ulvenwald Abomination \(Creature — Eldrazi Werewolf 4\/6\); it is the same permanent/);
    expect(transformed.rules).toEqual(expect.arrayContaining(['701.27a', '712.8e']));
    const seen = characteristics(g.state, objectOf(g, 'Ulvenwald Captive'));
    expect([seen.name, seen.colors, seen.power, seen.toughness, manaValue(seen.definition), objectOf(g, 'Ulvenwald Captive').damage]).toEqual(['Ulvenwald Abomination', ['G'], 4, 6, 2, 1]);
  });

  it('701.27f: activated twice in response, the second transform finds it already transformed and does nothing', () => {
    const definition = compileCard(asScryfall('Thraben Gargoyle // Stonewing Antagonizer', undefined, []));
    if (definition.status !== 'compiled') throw new Error(definition.reason);
    const lands = Array.from({ length: 12 }, () => 'Plains');
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Thraben Gargoyle', ...lands] }, { name: 'Bob' }], cards: [definition.definition] });
    const gargoyle = objectOf(g, 'Thraben Gargoyle');
    const ability = characteristics(g.state, gargoyle).abilities.findIndex((a) => /Transform/.test(a.text));
    g.do({ type: 'activate', player: 'Alice', source: 'Thraben Gargoyle', ability });
    g.do({ type: 'activate', player: 'Alice', source: 'Thraben Gargoyle', ability });
    const events = g.resolveStack();
    expect(texts(events)).toMatch(/has transformed since this ability was put on the stack: it doesn't transform again/);
    expect(characteristics(g.state, objectOf(g, 'Thraben Gargoyle')).name).toBe('Stonewing Antagonizer');
  });

  it('712.14, 400.7: a transformed permanent that leaves the battlefield has its front face up again', () => {
    const definition = compileCard(asScryfall('Thraben Gargoyle // Stonewing Antagonizer', undefined, []));
    if (definition.status !== 'compiled') throw new Error(definition.reason);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Thraben Gargoyle'] }, { name: 'Bob' }], cards: [definition.definition] });
    const gargoyle = objectOf(g, 'Thraben Gargoyle');
    gargoyle.transformed = true;
    touch(g.state);
    expect(characteristics(g.state, gargoyle).name).toBe('Stonewing Antagonizer');
    expect(characteristics(g.state, moveObject(g.state, gargoyle, 'graveyard')).name).toBe('Thraben Gargoyle');
  });

  it('110.5, 710.5, 712.19: /simulate sets a permanent up by its other face\'s name or with "(transformed)", says which face it shows, and finds it by that name', () => {
    const gargoyle = compileCard(asScryfall('Thraben Gargoyle // Stonewing Antagonizer', undefined, []));
    if (gargoyle.status !== 'compiled') throw new Error(gargoyle.reason);
    const lines = [`define: ${JSON.stringify(gargoyle.definition)}`, `define: ${JSON.stringify(compiledPoolCard('Jushi Apprentice // Tomoya the Revealer'))}`, 'Alice has Tomoya the Revealer, 5 Islands', 'Alice library: Island, Island', 'Alice hand: Island', 'Bob has Thraben Gargoyle (transformed)', 'Alice activates Tomoya the Revealer targeting Alice', 'resolve'];
    const result = simulate(lines.join('\n'), { dataDir: resolveDataDir() });
    if (!result.ok) throw new Error(result.message);
    const said = result.trace.events.map((e) => e.text);
    expect(said).toEqual(expect.arrayContaining(['Jushi Apprentice is flipped: it is Tomoya the Revealer', 'Thraben Gargoyle is transformed: it is Stonewing Antagonizer']));
    expect(said.join('\n')).toMatch(/from Alice's library to Alice's hand \(drawn\)/);
  });

  it('110.5d: only a permanent is set up transformed: a card in hand is refused', () => {
    const gargoyle = compileCard(asScryfall('Thraben Gargoyle // Stonewing Antagonizer', undefined, []));
    if (gargoyle.status !== 'compiled') throw new Error(gargoyle.reason);
    const result = simulate([`define: ${JSON.stringify(gargoyle.definition)}`, 'Alice hand: Thraben Gargoyle (transformed)', 'pass'].join('\n'), { dataDir: resolveDataDir() });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/only a permanent is transformed/);
  });
});

describe('715: adventurer cards (the adventure-then-creature preset)', () => {
  const trace = () => {
    const result = simulate(findPreset(resolveDataDir(), 'adventure-then-creature').text, { dataDir: resolveDataDir() });
    if (!result.ok) throw new Error(result.message);
    return result.trace;
  };

  it('715.3, 715.3b: cast by its Adventure\'s name, Rimrock Knight is Boulder Rush on the stack: an instant for {R} that gives +2/+0', () => {
    const said = trace().events.map((e) => e.text);
    expect(said).toContain("Alice chooses to cast Rimrock Knight as its Adventure, Boulder Rush: on the stack it has only the Adventure's characteristics");
    expect(said.join('\n')).toMatch(/Grizzly Bears gets \+2\/\+0 until end of turn/);
  });

  it('715.3d: resolved, it is exiled instead of going to the graveyard, and its creature is cast from exile onto the battlefield', () => {
    const t = trace();
    const said = t.events.map((e) => e.text);
    expect(said).toContain('Rimrock Knight moves from the stack to Alice\'s exile (it was cast as an Adventure)');
    expect(said).toContain('Alice proposes casting Rimrock Knight: it moves from exile to the stack');
    expect(t.final.battlefield.map((p) => p.label)).toContain('Rimrock Knight');
    expect(t.final.players.find((p) => p.name === 'Alice')!.graveyard).toEqual([]);
  });

  it('715.3d: a card exiled on an adventure can\'t be cast as an Adventure again from exile', () => {
    const { text } = findPreset(resolveDataDir(), 'adventure-then-creature');
    const result = simulate(text.replace(/Alice casts Rimrock Knight\nresolve\n?$/, 'Alice casts Boulder Rush targeting Grizzly Bears\n'), { dataDir: resolveDataDir() });
    expect(result.ok ? result.trace.events.map((e) => e.text).join('\n') : result.message).toMatch(/Rimrock Knight is exiled on an adventure: it may be cast from exile, but not as an Adventure/);
  });
});
