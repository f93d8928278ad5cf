/**
 * Keyword abilities of CR 702 read from real cards of the 2020 pool, compiled, and played as their rules say.
 */
import { Game, type CardDefinitionInput, type EngineEvent as GameEvent } from '../../src/engine';
import { characteristics } from '../../src/engine/characteristics';
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
const glistenerElf = creature('Glistener Elf', '{G}', 'Creature — Elf Warrior', '1', '1', 'Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)');
const cystbearer = creature('Cystbearer', '{2}{G}', 'Creature — Beast', '2', '3', 'Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)');
const sickleRipper = creature('Sickle Ripper', '{1}{B}', 'Creature — Elemental Warrior', '2', '1', 'Wither (This deals damage to creatures in the form of -1/-1 counters.)');
const CARDS = [dauthiMarauder, soltariFootSoldier, drossProwler, wuLightCavalry, shuEliteCompanions, glistenerElf, cystbearer, sickleRipper];

/** Alice attacks Bob with `attacker`; Bob blocks it with `blocker` (if any); the game and its events through combat damage. */
function combat(attacker: string, blocker?: string, bob: { poison?: number } = {}): { g: Game; events: GameEvent[] } {
  const g = new Game({ players: [{ name: 'Alice', battlefield: [attacker] }, { name: 'Bob', battlefield: blocker ? [blocker] : [] }], step: 'beginning-of-combat', cards: CARDS });
  if (bob.poison) g.state.players[1]!.poison = bob.poison;
  g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { [attacker]: 'Bob' } });
  g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: blocker ? { [blocker]: attacker } : {} });
  const events: GameEvent[] = [];
  // Both players pass until combat damage is dealt (510.1), or a block is refused.
  while (g.state.step !== 'end-of-combat' && !events.some((e) => e.kind === 'illegal-action') && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }));
  return { g, events };
}
const attackAndBlock = (attacker: string, blocker: string) => combat(attacker, blocker).events;
const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
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

describe('damage as counters: infect and wither (120.3b, 120.3d)', () => {
  it('702.90b: infect — damage dealt to a player by a source with infect gives that player poison counters, not life loss', () => {
    const { g, events } = combat('Glistener Elf');
    expect(g.snapshot().players[1]).toMatchObject({ life: 20, poison: 1 });
    expect(events.some((e) => e.rules.includes('120.3b') && /1 poison counter/.test(e.text))).toBe(true);
  });

  it('704.5c: a player with ten or more poison counters loses the game', () => {
    const { g, events } = combat('Glistener Elf', undefined, { poison: 9 });
    expect(events.find((e) => e.rules.includes('704.5c'))?.text).toBe('Bob loses the game (10 poison counters)');
    expect(g.snapshot().players[1]).toMatchObject({ life: 20, poison: 10, lost: true });
  });

  it('702.90c: infect — damage dealt to a creature by a source with infect is -1/-1 counters, not marked damage', () => {
    const { g } = combat('Cystbearer', 'Hill Giant');
    expect(permanent(g, 'Hill Giant')).toMatchObject({ power: 1, toughness: 1, damage: 0, counters: { '-1/-1': 2 } });
    // The Giant's own damage to it is marked as usual: 3 is lethal to the 2/3.
    expect(permanent(g, 'Cystbearer')).toBeUndefined();
  });

  it('702.80a: wither — damage dealt to a creature by a source with wither is -1/-1 counters; to a player it is life loss', () => {
    const blocked = combat('Sickle Ripper', 'Grizzly Bears');
    expect(permanent(blocked.g, 'Grizzly Bears')).toBeUndefined();
    expect(blocked.events.some((e) => e.rules.includes('704.5f') && /Grizzly Bears/.test(e.text))).toBe(true);
    const unblocked = combat('Sickle Ripper');
    expect(unblocked.g.snapshot().players[1]).toMatchObject({ life: 18 });
    expect(unblocked.g.snapshot().players[1]!.poison).toBeUndefined();
  });
});

describe('keywords that are triggered abilities, and devoid', () => {
  const akrasanSquire = creature('Akrasan Squire', '{W}', 'Creature — Human Soldier', '1', '1', 'Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)');
  const jeskaiStudent = creature('Jeskai Student', '{1}{W}', 'Creature — Human Monk', '1', '3', 'Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)');
  const cards = [akrasanSquire, jeskaiStudent];

  it('702.83a: exalted — whenever a creature you control attacks alone, it gets +1/+1 until end of turn, once for each instance of exalted', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Akrasan Squire', 'Akrasan Squire', 'Grizzly Bears'] }, { name: 'Bob' }], step: 'beginning-of-combat', cards });
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Grizzly Bears': 'Bob' } });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'pass', player: 'Bob' });
    g.resolveStack();
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4 });
    // Two attackers: neither attacks alone.
    const two = new Game({ players: [{ name: 'Alice', battlefield: ['Akrasan Squire', 'Grizzly Bears', 'Savannah Lions'] }, { name: 'Bob' }], step: 'beginning-of-combat', cards });
    two.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Grizzly Bears': 'Bob', 'Savannah Lions': 'Bob' } });
    two.do({ type: 'pass', player: 'Alice' });
    two.do({ type: 'pass', player: 'Bob' });
    two.resolveStack();
    expect(two.state.step).toBe('declare-attackers');
    expect(permanent(two, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('702.108a: prowess — whenever its controller casts a noncreature spell, it gets +1/+1 until end of turn; a creature spell doesn\'t trigger it', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Jeskai Student', 'Mountain', 'Forest', 'Forest'], hand: ['Shock', 'Grizzly Bears'] }, { name: 'Bob' }], cards });
    g.do({ type: 'cast', player: 'Alice', card: 'Shock', targets: ['Bob'] });
    g.resolveStack();
    expect(permanent(g, 'Jeskai Student')).toMatchObject({ power: 2, toughness: 4 });
    g.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' });
    g.resolveStack();
    expect(permanent(g, 'Jeskai Student')).toMatchObject({ power: 2, toughness: 4 });
  });

  it('702.114a: devoid — the card has no color in any zone, whatever its mana cost', () => {
    const mawOfKozilek = compiled({ name: 'Maw of Kozilek', manaCost: '{3}{R}', typeLine: 'Creature — Eldrazi Drone', power: '2', toughness: '5', oracleText: 'Devoid (This card has no color.)\n{C}: Maw of Kozilek gets +2/-2 until end of turn. ({C} represents colorless mana.)' });
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Maw of Kozilek'], hand: ['Maw of Kozilek'] }, { name: 'Bob' }], cards: [mawOfKozilek] });
    expect(permanent(g, 'Maw of Kozilek')).toMatchObject({ colors: [] });
    const inHand = Object.values(g.state.objects).find((o) => o.card === 'Maw of Kozilek' && o.zone === 'hand')!;
    expect(characteristics(g.state, inHand).colors).toEqual([]);
  });
});
