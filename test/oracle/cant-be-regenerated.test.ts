/** 701.19c on real cards of the 2020 pool: "They can't be regenerated" applies to the destruction it follows. */
import { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

describeWithSharedData("701.19c: a destruction that can't be regenerated (2020 pool)", [POOL_FILE], () => {
  it.each(['Wrath of God', 'Damnation'])("%s: a creature with a regeneration shield is destroyed all the same (the rule came after the destruction, so the shield saved it)", (wrath) => {
    const land = wrath === 'Damnation' ? 'Swamp' : 'Plains';
    const g = new Game({
      players: [{ name: 'Alice', battlefield: Array(4).fill(land), hand: [wrath] }, { name: 'Bob', battlefield: ['Dutiful Thrull', 'Swamp'] }],
      cards: [compiledPoolCard(wrath), compiledPoolCard('Dutiful Thrull')],
    });
    g.do({ type: 'pass', player: 'Alice' });
    expect(g.do({ type: 'activate', player: 'Bob', source: 'Dutiful Thrull' })[0]!.text).toMatch(/^Bob activates Dutiful Thrull's ability .*: it goes on the stack$/);
    g.resolveStack();
    g.do({ type: 'cast', player: 'Alice', card: wrath });
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => p.name)).not.toContain('Dutiful Thrull');
    expect(g.state.players.find((p) => p.name === 'Bob')!.graveyard).toHaveLength(1);
  });
});

describeWithSharedData('701.19c: "Destroy target … and target …. They can\'t be regenerated." (2020 pool)', [POOL_FILE], () => {
  it("Plague Spores: neither target can be regenerated (the rule was the land's alone, and came after both were destroyed)", () => {
    expect(compiledPoolCard('Plague Spores').spell!.effects).toEqual([
      { do: 'destroy', what: 'target', noRegeneration: true },
      { do: 'destroy', what: { target: 1 }, noRegeneration: true },
    ]);
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain', 'Mountain'], hand: ['Plague Spores'] }, { name: 'Bob', battlefield: ['Dutiful Thrull', 'Swamp', 'Forest'] }],
      cards: [compiledPoolCard('Plague Spores'), compiledPoolCard('Dutiful Thrull')],
    });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'activate', player: 'Bob', source: 'Dutiful Thrull' });
    g.resolveStack();
    g.do({ type: 'cast', player: 'Alice', card: 'Plague Spores', targets: ['Dutiful Thrull', 'Forest'] });
    g.resolveStack();
    expect(g.state.players.find((p) => p.name === 'Bob')!.graveyard.map((id) => g.state.objects[id]!.label).sort()).toEqual(['Dutiful Thrull', 'Forest']);
  });
});
