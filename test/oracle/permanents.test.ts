/**
 * Permanents, combat and characteristics on real cards of the 2020 pool, compiled and played: permanents chosen as an
 * effect resolves (608.2d), blocking restrictions and requirements (509.1b–c), characteristic-defining counts (604.3).
 */
import { Game, type CardDefinitionInput, type EngineEvent, type GameSetup } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import { simulate } from '../../src/scenario/simulate';
import { FIXTURE_DATA } from '../scenario/fixture-data';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

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

/** Alice declares `attackers` (creature → what it attacks), Bob `blocks` (blocker → attacker); every player passes until the end of combat step. */
function combat(names: string[], setup: GameSetup['players'], attackers: Record<string, string>, blocks: Record<string, string> = {}): { g: Game; text: string } {
  const g = new Game({ players: setup, step: 'beginning-of-combat', cards: names.map(compiledPoolCard) });
  g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: attackers });
  g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: blocks });
  const events: EngineEvent[] = [];
  while (g.state.step !== 'end-of-combat' && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }));
  return { g, text: events.map((e) => e.text).join('\n') };
}
const life = (g: Game, player: string) => g.snapshot().players.find((p) => p.name === player)?.life;
const onBattlefield = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);

describeWithSharedData('blocking restrictions and requirements, characteristic-defining counts (2020 pool)', [POOL_FILE], () => {
  it('509.1b: "~ can\'t block creatures with power 2 or greater" — Ironclaw Orcs blocks Raging Goblin, never Grizzly Bears', () => {
    const bears = combat(['Ironclaw Orcs'], [{ name: 'Alice', battlefield: ['Grizzly Bears'] }, { name: 'Bob', battlefield: ['Ironclaw Orcs'] }], { 'Grizzly Bears': 'Bob' }, { 'Ironclaw Orcs': 'Grizzly Bears' });
    expect(bears.text).toMatch(/Ironclaw Orcs can't block Grizzly Bears: Ironclaw Orcs can't block a creature with power 2 or greater, and Grizzly Bears is one \(509\.1b\)/);
    expect(life(bears.g, 'Bob')).toBe(18);
    const goblin = combat(['Ironclaw Orcs'], [{ name: 'Alice', battlefield: ['Raging Goblin'] }, { name: 'Bob', battlefield: ['Ironclaw Orcs'] }], { 'Raging Goblin': 'Bob' }, { 'Ironclaw Orcs': 'Raging Goblin' });
    expect([onBattlefield(goblin.g, 'Raging Goblin'), life(goblin.g, 'Bob')]).toEqual([undefined, 20]);
  });

  it('509.1b: "~ can\'t be blocked except by creatures with flying or reach" — Signal Pest is blocked by Giant Spider or Serra Angel, never by Grizzly Bears', () => {
    const players = (): GameSetup['players'] => [{ name: 'Alice', battlefield: ['Signal Pest'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Giant Spider', 'Serra Angel'] }];
    expect(combat(['Signal Pest'], players(), { 'Signal Pest': 'Bob' }, { 'Grizzly Bears': 'Signal Pest' }).text).toMatch(/Grizzly Bears can't block Signal Pest: Signal Pest can't be blocked by a creature without flying or reach/);
    for (const blocker of ['Giant Spider', 'Serra Angel']) expect(onBattlefield(combat(['Signal Pest'], players(), { 'Signal Pest': 'Bob' }, { [blocker]: 'Signal Pest' }).g, 'Signal Pest')).toBeUndefined();
  });

  it('509.1c: "~ must be blocked if able" — Bob declares no blockers, and one of his creatures blocks Gaea\'s Protector', () => {
    const { g, text } = combat(["Gaea's Protector"], [{ name: 'Alice', battlefield: ["Gaea's Protector"] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], { "Gaea's Protector": 'Bob' });
    expect(text).toMatch(/Grizzly Bears blocks Gaea's Protector \(Gaea's Protector must be blocked if able\)/);
    expect([onBattlefield(g, 'Grizzly Bears'), life(g, 'Bob')]).toEqual([undefined, 20]);
  });

  it('613.4c: "~ gets +2/+0 for each Equipment attached to it" — Goblin Gaveleer with Bonesplitter is 5/1 (+2/+0 of its own, +2/+0 of the Equipment\'s)', () => {
    const result = simulate(`define: ${JSON.stringify(compiledPoolCard('Goblin Gaveleer'))}\ndefine: ${JSON.stringify(compiledPoolCard('Bonesplitter'))}\nAlice has Goblin Gaveleer, Bonesplitter (attached to Goblin Gaveleer), Bonesplitter`, { dataDir: FIXTURE_DATA });
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.final.battlefield.find((p) => p.name === 'Goblin Gaveleer')).toMatchObject({ power: 5, toughness: 1 });
  });

  it('604.3: "the number of Elves on the battlefield" counts every player\'s; "the number of fade counters on it" the counters on the card itself', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Heedless One', 'Llanowar Elves'] }, { name: 'Bob', battlefield: ['Elvish Mystic', 'Grizzly Bears'] }], cards: [compiledPoolCard('Heedless One')] });
    expect(onBattlefield(g, 'Heedless One')).toMatchObject({ power: 3, toughness: 3 });
    const golem = new Game({ players: [{ name: 'Alice', battlefield: Array(4).fill('Plains'), hand: ['Rusting Golem'] }, { name: 'Bob' }], cards: [compiledPoolCard('Rusting Golem')] });
    golem.do({ type: 'cast', player: 'Alice', card: 'Rusting Golem' });
    golem.resolveStack();
    expect(onBattlefield(golem, 'Rusting Golem')).toMatchObject({ power: 5, toughness: 5, counters: { fade: 5 } });
  });
});

describeWithSharedData('type-changing effects on lands and creatures (2020 pool)', [POOL_FILE], () => {
  it('305.7: "Enchanted land is a Swamp" — the Forest it enchants is a Swamp, tapping for {B} and no longer for {G}', () => {
    const presence = compiledPoolCard('Evil Presence');
    const play = (mana: string) => simulate(`define: ${JSON.stringify(presence)}\nAlice has Forest, Evil Presence (attached to Forest)\nAlice taps Forest for ${mana}`, { dataDir: FIXTURE_DATA });
    const black = play('{B}');
    if (!black.ok) throw new Error(black.message);
    expect(black.trace.final.battlefield.find((p) => p.name === 'Forest')).toMatchObject({ subtypes: ['Swamp'] });
    expect(black.trace.final.players[0]!.manaPool).toMatch(/B/);
    const green = play('{G}');
    expect(green.ok && green.trace.final.players[0]!.manaPool).not.toMatch(/G/);
  });

  it('205.1b, 305.7: "Target land becomes an Island until end of turn" — Dreamwinder\'s target is an Island until the turn ends', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Dreamwinder', 'Island', 'Island'] }, { name: 'Bob', battlefield: ['Mountain'] }], cards: [compiledPoolCard('Dreamwinder')] });
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Dreamwinder', targets: ['Mountain'], choices: { sacrifice: 'Island #2' } } as never))).toBeUndefined();
    g.resolveStack();
    expect(onBattlefield(g, 'Mountain')).toMatchObject({ subtypes: ['Island'] });
  });
});
