/**
 * One-shot effects of spells and abilities: "tap or untap target permanent" (701.26a–b, the
 * controller's choice as it resolves) and "destroy all artifacts, creatures, and enchantments"
 * (701.8a, a list of three types); "target opponent sacrifices a creature. You gain life equal to that
 * creature's toughness" (608.2h). Real cards of the 2020 pool, each compiled from its Oracle text and played.
 */
import type { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame, textOf } from './pool';

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);

describeWithSharedData('one-shot effects (2020 pool)', [POOL_FILE], () => {
  it('701.26a: Pestermite enters and taps target creature — by default the choice that changes it, stated', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island'], hand: ['Pestermite'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Pestermite']);
    g.do({ type: 'choose', player: 'Alice', key: 'targets', value: ['Hill Giant'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Pestermite' });
    const trace = textOf(g.resolveStack());
    expect(trace).toMatch(/Alice chooses to tap Hill Giant \(the default: it's untapped\)/);
    expect(permanent(g, 'Hill Giant')?.tapped).toBe(true);
  });

  it('701.26b: Twitch untaps its caster\'s tapped land when they choose "untap", then they draw a card', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', { card: 'Forest', tapped: true }], hand: ['Twitch'], library: ['Island'] }, { name: 'Bob' }] }, ['Twitch']);
    g.do({ type: 'choose', player: 'Alice', key: 'tap-or-untap', value: 'untap' });
    g.do({ type: 'cast', player: 'Alice', card: 'Twitch', targets: ['Forest'] });
    expect(textOf(g.resolveStack())).toMatch(/Alice chooses to untap Forest/);
    expect([permanent(g, 'Forest')?.tapped, g.state.players[0]!.hand.length]).toEqual([false, 1]);
  });

  it('701.8a: Akroma\'s Vengeance destroys every artifact, creature and enchantment, not lands', () => {
    expect(compiledPoolCard("Akroma's Vengeance").spell?.effects).toEqual([{ do: 'destroy', what: { all: { types: ['Artifact', 'Creature', 'Enchantment'] } } }]);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Sol Ring', 'Glorious Anthem'], hand: ["Akroma's Vengeance"] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ["Akroma's Vengeance"]);
    g.do({ type: 'cast', player: 'Alice', card: "Akroma's Vengeance" });
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => p.label).filter((label) => !label.startsWith('Plains'))).toEqual([]);
  });

  it("608.2h: Tribute to Hunger — target opponent sacrifices a creature, and its caster gains life equal to that creature's toughness", () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Tribute to Hunger'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Tribute to Hunger']);
    g.do({ type: 'cast', player: 'Alice', card: 'Tribute to Hunger', targets: ['Bob'] });
    g.resolveStack();
    expect([permanent(g, 'Hill Giant'), g.snapshot().players.find((p) => p.name === 'Alice')?.life]).toEqual([undefined, 23]);
  });
});
