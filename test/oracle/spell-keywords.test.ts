/**
 * Spell keywords and the ways of casting they give (702), on real cards of the 2020 pool compiled from
 * their Oracle text and played through the engine: aftermath (702.127).
 */
import { Game } from '../../src/engine';
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace as trace } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);

describeWithSharedData('702.127: aftermath (2020 pool)', [POOL_FILE], () => {
  it('702.127a: Claim is cast from the hand; once in the graveyard, Fame is cast from there, then exiled as it resolves', () => {
    const t = trace(['Claim // Fame', 'Grizzly Bears'], ['Alice has 4 Mountain, Swamp', 'Alice graveyard: Grizzly Bears', 'Alice hand: Claim // Fame', 'Alice casts Claim targeting Grizzly Bears', 'resolve all', 'Alice casts Fame targeting Grizzly Bears', 'resolve all']);
    const said = texts(t);
    expect(said).toContainEqual('Alice casts Claim // Fame (its half Claim) targeting Grizzly Bears');
    expect(said).toContainEqual('Alice casts Claim // Fame (its half Fame with aftermath) targeting Grizzly Bears');
    expect(said.some((text) => /casts Fame, the half of Claim \/\/ Fame with aftermath, from their graveyard/.test(text))).toBe(true);
    expect(t.events.find((e) => /was cast from a graveyard as its half with aftermath: it is exiled instead of going to/.test(e.text))?.rules).toContain('702.127a');
    expect(t.final.battlefield.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ power: 4 });
    expect(t.final.players.find((p) => p.name === 'Alice')?.exile).toEqual(['Claim // Fame']);
  });

  it('702.127a: a half with aftermath can\'t be cast from the hand, and the other half can\'t be cast from a graveyard', () => {
    const cards = [compiledPoolCard('Dusk // Dawn')];
    const fromHand = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Dusk // Dawn'] }, { name: 'Bob' }], cards });
    expect(fromHand.do({ type: 'cast', player: 'Alice', card: 'Dusk // Dawn', half: 1 }).map((e) => e.text).join('\n')).toMatch(/Dawn has aftermath: it can be cast only from its owner's graveyard, and Dusk \/\/ Dawn is in their hand/);
    const fromGraveyard = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'], graveyard: ['Dusk // Dawn'] }, { name: 'Bob' }], cards });
    expect(fromGraveyard.do({ type: 'cast', player: 'Alice', card: 'Dusk // Dawn', half: 0 }).map((e) => e.text).join('\n')).toMatch(/has no "Dusk \/\/ Dawn" in hand/);
  });

  it('702.127a, 601.2f: /simulate puts a card whose half with aftermath is cast into the graveyard first, and Finish\'s additional cost is paid: a creature sacrificed', () => {
    const t = trace(['Start // Finish', 'Grizzly Bears', 'Craw Wurm'], ['Alice has 3 Swamp, Grizzly Bears', 'Bob has Craw Wurm', "Alice casts Finish targeting Bob's Craw Wurm", 'resolve all']);
    expect(texts(t)).toContainEqual("Start // Finish is not in Alice's graveyard: it is put there first, so that it can be cast as its half with aftermath.");
    expect(t.final.battlefield.map((p) => p.label)).toEqual(['Swamp', 'Swamp #2', 'Swamp #3']);
    expect(t.final.players.find((p) => p.name === 'Alice')?.exile).toEqual(['Start // Finish']);
  });
});
