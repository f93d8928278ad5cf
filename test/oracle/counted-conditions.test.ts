/**
 * Conditions that count (611.3a, 603.4): "as long as you control three or more artifacts" (metalcraft),
 * "as long as seven or more cards are in your graveyard" (threshold), played from the compiled pool cards.
 */
import { Game, type CardDefinitionInput } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';

type PrintedCard = Parameters<typeof compileCard>[0];

function compiled(card: PrintedCard): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(`${card.name}: ${result.reason}`);
  return result.definition;
}
const power = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label)?.power;

const ardentRecruit: PrintedCard = { name: 'Ardent Recruit', manaCost: '{W}', typeLine: 'Creature — Human Soldier', power: '1', toughness: '1', oracleText: 'Metalcraft — Ardent Recruit gets +2/+2 as long as you control three or more artifacts.' };
const anuridBarkripper: PrintedCard = { name: 'Anurid Barkripper', manaCost: '{1}{G}{G}', typeLine: 'Creature — Frog Beast', power: '2', toughness: '2', oracleText: 'Threshold — Anurid Barkripper gets +2/+2 as long as seven or more cards are in your graveyard.' };
const complexAutomaton: PrintedCard = { name: 'Complex Automaton', manaCost: '{4}', typeLine: 'Artifact Creature — Golem', power: '4', toughness: '4', oracleText: "At the beginning of your upkeep, if you control seven or more permanents, return Complex Automaton to its owner's hand." };

describe('conditions that count objects and cards (611.3a, 603.4)', () => {
  it('611.3a: metalcraft — "as long as you control three or more artifacts" holds with three artifacts, not with two', () => {
    const cards = [compiled(ardentRecruit)];
    const withArtifacts = (n: number) => new Game({ players: [{ name: 'Alice', battlefield: ['Ardent Recruit', ...Array<string>(n).fill('Sol Ring')] }, { name: 'Bob' }], cards });
    expect(power(withArtifacts(3), 'Ardent Recruit')).toBe(3);
    expect(power(withArtifacts(2), 'Ardent Recruit')).toBe(1);
  });

  it('611.3a: threshold — "as long as seven or more cards are in your graveyard" counts its controller\'s graveyard only', () => {
    const cards = [compiled(anuridBarkripper)];
    const game = (mine: number, theirs: number) =>
      new Game({ players: [{ name: 'Alice', battlefield: ['Anurid Barkripper'], graveyard: Array<string>(mine).fill('Grizzly Bears') }, { name: 'Bob', graveyard: Array<string>(theirs).fill('Grizzly Bears') }], cards });
    expect(power(game(7, 0), 'Anurid Barkripper')).toBe(4);
    expect(power(game(6, 7), 'Anurid Barkripper')).toBe(2);
  });

  it('603.4: "if you control seven or more permanents" — the upkeep trigger returns Complex Automaton only when seven are there', () => {
    const cards = [compiled(complexAutomaton)];
    const upkeep = (lands: number) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Complex Automaton', ...Array<string>(lands).fill('Forest')] }, { name: 'Bob' }], step: 'untap', cards });
      const log = ['Alice', 'Bob', 'Alice', 'Bob'].flatMap((player) => g.do({ type: 'pass', player }).map((e) => e.text)).join('\n');
      return { log, onBattlefield: g.snapshot().battlefield.some((p) => p.label === 'Complex Automaton') };
    };
    expect(upkeep(6).onBattlefield).toBe(false);
    expect(upkeep(5).onBattlefield).toBe(true);
  });

  it("608.2c, 207.2c: a spell whose threshold paragraph follows its first is read as one set of instructions, never without its first paragraph (Demoralize)", () => {
    const demoralize: PrintedCard = { name: 'Demoralize', manaCost: '{2}{R}', typeLine: 'Instant', oracleText: "All creatures gain menace until end of turn.\nThreshold — If seven or more cards are in your graveyard, creatures can't block this turn." };
    expect(compileCard(demoralize)).toMatchObject({ status: 'compiled', definition: { spell: { effects: [{ do: 'grant', keywords: ['menace'] }, { do: 'if', condition: { cardsInYourGraveyard: 7 } }] } } });
  });

  it('reads the count as a number, not as one object', () => {
    expect(compileCard({ ...ardentRecruit, oracleText: 'Ardent Recruit gets +2/+2 as long as you control three or more artifacts.' })).toMatchObject({ status: 'compiled', definition: { abilities: [{ condition: { youControl: { types: ['Artifact'] }, atLeast: 3 } }] } });
  });
});
