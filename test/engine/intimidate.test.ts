/** 702.13 Intimidate and 702.14 Landwalk: evasion abilities checked as blockers are declared (509.1b). */
import { Game, type CardDefinitionInput } from '../../src/engine';

const INTIMIDATOR: CardDefinitionInput = { name: 'Red Intimidator', manaCost: '{R}', types: ['Creature'], power: 2, toughness: 1, keywords: ['intimidate'] };
const SWAMPWALKER: CardDefinitionInput = { name: 'Swampwalker', manaCost: '{B}', types: ['Creature'], power: 2, toughness: 1, keywords: ['swampwalk'] };
const RED_BLOCKER: CardDefinitionInput = { name: 'Red Blocker', manaCost: '{R}', types: ['Creature'], power: 1, toughness: 4 };

function block(attacker: string, blocker: string, bobExtra: string[] = []) {
  const g = new Game({ players: [{ name: 'Alice', battlefield: [attacker] }, { name: 'Bob', battlefield: [blocker, ...bobExtra] }], step: 'beginning-of-combat', cards: [INTIMIDATOR, SWAMPWALKER, RED_BLOCKER] });
  g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { [attacker]: 'Bob' } });
  g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: { [blocker]: attacker } });
  const events = [...g.do({ type: 'pass', player: 'Alice' }), ...g.do({ type: 'pass', player: 'Bob' }), ...g.do({ type: 'pass', player: 'Alice' }), ...g.do({ type: 'pass', player: 'Bob' })];
  return events;
}

describe('702.13b: a creature with intimidate can be blocked only by artifact creatures and creatures that share a color with it', () => {
  it('a green creature can\'t block a red intimidator', () => {
    expect(block('Red Intimidator', 'Grizzly Bears').find((e) => e.kind === 'illegal-action')?.text).toMatch(/intimidate.*702\.13b/);
  });
  it('a red creature can', () => {
    const events = block('Red Intimidator', 'Red Blocker');
    expect(events.some((e) => e.kind === 'illegal-action')).toBe(false);
    expect(events.some((e) => e.kind === 'declare' && /Bob blocks: Red Intimidator by Red Blocker/.test(e.text))).toBe(true);
  });
  it('an artifact creature can', () => {
    expect(block('Red Intimidator', 'Ornithopter').some((e) => e.kind === 'declare' && /blocks: Red Intimidator by Ornithopter/.test(e.text))).toBe(true);
  });
});

describe('702.14c: landwalk: unblockable while the defending player controls a land of that type', () => {
  it('swampwalk against a player with a Swamp can\'t be blocked', () => {
    expect(block('Swampwalker', 'Grizzly Bears', ['Swamp']).find((e) => e.kind === 'illegal-action')?.text).toMatch(/swampwalk.*702\.14c/);
  });
  it('without a Swamp it can be blocked', () => {
    expect(block('Swampwalker', 'Grizzly Bears', ['Forest']).some((e) => e.kind === 'illegal-action')).toBe(false);
  });
});
