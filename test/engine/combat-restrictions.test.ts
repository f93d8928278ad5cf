/** 506.5, 508.1c, 509.1b: restrictions on attacking and blocking — alone, "can't be blocked by …", "can block only …". */
import { Game, type CardDefinitionInput, type EngineEvent } from '../../src/engine';

/** Like Sightless Brawler: "~ can't attack alone." */
const LONER: CardDefinitionInput = { name: 'Timid Brawler', types: ['Creature'], power: 3, toughness: 2, abilities: [{ kind: 'static', rules: { cantAttackAlone: true }, text: "Timid Brawler can't attack alone." }] };
/** Like Loyal Pegasus: "~ can't attack or block alone." */
const PEGASUS: CardDefinitionInput = { name: 'Shy Pegasus', types: ['Creature'], power: 2, toughness: 1, keywords: ['flying'], abilities: [{ kind: 'static', rules: { cantAttackAlone: true, cantBlockAlone: true }, text: "Shy Pegasus can't attack or block alone." }] };
/** Like Daxos of Meletis: "~ can't be blocked by creatures with power 3 or greater." */
const DAXOS: CardDefinitionInput = { name: 'Slippery Sage', types: ['Creature'], power: 2, toughness: 2, abilities: [{ kind: 'static', rules: { cantBeBlockedBy: { types: ['Creature'], power: { atLeast: 3 } } }, text: "Slippery Sage can't be blocked by creatures with power 3 or greater." }] };
/** Like Vaporkin: "~ can block only creatures with flying." */
const VAPORKIN: CardDefinitionInput = { name: 'Mist Wisp', types: ['Creature'], power: 2, toughness: 1, keywords: ['flying'], abilities: [{ kind: 'static', rules: { canBlockOnly: { types: ['Creature'], keywords: ['flying'] } }, text: 'Mist Wisp can block only creatures with flying.' }] };

function combat(attackers: string[], bob: string[], blocks: Record<string, string> = {}): string[] {
  const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Serra Angel', 'Timid Brawler', 'Slippery Sage'] }, { name: 'Bob', battlefield: bob }], step: 'beginning-of-combat', cards: [LONER, PEGASUS, DAXOS, VAPORKIN] });
  g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: Object.fromEntries(attackers.map((a) => [a, 'Bob'])) });
  if (Object.keys(blocks).length) g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: blocks });
  const events: EngineEvent[] = [];
  for (let i = 0; i < 4; i++) events.push(...g.do({ type: 'pass', player: i % 2 ? 'Bob' : 'Alice' }));
  return events.filter((e) => e.kind === 'declare' || e.kind === 'illegal-action').map((e) => e.text);
}

describe('506.5: "can\'t attack alone", "can\'t block alone"', () => {
  it('508.1c: a creature that can\'t attack alone may attack beside another, not alone', () => {
    expect(combat(['Timid Brawler'], [])[0]).toMatch(/^The declaration of attackers is illegal: Timid Brawler can't attack alone \(506\.5, 508\.1c\)/);
    expect(combat(['Timid Brawler', 'Grizzly Bears'], [])[0]).toMatch(/^Alice attacks: Timid Brawler → Bob, Grizzly Bears → Bob/);
  });

  it('509.1b: a creature that can\'t block alone may block beside another blocker, not alone', () => {
    const bob = ['Shy Pegasus', 'Hill Giant'];
    expect(combat(['Grizzly Bears'], bob, { 'Shy Pegasus': 'Grizzly Bears' }).join('\n')).toMatch(/Shy Pegasus can't block alone \(506\.5, 509\.1b\)/);
    expect(combat(['Grizzly Bears'], bob, { 'Shy Pegasus': 'Grizzly Bears', 'Hill Giant': 'Grizzly Bears' }).join('\n')).toMatch(/Bob blocks: Grizzly Bears by Shy Pegasus and Hill Giant/);
  });
});

describe('509.1b: "can\'t be blocked by …", "can block only …"', () => {
  it('a creature with power 3 or greater can\'t block Slippery Sage; one with power 2 can', () => {
    expect(combat(['Slippery Sage'], ['Hill Giant'], { 'Hill Giant': 'Slippery Sage' }).join('\n')).toMatch(/Hill Giant can't block Slippery Sage: Slippery Sage can't be blocked by a creature with power 3 or greater, and Hill Giant is one \(509\.1b\)/);
    expect(combat(['Slippery Sage'], ['Savannah Lions'], { 'Savannah Lions': 'Slippery Sage' }).join('\n')).toMatch(/Bob blocks: Slippery Sage by Savannah Lions/);
  });

  it('Mist Wisp blocks a creature with flying, not one without', () => {
    expect(combat(['Grizzly Bears'], ['Mist Wisp'], { 'Mist Wisp': 'Grizzly Bears' }).join('\n')).toMatch(/Mist Wisp can block only a creature with flying, and Grizzly Bears isn't one \(509\.1b\)/);
    expect(combat(['Serra Angel'], ['Mist Wisp'], { 'Mist Wisp': 'Serra Angel' }).join('\n')).toMatch(/Bob blocks: Serra Angel by Mist Wisp/);
  });
});
