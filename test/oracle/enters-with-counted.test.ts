/**
 * "Enters with" counters counted or conditioned as the permanent enters (614.1c), on real cards of the 2020
 * pool: "a +1/+1 counter on it for each creature card in your graveyard", "a time counter on it for each
 * Island you control", "two +1/+1 counters on it if a creature died this turn" (morbid), "if you attacked
 * with a creature this turn" (raid).
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace as trace } from './pool';

const counters = (t: Trace, name: string) => t.final.battlefield.find((p) => p.label === name)?.counters;
const texts = (t: Trace) => t.events.map((e) => e.text);

describeWithSharedData('614.1c: "enters with" counted or conditioned as it enters (2020 pool)', [POOL_FILE], () => {
  it('614.1c: "for each creature card in your graveyard" is a count of its controller\'s graveyard', () => {
    expect(compiledPoolCard('Golgari Grave-Troll').entersWithCounters).toEqual({ counter: '+1/+1', amount: { count: { types: ['Creature'], controller: 'you', zone: 'graveyard' } } });
  });

  it('614.1c: Golgari Grave-Troll enters with a +1/+1 counter for each creature card in its controller\'s graveyard, counted as it enters', () => {
    const t = trace(['Golgari Grave-Troll'], ['Alice has 5 Forest', 'Alice hand: Golgari Grave-Troll', 'Alice graveyard: Grizzly Bears, Hill Giant, Lightning Bolt', 'Bob graveyard: Serra Angel', 'Alice casts Golgari Grave-Troll', 'resolve all']);
    expect(counters(t, 'Golgari Grave-Troll')).toEqual({ '+1/+1': 2 });
    expect(texts(t)).toContainEqual(expect.stringMatching(/Golgari Grave-Troll enters with 2 \+1\/\+1 counters \(one for each creature card in Alice's graveyard, counted as it enters\)/));
  });

  it('614.1c, 614.12: Tidewalker counts the Islands its controller controls, itself not among them; its power and toughness follow', () => {
    const t = trace(['Tidewalker'], ['Alice has 3 Island', 'Bob has Island', 'Alice hand: Tidewalker', 'Alice casts Tidewalker', 'resolve all']);
    expect(counters(t, 'Tidewalker')).toEqual({ time: 3 });
    expect(t.final.battlefield.find((p) => p.label === 'Tidewalker')).toMatchObject({ power: 3, toughness: 3 });
  });

  it('614.1c, 700.4: Somberwald Spider enters with two +1/+1 counters only if a creature died this turn', () => {
    const none = trace(['Somberwald Spider'], ['Alice has 5 Forest', 'Alice hand: Somberwald Spider', 'Alice casts Somberwald Spider', 'resolve all']);
    expect(counters(none, 'Somberwald Spider') ?? {}).toEqual({});
    const died = trace(['Somberwald Spider'], ['Alice has 5 Forest, 1 Mountain', 'Bob has Grizzly Bears', 'Alice hand: Somberwald Spider, Lightning Bolt', 'Alice casts Lightning Bolt targeting Grizzly Bears', 'resolve all', 'Alice casts Somberwald Spider', 'resolve all']);
    expect(counters(died, 'Somberwald Spider')).toEqual({ '+1/+1': 2 });
  });

  it('614.1c, 508.1: Storm Fleet Aerialist enters with a +1/+1 counter only if its controller attacked with a creature this turn', () => {
    const before = trace(['Storm Fleet Aerialist'], ['Alice has 2 Island, Grizzly Bears', 'Alice hand: Storm Fleet Aerialist', 'Alice casts Storm Fleet Aerialist', 'resolve all']);
    expect(counters(before, 'Storm Fleet Aerialist') ?? {}).toEqual({});
    const after = trace(['Storm Fleet Aerialist'], ['Alice has 2 Island, Grizzly Bears', 'Alice hand: Storm Fleet Aerialist', 'Alice attacks Bob with Grizzly Bears', 'go to postcombat main', 'Alice casts Storm Fleet Aerialist', 'resolve all']);
    expect(counters(after, 'Storm Fleet Aerialist')).toEqual({ '+1/+1': 1 });
  });
});

describeWithSharedData('614.1c: "Each other Warrior creature you control enters with an additional +1/+1 counter on it" (2020 pool)', [POOL_FILE], () => {
  it('614.1c, 614.12: another Bramblewood Paragon, an Elf Warrior, enters with a +1/+1 counter from the first; Grizzly Bears, no Warrior, without', () => {
    const t = trace(['Bramblewood Paragon'], ['Alice has 4 Forest, Bramblewood Paragon', 'Alice hand: Bramblewood Paragon, Grizzly Bears', 'Alice casts Bramblewood Paragon', 'resolve all', 'Alice casts Grizzly Bears', 'resolve all']);
    const paragons = t.final.battlefield.filter((p) => p.name === 'Bramblewood Paragon');
    expect(paragons.map((p) => p.counters ?? {})).toEqual(expect.arrayContaining([{}, { '+1/+1': 1 }]));
    expect(counters(t, 'Grizzly Bears') ?? {}).toEqual({});
    expect(texts(t)).toContainEqual(expect.stringMatching(/enters with 1 \+1\/\+1 counter \(Bramblewood Paragon.*"Each other Warrior creature you control/));
  });
});
