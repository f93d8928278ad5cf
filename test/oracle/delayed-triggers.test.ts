/**
 * 603.7: delayed triggered abilities read from real cards of the 2020 pool (their Forge wording),
 * lowered and played: "… at the beginning of the next turn's upkeep", "… at the beginning of the
 * next end step", in either order of the sentence.
 */
import { Game, type CardDefinitionInput } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace } from './pool';

type PrintedCard = Parameters<typeof compileCard>[0];

function compiled(card: PrintedCard): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}

/** Every player passes until the game reaches that turn and step (or the limit). */
function passUntil(g: Game, turn: number, step: Game['state']['step']): void {
  for (let i = 0; i < 60 && !(g.state.turn === turn && g.state.step === step && g.state.stack.length > 0); i++) {
    if (g.state.turn > turn) break;
    g.do({ type: 'pass', player: g.state.players[g.state.priority ?? g.state.activePlayer]!.name });
  }
}

const blessedWine: PrintedCard = { name: 'Blessed Wine', manaCost: '{1}{W}', typeLine: 'Instant', oracleText: "You gain 1 life.\nDraw a card at the beginning of the next turn's upkeep." };
const moggCannon: PrintedCard = { name: 'Mogg Cannon', manaCost: '{2}', typeLine: 'Artifact', oracleText: '{T}: Target creature you control gets +1/+0 and gains flying until end of turn. Destroy that creature at the beginning of the next end step.' };
const locustGod: PrintedCard = {
  name: 'The Locust God',
  manaCost: '{4}{U}{R}',
  typeLine: 'Legendary Creature — God',
  power: '4',
  toughness: '4',
  oracleText: 'Flying\nWhen The Locust God dies, return it to its owner\'s hand at the beginning of the next end step.',
};

describe('603.7: delayed triggered abilities from Oracle text', () => {
  it('reads the delay after the sentence and before it, and lowers it to a delayed trigger of those effects', () => {
    expect(compiled(blessedWine).spell).toMatchObject({ effects: [{ do: 'gain-life' }, { do: 'delayed-trigger', at: 'next-turn-upkeep', effects: [{ do: 'draw', amount: 1, who: 'you' }], text: "Draw a card at the beginning of the next turn's upkeep." }] });
    // The delay first: "return that card to the battlefield under its owner's control" (110.2: not the caster's).
    const journey = compiled({ name: 'Otherworldly Journey', manaCost: '{1}{W}', typeLine: 'Instant — Arcane', oracleText: 'Exile target creature. At the beginning of the next end step, return that card to the battlefield under its owner\'s control.' });
    expect(journey.spell).toMatchObject({ effects: [{ do: 'exile' }, { do: 'delayed-trigger', at: 'next-end-step', effects: [{ do: 'return-to-battlefield', what: 'target', owner: true }] }] });
  });

  it("603.7b: Blessed Wine cast on Alice's turn draws her a card at Bob's upkeep, not before", () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains'], hand: ['Blessed Wine'], library: ['Island'] }, { name: 'Bob', library: ['Swamp'] }], step: 'precombat-main', cards: [compiled(blessedWine)] });
    g.do({ type: 'cast', player: 'Alice', card: 'Blessed Wine' });
    g.resolveStack();
    expect(g.state.players[0]!.hand).toEqual([]);
    passUntil(g, 2, 'upkeep');
    expect(g.state.stack.map((item) => item.label)).toEqual(["Blessed Wine's trigger"]);
    g.resolveStack();
    expect(g.state.players[0]!.hand.map((id) => g.state.objects[id]!.card)).toEqual(['Island']);
  });

  it('603.7c: Mogg Cannon destroys "that creature" at the next end step — the target it gave flying', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mogg Cannon', 'Grizzly Bears', 'Savannah Lions'] }, { name: 'Bob' }], step: 'precombat-main', cards: [compiled(moggCannon)] });
    g.do({ type: 'activate', player: 'Alice', source: 'Mogg Cannon', targets: ['Grizzly Bears'] });
    g.resolveStack();
    passUntil(g, 1, 'end');
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => p.name)).toEqual(['Mogg Cannon', 'Savannah Lions']);
  });

  it('603.7c: The Locust God returns from the graveyard at the next end step; once it has left the graveyard, it stays where it went', () => {
    const play = (exiledFirst: boolean) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['The Locust God', 'Mountain'], hand: ['Lightning Bolt'] }, { name: 'Bob' }], step: 'precombat-main', cards: [compiled(locustGod)] });
      const god = Object.values(g.state.objects).find((o) => o.card === 'The Locust God')!;
      god.damage = 1;
      g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['The Locust God'] });
      g.resolveStack();
      if (exiledFirst) {
        // As if another effect exiled the card from the graveyard: a new object (400.7).
        const card = g.state.objects[god.id]!;
        g.state.players[0]!.graveyard = g.state.players[0]!.graveyard.filter((id) => id !== god.id);
        g.state.players[0]!.exile.push(god.id);
        card.zone = 'exile';
        card.zoneChangeCount++;
      }
      passUntil(g, 1, 'end');
      g.resolveStack();
      return g.state.objects[god.id]!.zone;
    };
    expect(play(false)).toBe('hand');
    expect(play(true)).toBe('exile');
  });
});

describeWithSharedData('110.2, 603.7c: returned "under its owner\'s control" (2020 pool)', [POOL_FILE], () => {
  const bobs = (t: Trace, card: string) => t.final.battlefield.find((p) => p.name === card);

  it("Turn to Mist cast by Alice on Bob's creature: at the next end step it comes back under Bob's control (its owner), not Alice's, untapped", () => {
    const t = poolTrace(['Turn to Mist'], ['Alice has 2 Plains', 'Bob has Grizzly Bears (tapped)', 'Alice hand: Turn to Mist', 'Alice casts Turn to Mist targeting Grizzly Bears', 'resolve all', 'go to end of turn']);
    expect(t.events.map((e) => e.text)).toContainEqual(expect.stringMatching(/delayed triggered ability triggers at the beginning of the next end step/));
    expect(bobs(t, 'Grizzly Bears')).toMatchObject({ controller: 'Bob', tapped: false });
  });

  it('Mystifying Maze: the attacker it exiled returns tapped under its owner\'s control at the next end step', () => {
    const t = poolTrace(['Mystifying Maze'], ['turn: Bob', 'Bob has Grizzly Bears', 'Alice has Mystifying Maze, 4 Plains', 'Bob attacks Alice with Grizzly Bears', 'Alice activates Mystifying Maze: 1 targeting Grizzly Bears', 'resolve all', 'go to end of turn']);
    expect(bobs(t, 'Grizzly Bears')).toMatchObject({ controller: 'Bob', tapped: true });
  });
});
