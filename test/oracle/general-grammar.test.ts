/**
 * The general parts of the grammar on real cards of the 2020 pool: "you may" before effects said
 * without a subject ("you may gain 1 life", "you may have ~ deal 1 damage …", "you may have that
 * player lose 1 life"), "enters the battlefield under an opponent's control", "as long as an opponent
 * controls …", "for each card in your hand", "loses flying", "nonartifact, nonblack creature".
 */
import { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

const life = (g: Game, name: string) => g.state.players.find((p) => p.name === name)!.life;
const permanent = (g: Game, name: string) => g.snapshot().battlefield.find((p) => p.name === name);

describeWithSharedData('the general grammar on pool cards (2020 pool)', [POOL_FILE], () => {
  it('614.12: Sacred Foundry in its 2020 wording — "If you don\'t, Sacred Foundry enters the battlefield tapped" — is a shock land: 2 life paid, else tapped', () => {
    expect(compiledPoolCard('Sacred Foundry').entersTappedUnlessYouPayLife).toBe(2);
    const paid = poolTrace(['Sacred Foundry'], ['Alice hand: Sacred Foundry', 'Alice plays Sacred Foundry']).final;
    expect([paid.players[0]!.life, paid.battlefield[0]!.tapped]).toEqual([18, false]);
    const declined = poolTrace(['Sacred Foundry'], ['Alice hand: Sacred Foundry', "Alice doesn't pay", 'Alice plays Sacred Foundry']).final;
    expect([declined.players[0]!.life, declined.battlefield[0]!.tapped]).toEqual([20, true]);
  });

  it('608.2h: Timbermaw Larva — "it gets +1/+1 until end of turn for each Forest you control" — counts the Forests as the trigger resolves', () => {
    expect(compiledPoolCard('Timbermaw Larva').abilities?.[0]).toMatchObject({ effects: [{ do: 'pump', power: { amount: { count: { subtypes: ['Forest'], controller: 'you' } } } }] });
    const t = poolTrace(['Timbermaw Larva'], ['Alice has Timbermaw Larva, 3 Forests', 'turn: Alice, declare attackers', 'Alice attacks with Timbermaw Larva', 'resolve']);
    expect(t.final.battlefield.find((p) => p.name === 'Timbermaw Larva')).toMatchObject({ power: 5, toughness: 5 });
  });

  it('608.2h: Bull Aurochs — "+1/+0 until end of turn for each other attacking Aurochs" — two attacking: each 3/1 (a 2/1)', () => {
    const t = poolTrace(['Bull Aurochs'], ['Alice has 2 Bull Aurochs', 'turn: Alice, declare attackers', 'Alice attacks with Bull Aurochs, Bull Aurochs #2', 'resolve all']);
    expect(t.final.battlefield.filter((p) => p.name === 'Bull Aurochs').map((p) => [p.power, p.toughness])).toEqual([[3, 1], [3, 1]]);
  });

  it('509.1b: Vectis Agents — "~ gets -2/-0 until end of turn and can\'t be blocked this turn" — both are of the card itself', () => {
    expect(compiledPoolCard('Vectis Agents').abilities?.[0]).toMatchObject({ effects: [{ do: 'pump', on: 'self' }, { do: 'modify', on: 'self', until: 'end-of-turn', rules: { cantBeBlocked: true } }] });
    const t = poolTrace(['Vectis Agents'], ['Alice has Vectis Agents, Island, Swamp', 'Alice activates Vectis Agents', 'resolve']);
    expect(t.final.battlefield.find((p) => p.name === 'Vectis Agents')).toMatchObject({ power: 2, toughness: 3 });
  });

  it('120.3: Inflame — "each creature dealt damage this turn": the Hill Giant Shock dealt damage to dies, the untouched Grizzly Bears live; Fatal Blow may target only a creature dealt damage this turn', () => {
    const t = poolTrace(['Inflame'], ['Alice has Mountain, Mountain; Alice hand: Shock, Inflame', 'Bob has Hill Giant, Grizzly Bears', 'Alice casts Shock targeting Hill Giant', 'resolve', 'Alice casts Inflame', 'resolve']);
    expect(t.final.battlefield.map((p) => p.name).filter((n) => n !== 'Mountain')).toEqual(['Grizzly Bears']);
    expect(compiledPoolCard('Fatal Blow').spell!.targets![0]).toMatchObject({ filter: { dealtDamageThisTurn: true } });
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swamp'], hand: ['Fatal Blow'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], cards: [compiledPoolCard('Fatal Blow')] });
    const texts = g.do({ type: 'cast', player: 'Alice', card: 'Fatal Blow', targets: ['Grizzly Bears'] }).map((e) => e.text);
    expect(texts).toContainEqual("Grizzly Bears can't be the target of Fatal Blow: not a creature that was dealt damage this turn (115.1)");
  });

  it('105.2, 115.1: Hate Weaver — "target blue or red creature": a creature of either color, not a green one', () => {
    expect(compiledPoolCard('Hate Weaver').abilities![0]).toMatchObject({ targets: [{ kind: 'creature', filter: { colors: ['U', 'R'] } }] });
    const g = () => new Game({ players: [{ name: 'Alice', battlefield: ['Hate Weaver', 'Swamp', 'Swamp'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Mogg Fanatic'] }], cards: [compiledPoolCard('Hate Weaver')] });
    const refused = g().do({ type: 'activate', player: 'Alice', source: 'Hate Weaver', targets: ['Grizzly Bears'] }).map((e) => e.text);
    expect(refused).toContainEqual("Grizzly Bears can't be the target of Hate Weaver's ability: not a blue or red creature (115.1)");
    const legal = g();
    legal.do({ type: 'activate', player: 'Alice', source: 'Hate Weaver', targets: ['Mogg Fanatic'] });
    legal.resolveStack();
    expect(permanent(legal, 'Mogg Fanatic')).toMatchObject({ power: 2, toughness: 1 });
  });

  it('119.3, 603.5: Auriok Champion — "you may gain 1 life" when another creature enters; choosing no, no life', () => {
    const setup = () => new Game({ players: [{ name: 'Alice', battlefield: ['Auriok Champion', 'Forest', 'Forest'], hand: ['Grizzly Bears'] }, { name: 'Bob' }], cards: [compiledPoolCard('Auriok Champion')] });
    const yes = setup();
    yes.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' });
    yes.resolveStack();
    expect(life(yes, 'Alice')).toBe(21);
    const no = setup();
    no.do({ type: 'choose', player: 'Alice', key: 'may', for: 'Auriok Champion', value: false });
    no.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' });
    no.resolveStack();
    expect(life(no, 'Alice')).toBe(20);
  });

  it('120.3, 603.2: Aether Charge — "you may have it deal 4 damage to target opponent": "it" is the Beast that entered, the source of the damage', () => {
    expect(compiledPoolCard('Aether Charge').abilities![0]).toMatchObject({ optional: true, effects: [{ do: 'damage', amount: 4, to: 'target', from: 'it' }] });
    const setup = (creature: string) => new Game({ players: [{ name: 'Alice', battlefield: ['Aether Charge', 'Forest', 'Forest'], hand: [creature] }, { name: 'Bob' }], cards: [compiledPoolCard('Aether Charge')] });
    const bears = setup('Grizzly Bears');
    bears.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' });
    bears.resolveStack();
    expect(life(bears, 'Bob')).toBe(20);
    const beast = setup('Slippery Bogle');
    beast.do({ type: 'cast', player: 'Alice', card: 'Slippery Bogle' });
    const events = beast.resolveStack();
    expect(life(beast, 'Bob')).toBe(16);
    expect(events.map((e) => e.text)).toContainEqual(expect.stringMatching(/Slippery Bogle deals 4 damage to Bob/));
  });

  it('603.2: Blood Seeker — "whenever a creature enters the battlefield under an opponent\'s control, you may have that player lose 1 life": the opponent, not for Alice\'s own creatures', () => {
    const setup = (bobsTurn: boolean) =>
      new Game({
        players: [{ name: 'Alice', battlefield: ['Blood Seeker', 'Forest', 'Forest'], hand: ['Grizzly Bears'] }, { name: 'Bob', battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] }],
        activePlayer: bobsTurn ? 'Bob' : 'Alice',
        step: 'precombat-main',
        cards: [compiledPoolCard('Blood Seeker')],
      });
    const bob = setup(true);
    bob.do({ type: 'cast', player: 'Bob', card: 'Grizzly Bears' });
    bob.resolveStack();
    expect([life(bob, 'Alice'), life(bob, 'Bob')]).toEqual([20, 19]);
    const alice = setup(false);
    alice.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' });
    alice.resolveStack();
    expect([life(alice, 'Alice'), life(alice, 'Bob')]).toEqual([20, 20]);
  });

  it('611.3a: Radiant Essence — "+1/+2 as long as an opponent controls a black permanent": not for Alice\'s own black permanent', () => {
    const game = (alices: string[], bobs: string[]) => new Game({ players: [{ name: 'Alice', battlefield: ['Radiant Essence', ...alices] }, { name: 'Bob', battlefield: bobs }], cards: [compiledPoolCard('Radiant Essence')] });
    expect(permanent(game([], ['Blood Artist']), 'Radiant Essence')).toMatchObject({ power: 3, toughness: 5 });
    expect(permanent(game(['Blood Artist'], []), 'Radiant Essence')).toMatchObject({ power: 2, toughness: 3 });
  });

  it('613.1f: Canopy Claws — "target creature loses flying until end of turn": flying only, until end of turn', () => {
    expect(compiledPoolCard('Canopy Claws').spell!.effects).toEqual([{ do: 'modify', on: 'target', until: 'end-of-turn', changes: { loseKeywords: ['flying'] } }]);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest'], hand: ['Canopy Claws'] }, { name: 'Bob', battlefield: ['Serra Angel'] }], cards: [compiledPoolCard('Canopy Claws')] });
    g.do({ type: 'cast', player: 'Alice', card: 'Canopy Claws', targets: ['Serra Angel'] });
    g.resolveStack();
    expect(permanent(g, 'Serra Angel')!.keywords).toEqual(['vigilance']);
  });

  it('115.1, 608.2b: Expunge — "target nonartifact, nonblack creature": both words hold; a black creature is no legal target', () => {
    const g = () => new Game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Expunge'] }, { name: 'Bob', battlefield: ['Blood Artist', 'Grizzly Bears', 'Ornithopter'] }], cards: [compiledPoolCard('Expunge')] });
    for (const illegal of ['Blood Artist', 'Ornithopter']) {
      const texts = g().do({ type: 'cast', player: 'Alice', card: 'Expunge', targets: [illegal] }).map((e) => e.text);
      expect(texts).toContainEqual(`${illegal} can't be the target of Expunge: not a nonartifact, nonblack creature (115.1)`);
    }
    const legal = g();
    legal.do({ type: 'cast', player: 'Alice', card: 'Expunge', targets: ['Grizzly Bears'] });
    legal.resolveStack();
    expect(permanent(legal, 'Grizzly Bears')).toBeUndefined();
  });

  it('603.7, 511.2: Ohran Viper — "destroy that creature at end of combat": the Ornithopter it dealt damage to survives the damage and is destroyed as the end of combat step begins', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Ohran Viper'] }, { name: 'Bob', battlefield: ['Ornithopter'] }], step: 'beginning-of-combat', cards: [compiledPoolCard('Ohran Viper')] });
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Ohran Viper': 'Bob' } });
    g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: { Ornithopter: 'Ohran Viper' } });
    const events: string[] = [];
    while (g.state.step !== 'end-of-combat' && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }).map((e) => e.text));
    expect(events).toContainEqual(expect.stringMatching(/creates a delayed triggered ability at end of combat: "Destroy that creature at end of combat\."/));
    expect(events.at(-1)).toBe('Alice receives priority');
    expect(events).toContainEqual("Ohran Viper's delayed triggered ability triggers at end of combat: \"Destroy that creature at end of combat.\"");
    expect(permanent(g, 'Ornithopter')).toBeDefined();
    while (g.state.step === 'end-of-combat' && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }).map((e) => e.text));
    expect(permanent(g, 'Ornithopter')).toBeUndefined();
    expect(permanent(g, 'Ohran Viper')).toBeDefined();
  });

  it('603.1: Adeliz, the Cinder Wind — the spell cast is "an instant or sorcery spell"; the comma after it ends the trigger, and "Wizards you control" get +1/+1', () => {
    expect(compiledPoolCard('Adeliz, the Cinder Wind').abilities![0]).toMatchObject({
      when: 'cast',
      subject: { types: ['Instant', 'Sorcery'] },
      effects: [{ do: 'pump', power: 1, toughness: 1, on: { all: { subtypes: ['Wizard'], controller: 'you' } } }],
    });
  });

  it('613.4c: Dread Slag — "gets -4/-4 for each card in your hand": its controller\'s hand, not the opponent\'s', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Dread Slag'], hand: ['Forest'] }, { name: 'Bob', hand: ['Forest', 'Forest'] }], cards: [compiledPoolCard('Dread Slag')] });
    expect(permanent(g, 'Dread Slag')).toMatchObject({ power: 5, toughness: 5 });
  });
});
