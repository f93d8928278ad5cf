/**
 * Static bonuses counted as the game goes (613.4c, layer 7c): "gets +1/+1 for each …" and
 * "gets +X/+X, where X is …" on the card itself, on what an Aura or Equipment is attached to, and on
 * every creature, counting permanents, cards in a zone, or counters on objects or on the card itself.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

const sizes = (lines: string[], cards: string[]) =>
  Object.fromEntries(poolTrace(cards, lines).final.battlefield.filter((p) => p.power !== undefined).map((p) => [p.name, `${p.power}/${p.toughness}`]));

describeWithSharedData('static bonuses counted as the game goes (2020 pool)', [POOL_FILE], () => {
  it('613.4c: Bravado — "enchanted creature gets +1/+1 for each other creature you control": "other" is other than the enchanted creature, not counted itself', () => {
    expect(sizes(['Alice has Grizzly Bears, Llanowar Elves, Savannah Lions, Bravado (attached to Grizzly Bears)'], ['Bravado'])).toMatchObject({ 'Grizzly Bears': '4/4' });
  });

  it('613.4c: Banshee\'s Blade — "+1/+1 for each charge counter on Banshee\'s Blade": the counters on the Equipment, not on the creature', () => {
    expect(compiledPoolCard("Banshee's Blade").abilities![0]).toMatchObject({ affects: 'attached', modify: { powerPerCount: { countersOnSource: 'charge', power: 1, toughness: 1 } } });
    const board = sizes(["Alice has Grizzly Bears (1 +1/+1 counter), Banshee's Blade (attached to Grizzly Bears, 2 charge counters)"], ["Banshee's Blade"]);
    expect(board).toMatchObject({ 'Grizzly Bears': '5/5' });
  });

  it('613.4c: Wreath of Geists — "+X/+X, where X is the number of creature cards in your graveyard": only creature cards, only its controller\'s graveyard', () => {
    const board = sizes(['Alice has Grizzly Bears, Wreath of Geists (attached to Grizzly Bears)', 'Alice graveyard: Savannah Lions, Llanowar Elves, Lightning Bolt', 'Bob graveyard: Hill Giant'], ['Wreath of Geists']);
    expect(board).toMatchObject({ 'Grizzly Bears': '4/4' });
  });

  it('613.4c: Meishin, the Mind Cage — "all creatures get -X/-0, where X is the number of cards in your hand": every creature, counted in its controller\'s hand', () => {
    const board = sizes(['Alice has Meishin, the Mind Cage, Hill Giant', 'Alice hand: Lightning Bolt, Shock', 'Bob has Grizzly Bears', 'Bob hand: Forest, Forest, Forest'], ['Meishin, the Mind Cage']);
    expect(board).toMatchObject({ 'Hill Giant': '1/3', 'Grizzly Bears': '0/2' });
  });
});
