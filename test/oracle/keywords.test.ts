/**
 * Keyword abilities of CR 702 read from real cards of the 2020 pool, compiled, and played as their rules say.
 */
import { Game, type CardDefinitionInput, type GameEvent } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';

type PrintedCard = Parameters<typeof compileCard>[0];

function compiled(card: PrintedCard): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}

const creature = (name: string, manaCost: string, typeLine: string, power: string, toughness: string, oracleText: string): CardDefinitionInput => compiled({ name, manaCost, typeLine, power, toughness, oracleText });

const dauthiMarauder = creature('Dauthi Marauder', '{2}{B}', 'Creature — Dauthi Minion', '3', '1', 'Shadow (This creature can block or be blocked by only creatures with shadow.)');
const soltariFootSoldier = creature('Soltari Foot Soldier', '{W}', 'Creature — Soltari Soldier', '1', '1', 'Shadow (This creature can block or be blocked by only creatures with shadow.)');
const drossProwler = creature('Dross Prowler', '{2}{B}', 'Creature — Zombie', '2', '1', "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)");
const wuLightCavalry = creature('Wu Light Cavalry', '{1}{U}', 'Creature — Human Soldier', '1', '2', "Horsemanship (This creature can't be blocked except by creatures with horsemanship.)");
const shuEliteCompanions = creature('Shu Elite Companions', '{4}{W}', 'Creature — Human Soldier', '3', '3', "Horsemanship (This creature can't be blocked except by creatures with horsemanship.)");
const CARDS = [dauthiMarauder, soltariFootSoldier, drossProwler, wuLightCavalry, shuEliteCompanions];

/** Alice attacks Bob with `attacker`; Bob blocks it with `blocker`; the events up to combat damage. */
function attackAndBlock(attacker: string, blocker: string): GameEvent[] {
  const g = new Game({ players: [{ name: 'Alice', battlefield: [attacker] }, { name: 'Bob', battlefield: [blocker] }], step: 'beginning-of-combat', cards: CARDS });
  g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { [attacker]: 'Bob' } });
  g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: { [blocker]: attacker } });
  return [...g.do({ type: 'pass', player: 'Alice' }), ...g.do({ type: 'pass', player: 'Bob' }), ...g.do({ type: 'pass', player: 'Alice' }), ...g.do({ type: 'pass', player: 'Bob' })];
}
const refusal = (events: GameEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const blocked = (events: GameEvent[], attacker: string, blocker: string) => events.some((e) => e.kind === 'declare' && e.text.includes(`blocks: ${attacker} by ${blocker}`));

describe('evasion keywords compiled from their cards (509.1b)', () => {
  it('reads each as the keyword itself', () => {
    expect(dauthiMarauder.keywords).toEqual(['shadow']);
    expect(drossProwler.keywords).toEqual(['fear']);
    expect(wuLightCavalry.keywords).toEqual(['horsemanship']);
  });

  it('702.36b: fear — a creature with fear can\'t be blocked except by artifact creatures and/or black creatures', () => {
    expect(refusal(attackAndBlock('Dross Prowler', 'Grizzly Bears'))).toMatch(/fear.*702\.36b/);
    expect(blocked(attackAndBlock('Dross Prowler', 'Ornithopter'), 'Dross Prowler', 'Ornithopter')).toBe(true);
    expect(blocked(attackAndBlock('Dross Prowler', 'Dauthi Marauder'), 'Dross Prowler', 'Dauthi Marauder')).toBe(false);
  });

  it('702.28b: shadow — a creature with shadow can block or be blocked by only creatures with shadow', () => {
    expect(refusal(attackAndBlock('Dauthi Marauder', 'Grizzly Bears'))).toMatch(/Dauthi Marauder has shadow.*702\.28b/);
    expect(refusal(attackAndBlock('Grizzly Bears', 'Dauthi Marauder'))).toMatch(/Dauthi Marauder has shadow: it can block only creatures with shadow \(702\.28b\)/);
    expect(blocked(attackAndBlock('Dauthi Marauder', 'Soltari Foot Soldier'), 'Dauthi Marauder', 'Soltari Foot Soldier')).toBe(true);
  });

  it('702.31b: horsemanship — a creature with horsemanship can\'t be blocked except by creatures with horsemanship; it may block any creature', () => {
    expect(refusal(attackAndBlock('Wu Light Cavalry', 'Grizzly Bears'))).toMatch(/horsemanship.*702\.31b/);
    expect(blocked(attackAndBlock('Wu Light Cavalry', 'Shu Elite Companions'), 'Wu Light Cavalry', 'Shu Elite Companions')).toBe(true);
    expect(blocked(attackAndBlock('Grizzly Bears', 'Shu Elite Companions'), 'Grizzly Bears', 'Shu Elite Companions')).toBe(true);
  });
});
