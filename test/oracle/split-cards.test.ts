/**
 * Split cards (709) and fuse (702.102) on real cards of the 2020 pool: each half compiled as a card of
 * its own, the card of both with their combined characteristics off the stack (709.4), one half cast
 * by name with only its characteristics on the stack (709.3), or both from the hand, fused.
 */
import { Game } from '../../src/engine';
import { characteristics } from '../../src/engine/characteristics';
import { compileCard } from '../../src/oracle/compile';
import { renderCard } from '../../src/oracle/render/card';
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, poolCard, POOL_FILE, poolTrace as trace } from './pool';


const texts = (t: Trace) => t.events.map((e) => e.text);

/** The object of `label` in the game. */
function objectOf(g: Game, label: string) {
  return Object.values(g.state.objects).find((o) => o.label === label)!;
}

describeWithSharedData('709: split cards (2020 pool)', [POOL_FILE], () => {
  it('709.4, 709.4b–c: off the stack, Wax // Wane has both halves\' characteristics: green and white (in WUBRG order), mana cost {G}{W}, an instant', () => {
    const g = new Game({ players: [{ name: 'Alice', hand: ['Wax // Wane'] }, { name: 'Bob' }], cards: [compiledPoolCard('Wax // Wane')] });
    const seen = characteristics(g.state, objectOf(g, 'Wax // Wane'));
    expect(seen.colors).toEqual(['W', 'G']);
    expect(seen.definition.manaCost).toBe('{G}{W}');
    expect(seen.types).toEqual(['Instant']);
  });

  it('709.3, 709.3b: cast as Wane, only that half is on the stack (white, {W}), destroys the enchantment, and is both halves again in the graveyard', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Plains'], hand: ['Wax // Wane'] }, { name: 'Bob', battlefield: ['Glorious Anthem'] }], cards: [compiledPoolCard('Wax // Wane'), compiledPoolCard('Glorious Anthem')] });
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Wax // Wane', half: 1, targets: ['Glorious Anthem'] });
    expect(events.map((e) => e.text)).toContainEqual('Alice casts Wax // Wane (its half Wane) targeting Glorious Anthem');
    const onStack = characteristics(g.state, objectOf(g, 'Wax // Wane'));
    expect([onStack.name, onStack.colors, onStack.definition.manaCost]).toEqual(['Wane', ['W'], '{W}']);
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => p.label)).toEqual(['Plains']);
    const inGraveyard = objectOf(g, 'Wax // Wane');
    expect(inGraveyard.zone).toBe('graveyard');
    expect(characteristics(g.state, inGraveyard).colors).toEqual(['W', 'G']);
  });

  it('709.3: a split card is cast as a half named (or fused); naming neither is refused', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Forest'], hand: ['Wax // Wane'] }, { name: 'Bob' }], cards: [compiledPoolCard('Wax // Wane')] });
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Wax // Wane', targets: [] });
    expect(events.map((e) => e.text).join('\n')).toMatch(/a split card: name the half cast, Wax or Wane \(709\.3\)/);
    expect(g.do({ type: 'cast', player: 'Alice', card: 'Wax // Wane', fuse: true }).map((e) => e.text).join('\n')).toMatch(/has no fuse/);
  });

  it('709.3a: only the half cast is evaluated — Thrash (an instant) is cast in the opponent\'s turn, Threat (a sorcery) is not', () => {
    const setup = { players: [{ name: 'Alice', battlefield: ['Mountain', 'Forest', 'Mountain', 'Forest', 'Grizzly Bears'], hand: ['Thrash // Threat'] }, { name: 'Bob', battlefield: ['Savannah Lions'] }], activePlayer: 'Bob', priorityPlayer: 'Alice', cards: [compiledPoolCard('Thrash // Threat')] };
    const threat = new Game(setup).do({ type: 'cast', player: 'Alice', card: 'Thrash // Threat', half: 1 });
    expect(threat.map((e) => e.text).join('\n')).toMatch(/only at sorcery speed/);
    const g = new Game(setup);
    g.do({ type: 'cast', player: 'Alice', card: 'Thrash // Threat', half: 0, targets: ['Grizzly Bears', 'Savannah Lions'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => p.label)).not.toContain('Savannah Lions');
  });

  it('/simulate: "Alice casts Wane targeting …" names the half; the trace says which', () => {
    const t = trace(['Wax // Wane', 'Glorious Anthem'], ['Alice has Plains', 'Bob has Glorious Anthem', 'Alice hand: Wax', 'Alice casts Wane targeting Bob\'s Glorious Anthem', 'resolve all']);
    expect(texts(t)).toContainEqual('Alice casts Wax // Wane (its half Wane) targeting Glorious Anthem');
    expect(t.final.battlefield.map((p) => p.label)).toEqual(['Plains']);
  });

  it('reads back half by half: each half\'s characteristics and text, then fuse', () => {
    const result = compileCard(poolCard('Turn // Burn'));
    if (result.status !== 'compiled') throw new Error(result.reason);
    expect(renderCard(result.definition).abilities).toEqual([
      'Turn: {2}{U} · Instant',
      'Turn: Target creature loses all abilities and becomes a red Weird with base power and toughness 0/1 until end of turn.',
      'Burn: {1}{R} · Instant',
      'Burn: Burn deals 2 damage to any target.',
      'Fuse',
    ]);
  });

  it('a split card compiles only if both halves do: refused with the half\'s own reason', () => {
    const result = compileCard(poolCard('Appeal // Authority'));
    expect(result).toMatchObject({ status: 'unsupported', reason: expect.stringMatching(/^Appeal: /) });
  });
});

describeWithSharedData('702.102: fuse (2020 pool)', [POOL_FILE], () => {
  it('702.102a–d: Turn // Burn cast fused from the hand costs both halves, and follows Turn, then Burn: a 0/1 dealt 2 damage dies', () => {
    const t = trace(['Turn // Burn'], ['Alice has 3 Island, 2 Mountain', 'Bob has Grizzly Bears', 'Alice hand: Turn // Burn', "Alice casts Turn // Burn fused targeting Bob's Grizzly Bears, Bob's Grizzly Bears", 'resolve all']);
    const said = texts(t);
    expect(said).toContainEqual('Alice casts Turn // Burn (fused: Turn, then Burn) targeting Grizzly Bears, Grizzly Bears');
    expect(said.some((text) => /^Alice pays \{3\}\{U\}\{R\}/.test(text))).toBe(true);
    const turned = said.findIndex((text) => /has base power and toughness 0\/1/.test(text));
    const burned = said.indexOf('Turn // Burn deals 2 damage to Grizzly Bears (2 damage marked)');
    expect(turned).toBeGreaterThan(-1);
    expect(burned).toBeGreaterThan(turned);
    // Bob's 0/1 dies; Alice's five lands, tapped for {3}{U}{R}, stay.
    expect(t.final.battlefield.map((p) => `${p.controller}: ${p.label}${p.tapped ? ' (tapped)' : ''}`)).toEqual(['Island', 'Island #2', 'Island #3', 'Mountain', 'Mountain #2'].map((land) => `Alice: ${land} (tapped)`));
  });
});
