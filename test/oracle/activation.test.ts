/**
 * Activation restrictions (602.5) read from real cards of the 2020 pool — "Activate only …" and the older
 * "Activate this ability only …" — compiled and played.
 */
import { Game, type CardDefinitionInput, type EngineEvent } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';

type PrintedCard = Parameters<typeof compileCard>[0];

function compiled(card: PrintedCard): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}

const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);

const akkiAvalanchers = compiled({ name: 'Akki Avalanchers', manaCost: '{R}', typeLine: 'Creature — Goblin Warrior', power: '2', toughness: '1', oracleText: 'Sacrifice a land: Akki Avalanchers gets +2/+0 until end of turn. Activate this ability only once each turn.' });
const bloodpyreElemental = compiled({ name: 'Bloodpyre Elemental', manaCost: '{4}{R}', typeLine: 'Creature — Elemental', power: '4', toughness: '1', oracleText: 'Sacrifice Bloodpyre Elemental: It deals 4 damage to target creature. Activate this ability only any time you could cast a sorcery.' });

describe('activation restrictions (602.5)', () => {
  it('reads the older "Activate this ability only …" as today\'s "Activate only …"', () => {
    expect(akkiAvalanchers.abilities).toMatchObject([{ kind: 'activated', oncePerTurn: true }]);
    expect(bloodpyreElemental.abilities).toMatchObject([{ kind: 'activated', timing: 'sorcery' }]);
    expect(compileCard({ name: 'Augur of Skulls', manaCost: '{1}{B}', typeLine: 'Creature — Skeleton Wizard', power: '1', toughness: '1', oracleText: '{1}{B}: Regenerate Augur of Skulls.\nSacrifice Augur of Skulls: Target player discards two cards. Activate this ability only during your upkeep.' })).toMatchObject({
      status: 'unsupported',
      reason: expect.stringContaining('the engine can\'t yet restrict when an ability is activated ("activate only during your upkeep")'),
    });
  });

  it('602.5b: "activate this ability only once each turn" — a second activation in the same turn is refused', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Akki Avalanchers', 'Mountain', 'Mountain'] }, { name: 'Bob' }], cards: [akkiAvalanchers] });
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Akki Avalanchers' }))).toBeUndefined();
    g.resolveStack();
    expect(permanent(g, 'Akki Avalanchers')).toMatchObject({ power: 4 });
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Akki Avalanchers' }))).toMatch(/once each turn/);
    expect(permanent(g, 'Mountain #2')).toBeDefined();
  });

  it('602.5d: "activate this ability only any time you could cast a sorcery" — not in combat, in a main phase with an empty stack', () => {
    const inCombat = new Game({ players: [{ name: 'Alice', battlefield: ['Bloodpyre Elemental'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], step: 'beginning-of-combat', cards: [bloodpyreElemental] });
    expect(refusal(inCombat.do({ type: 'activate', player: 'Alice', source: 'Bloodpyre Elemental', targets: ['Hill Giant'] }))).toMatch(/sorcery/);
    const main = new Game({ players: [{ name: 'Alice', battlefield: ['Bloodpyre Elemental'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [bloodpyreElemental] });
    expect(refusal(main.do({ type: 'activate', player: 'Alice', source: 'Bloodpyre Elemental', targets: ['Hill Giant'] }))).toBeUndefined();
    main.resolveStack();
    expect(permanent(main, 'Hill Giant')).toBeUndefined();
  });
});
