/**
 * 401.4, 404.1: "Put target card from your graveyard on the bottom of your library" — a card of your graveyard
 * is yours, so your library is its owner's; several go in the order named (the owner's choice). Real cards of
 * the 2020 pool, compiled and played.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

describeWithSharedData('401.4: cards put from a graveyard on the bottom of a library (2020 pool)', [POOL_FILE], () => {
  it("401.4: Epitaph Golem puts the target card of its controller's graveyard on the bottom of their library", () => {
    expect(compiledPoolCard('Epitaph Golem').abilities?.[0]).toMatchObject({ targets: [{ kind: 'card-in-graveyard', controller: 'you' }], effects: [{ do: 'put-on-library', where: 'bottom' }] });
    const t = poolTrace(['Epitaph Golem'], ['Alice has Epitaph Golem, 2 Mountains', 'Alice library: Forest, Island', 'Alice graveyard: Lightning Bolt, Shock', 'Alice activates Epitaph Golem targeting Lightning Bolt', 'resolve all']);
    expect(t.final.players[0]).toMatchObject({ graveyard: ['Shock'], library: 3 });
    expect(t.events.some((e) => e.kind === 'zone-change' && /Lightning Bolt moves from Alice's graveyard to Alice's library \(put on the bottom of its owner's library\)/.test(e.text))).toBe(true);
  });

  it("401.4, 601.2c: Conjurer's Bauble with no target still draws a card; with one, the card goes to the bottom first", () => {
    const none = poolTrace(["Conjurer's Bauble"], ["Alice has Conjurer's Bauble", 'Alice library: Forest', "Alice activates Conjurer's Bauble", 'resolve all']);
    expect(none.final.players[0]).toMatchObject({ hand: ['Forest'], library: 0 });
    const one = poolTrace(["Conjurer's Bauble"], ["Alice has Conjurer's Bauble", 'Alice library: Forest', 'Alice graveyard: Lightning Bolt', "Alice activates Conjurer's Bauble targeting Lightning Bolt", 'resolve all']);
    expect(one.final.players[0]).toMatchObject({ hand: ['Forest'], library: 1, graveyard: ["Conjurer's Bauble"] });
  });
});
