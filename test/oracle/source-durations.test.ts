/**
 * 611.2b: effects that last "for as long as ~ remains on the battlefield" or "for as long as you control ~" — they
 * end once the source leaves or changes controllers, and never restart; one whose source is already gone as it
 * resolves does nothing. Real cards of the 2020 pool, compiled and played.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

const controllerOf = (t: ReturnType<typeof poolTrace>, name: string) => t.final.battlefield.find((p) => p.name === name)?.controller;

describeWithSharedData('611.2b: effects that last as long as their source stays (2020 pool)', [POOL_FILE], () => {
  it('611.2b: Sower of Temptation keeps the creature it took only while it remains on the battlefield', () => {
    expect(compiledPoolCard('Sower of Temptation').abilities?.[0]).toMatchObject({ effects: [{ do: 'gain-control', until: 'source-on-battlefield' }] });
    const kept = poolTrace(['Sower of Temptation'], ['Alice has 4 Islands', 'Alice hand: Sower of Temptation', 'Bob has Grizzly Bears', 'Alice casts Sower of Temptation', 'Sower of Temptation trigger targeting Grizzly Bears', 'resolve all']);
    expect(controllerOf(kept, 'Grizzly Bears')).toBe('Alice');
    const lost = poolTrace(['Sower of Temptation'], ['Alice has 4 Islands', 'Alice hand: Sower of Temptation', 'Bob has Grizzly Bears, Mountain', 'Bob hand: Lightning Bolt', 'Alice casts Sower of Temptation', 'Sower of Temptation trigger targeting Grizzly Bears', 'resolve all', 'Bob casts Lightning Bolt targeting Sower of Temptation', 'resolve all']);
    expect(controllerOf(lost, 'Grizzly Bears')).toBe('Bob');
    expect(lost.events.some((e) => e.rules?.includes('611.2b') && /ends/.test(e.text))).toBe(true);
  });

  it('611.2b: Sower of Temptation gone before its trigger resolves — the control effect does nothing', () => {
    const t = poolTrace(['Sower of Temptation'], ['Alice has 4 Islands', 'Alice hand: Sower of Temptation', 'Bob has Grizzly Bears, Mountain', 'Bob hand: Lightning Bolt', 'Alice casts Sower of Temptation', 'Sower of Temptation trigger targeting Grizzly Bears', 'resolve', 'Bob casts Lightning Bolt targeting Sower of Temptation', 'resolve all']);
    expect(controllerOf(t, 'Grizzly Bears')).toBe('Bob');
    expect(t.events.some((e) => /does nothing/.test(e.text) && e.rules?.includes('611.2b'))).toBe(true);
  });

  it("611.2b: Dragonlord Silumgar's theft ends when another player gains control of it, and doesn't restart when it comes back", () => {
    const t = poolTrace(['Dragonlord Silumgar', 'Threaten'], ['Alice has 3 Islands, 3 Swamps', 'Alice hand: Dragonlord Silumgar', 'Bob has Grizzly Bears, 3 Mountains', 'Bob hand: Threaten', 'Alice casts Dragonlord Silumgar', 'Dragonlord Silumgar trigger targeting Grizzly Bears', 'resolve all', "go to Bob's main", 'Bob casts Threaten targeting Dragonlord Silumgar', 'resolve all']);
    expect([controllerOf(t, 'Dragonlord Silumgar'), controllerOf(t, 'Grizzly Bears')]).toEqual(['Bob', 'Bob']);
    const later = poolTrace(['Dragonlord Silumgar', 'Threaten'], ['Alice has 3 Islands, 3 Swamps', 'Alice hand: Dragonlord Silumgar', 'Bob has Grizzly Bears, 3 Mountains', 'Bob hand: Threaten', 'Alice casts Dragonlord Silumgar', 'Dragonlord Silumgar trigger targeting Grizzly Bears', 'resolve all', "go to Bob's main", 'Bob casts Threaten targeting Dragonlord Silumgar', 'resolve all', 'next turn']);
    expect([controllerOf(later, 'Dragonlord Silumgar'), controllerOf(later, 'Grizzly Bears')]).toEqual(['Alice', 'Bob']);
  });
});
