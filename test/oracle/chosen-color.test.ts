/**
 * 614.12a on real cards of the 2020 pool: "As ~ enters, choose a color." — the choice is made before
 * the permanent enters, by its controller (`choosing red` in a scenario, white by default, stated), and
 * "protection from the chosen color" and "one mana of the chosen color" read it.
 */
import { Game } from '../../src/engine';
import type { Trace } from '../../src/scenario/simulate';
import { renderTrace } from '../../src/scenario/trace';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace as trace } from './pool';


const texts = (t: Trace) => t.events.map((e) => e.text);

describeWithSharedData('614.12a: "As ~ enters, choose a color" (2020 pool)', [POOL_FILE], () => {
  it('Order of the Stars cast choosing red has protection from red: Lightning Bolt can\'t target it (702.16b), a green spell can', () => {
    const t = trace(['Order of the Stars'], ['Alice has 1 Plains', 'Bob has 2 Mountain, 1 Forest', 'Bob hand: Lightning Bolt, Giant Growth', 'Alice casts Order of the Stars choosing red', 'resolve all', 'Bob casts Lightning Bolt targeting Order of the Stars', 'Bob casts Giant Growth targeting Order of the Stars']);
    expect(texts(t)).toContainEqual('Alice chooses red as Order of the Stars enters');
    expect(t.final.battlefield.find((p) => p.label === 'Order of the Stars')).toMatchObject({ chosenColor: 'R', keywords: ['defender', 'protection from red'] });
    expect(texts(t)).toContainEqual("Order of the Stars can't be the target of Lightning Bolt: protection from red (702.16b)");
    expect(texts(t)).toContainEqual('Bob casts Giant Growth targeting Order of the Stars');
  });

  it('without a choice the color is white, and the trace says it is the default', () => {
    const t = trace(['Order of the Stars'], ['Alice has 1 Plains', 'Alice casts Order of the Stars', 'resolve all']);
    expect(texts(t)).toContainEqual('Alice chooses white as Order of the Stars enters (the default: no color was chosen)');
    expect(t.final.battlefield.find((p) => p.label === 'Order of the Stars')?.keywords).toContain('protection from white');
  });

  it('set up on the battlefield, the mark (chosen blue) names its color; the board shows it', () => {
    const t = trace(['Order of the Stars', 'Ward Sliver'], ['Alice has Order of the Stars (chosen blue), Ward Sliver', 'next step']);
    expect(t.final.battlefield.find((p) => p.label === 'Order of the Stars')?.keywords).toContain('protection from blue');
    expect(renderTrace(t, {})).toMatch(/Order of the Stars 0\/1, chosen color blue/);
    expect(texts(t)).toContainEqual("Ward Sliver's chosen color is white (the default: the setup names none)");
  });

  it('Quirion Elves: "{T}: Add one mana of the chosen color." adds the color chosen as it entered (106.1a), and no other', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest'], hand: ['Quirion Elves'] }, { name: 'Bob' }], cards: [compiledPoolCard('Quirion Elves')] });
    g.do({ type: 'cast', player: 'Alice', card: 'Quirion Elves', choices: { color: 'blue' } });
    g.resolveStack();
    const elves = g.state.objects[g.state.battlefield.at(-1)!]!;
    elves.summoningSick = false;
    expect(g.do({ type: 'activate', player: 'Alice', source: 'Quirion Elves', ability: 1 }).map((e) => e.text).join('\n')).toMatch(/adds \{U\}/);
  });

  it('Ward Sliver: "All Slivers have protection from the chosen color" gives every Sliver the color Ward Sliver chose', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: [{ card: 'Ward Sliver', chosenColor: 'B' }] }, { name: 'Bob', battlefield: [{ card: 'Ward Sliver', chosenColor: 'G' }] }], cards: [compiledPoolCard('Ward Sliver')] });
    const keywords = g.snapshot().battlefield.map((p) => [...p.keywords].sort());
    expect(keywords).toEqual([['protection from black', 'protection from green'], ['protection from black', 'protection from green']]);
  });

  it('a card that names "the chosen color" without choosing one as it enters is refused, never read as some color', async () => {
    const { compileCard } = await import('../../src/oracle/compile');
    const result = compileCard({ name: 'Colorless Ward', typeLine: 'Creature — Human', manaCost: '{W}', power: '1', toughness: '1', oracleText: 'Colorless Ward has protection from the chosen color.' });
    expect(result).toMatchObject({ status: 'unsupported', reason: expect.stringMatching(/the chosen color/) });
  });
});
