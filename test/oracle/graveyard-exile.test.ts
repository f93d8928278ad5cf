/**
 * 404.1, 406.2: exiling the cards of one player's graveyard ("exile all cards from target player's graveyard"),
 * and 113.6m, 118.3: the cost "Exile ~ from your graveyard", paid from the graveyard the ability works from —
 * read from real cards of the 2020 pool.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace, simulatePool } from './pool';

describeWithSharedData('404.1, 113.6m: a graveyard exiled, and a card exiled from its graveyard as a cost (2020 pool)', [POOL_FILE], () => {
  it("404.1: Bojuka Bog exiles every card of the target player's graveyard, and none of another's", () => {
    expect(compiledPoolCard('Bojuka Bog').abilities?.find((a) => a.kind === 'triggered')).toMatchObject({ kind: 'triggered', when: 'enters', targets: [{ kind: 'player' }], effects: [{ do: 'exile', what: { all: { zone: 'graveyard' }, controlledBy: 'target' } }] });
    const t = poolTrace(['Bojuka Bog'], ['Alice hand: Bojuka Bog', 'Alice graveyard: Grizzly Bears, Shock', 'Bob graveyard: Llanowar Elves, Giant Growth', 'Alice plays Bojuka Bog', 'Bojuka Bog trigger targeting Bob', 'resolve all']);
    expect(t.final.players[1]).toMatchObject({ graveyard: [], exile: expect.arrayContaining(['Llanowar Elves', 'Giant Growth']) });
    expect(t.final.players[0]).toMatchObject({ graveyard: ['Grizzly Bears', 'Shock'] });
  });

  it("404.1: Remorseful Cleric's sacrifice exiles only the target player's graveyard, itself going to its owner's", () => {
    const t = poolTrace(['Remorseful Cleric'], ['Alice has Remorseful Cleric', 'Bob graveyard: Llanowar Elves', 'Alice activates Remorseful Cleric targeting Bob', 'resolve all']);
    expect(t.final.players[1]).toMatchObject({ graveyard: [], exile: ['Llanowar Elves'] });
    expect(t.final.players[0]).toMatchObject({ graveyard: ['Remorseful Cleric'] });
  });

  it('113.6m, 118.3: Soul of Zendikar\'s "Exile ~ from your graveyard" ability is activated from the graveyard, the card exiled as its cost', () => {
    const ability = compiledPoolCard('Soul of Zendikar').abilities?.find((a) => a.kind === 'activated' && a.zone === 'graveyard');
    expect(ability).toMatchObject({ kind: 'activated', cost: { mana: '{3}{G}{G}', exileSelf: true }, zone: 'graveyard' });
    const t = poolTrace(['Soul of Zendikar'], ['Alice has 5 Forests', 'Alice graveyard: Soul of Zendikar', 'Alice activates Soul of Zendikar', 'resolve all']);
    expect(t.final.players[0]).toMatchObject({ graveyard: [], exile: ['Soul of Zendikar'] });
    expect(t.final.battlefield.filter((p) => p.name === 'Beast')).toHaveLength(1);
  });

  it('113.6m: Runehorn Hellkite on the battlefield has no ability that exiles it from a graveyard', () => {
    const result = simulatePool(['Runehorn Hellkite'], ['Alice has Runehorn Hellkite, 6 Mountains', 'Alice activates Runehorn Hellkite']);
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/works from a graveyard/);
  });
});
