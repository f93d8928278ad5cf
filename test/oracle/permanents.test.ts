/** Permanents chosen as an effect resolves, compiled from real cards of the 2020 pool and played through the engine. */
import { Game, type CardDefinitionInput, type EngineEvent } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import { simulate } from '../../src/scenario/simulate';
import { FIXTURE_DATA } from '../scenario/fixture-data';

function compiled(card: Parameters<typeof compileCard>[0]): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}

const garrison = compiled({ name: 'Boros Garrison', typeLine: 'Land', oracleText: "Boros Garrison enters the battlefield tapped.\nWhen Boros Garrison enters the battlefield, return a land you control to its owner's hand.\n{T}: Add {R}{W}." });
const dust = compiled({ name: 'Dust Elemental', manaCost: '{2}{W}{W}', typeLine: 'Creature — Elemental', power: '6', toughness: '6', oracleText: "Flash\nFlying, fear\nWhen Dust Elemental enters the battlefield, return three creatures you control to their owner's hand." });
const krotiq = compiled({ name: 'Ambush Krotiq', manaCost: '{5}{G}', typeLine: 'Creature — Insect', power: '5', toughness: '5', oracleText: "Trample\nWhen Ambush Krotiq enters the battlefield, return another creature you control to its owner's hand." });
const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;

describe('608.2d: permanents returned to a hand, chosen as the effect resolves', () => {
  it('reads "return a land you control to its owner\'s hand" as one land of its controller\'s, chosen on resolution', () => {
    expect(garrison.abilities?.find((a) => a.kind === 'triggered')).toMatchObject({ kind: 'triggered', when: 'enters', targets: [], effects: [{ do: 'return-chosen', who: 'you', filter: { types: ['Land'], controller: 'you' }, amount: 1 }] });
    expect(dust.abilities?.find((a) => a.kind === 'triggered')).toMatchObject({ effects: [{ do: 'return-chosen', amount: 3 }] });
  });

  it('608.2d: the land chosen as the trigger resolves returns — by default the first, which may be the bounce land itself', () => {
    const g = new Game({ players: [{ name: 'Alice', hand: ['Boros Garrison'], battlefield: [] }, { name: 'Bob' }], cards: [garrison] });
    expect(refusal(g.do({ type: 'play-land', player: 'Alice', card: 'Boros Garrison' }))).toBeUndefined();
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'choice' && /Alice chooses Boros Garrison to return \(the first land they control; none was named\)/.test(e.text))).toBe(true);
    expect(g.snapshot().players[0]!.hand).toEqual(['Boros Garrison']);
  });

  it('608.2d: a scenario names the land: "Alice returns Plains"', () => {
    const text = `define: ${JSON.stringify(garrison)}\nAlice has Mountain, Plains\nAlice hand: Boros Garrison\nAlice plays Boros Garrison\nAlice returns Plains\nresolve all`;
    const result = simulate(text, { dataDir: FIXTURE_DATA });
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.final.players[0]!.hand).toEqual(['Plains']);
    expect(result.trace.final.battlefield.map((p) => p.name).sort()).toEqual(['Boros Garrison', 'Mountain']);
  });

  it('609.3: "return three creatures you control" returns as many as there are; "another" never returns the source', () => {
    const g = new Game({ players: [{ name: 'Alice', hand: ['Dust Elemental'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears'] }, { name: 'Bob' }], cards: [dust] });
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Dust Elemental' }))).toBeUndefined();
    g.resolveStack();
    expect(g.snapshot().players[0]!.hand.sort()).toEqual(['Dust Elemental', 'Grizzly Bears']);
    const k = new Game({ players: [{ name: 'Alice', hand: ['Ambush Krotiq'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'] }, { name: 'Bob' }], cards: [krotiq] });
    expect(refusal(k.do({ type: 'cast', player: 'Alice', card: 'Ambush Krotiq' }))).toBeUndefined();
    k.resolveStack();
    expect(k.snapshot().players[0]!.hand).toEqual(['Grizzly Bears']);
  });
});
