/**
 * Issue 20: keyword abilities of permanents and spells on the battlefield, on real cards of the 2020
 * pool compiled from their Oracle text and played.
 */
import { Game, type EngineEvent, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const text = (events: EngineEvent[]) => events.map((e) => e.text).join('\n');
const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const untappedLands = (g: Game, player: string) => g.snapshot().battlefield.filter((p) => p.controller === player && !p.tapped && ['Island', 'Plains', 'Mountain', 'Swamp', 'Forest'].includes(p.name)).length;

function game(setup: GameSetup, names: string[]): Game {
  return new Game({ ...setup, cards: [...names.map(compiledPoolCard), ...(setup.cards ?? [])] });
}

describeWithSharedData('keywords of the battlefield (2020 pool)', [POOL_FILE], () => {
  it('702.41a: affinity for artifacts — Myr Enforcer costs {1} less for each artifact its caster controls; Thoughtcast loses no more than its generic mana', () => {
    const g = game(
      {
        step: 'precombat-main',
        players: [{ name: 'Alice', battlefield: ['Ornithopter', 'Ornithopter', 'Ornithopter', 'Ornithopter', 'Ornithopter', 'Island', 'Island', 'Island'], hand: ['Myr Enforcer', 'Thoughtcast'], library: ['Island', 'Island'] }, { name: 'Bob' }],
      },
      ['Myr Enforcer', 'Thoughtcast'],
    );
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Myr Enforcer' });
    expect(text(cast)).toMatch(/Alice controls 5 permanents its affinity counts: the cost is reduced by \{5\}/);
    expect(untappedLands(g, 'Alice')).toBe(1);
    g.resolveStack();
    expect(permanent(g, 'Myr Enforcer')).toBeDefined();
    // Six artifacts now, for Thoughtcast's {4}{U}: {U} is left.
    const thoughtcast = g.do({ type: 'cast', player: 'Alice', card: 'Thoughtcast' });
    expect(refusal(thoughtcast)).toBeUndefined();
    expect(text(thoughtcast)).toMatch(/controls 6 permanents its affinity counts: the cost is reduced by \{4\} \(no more than its generic mana\)/);
    expect(untappedLands(g, 'Alice')).toBe(0);
  });

  it('702.41a: affinity for Mountains — Oxidda Golem counts only Mountains its caster controls', () => {
    const g = game({ step: 'precombat-main', players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Forest', 'Ornithopter'], hand: ['Oxidda Golem'] }, { name: 'Bob', battlefield: ['Mountain'] }] }, ['Oxidda Golem']);
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Oxidda Golem' }))).toMatch(/can't pay/);
  });

  it('702.91a: battle cry — Accorder Paladin attacking gives each other attacking creature +1/+0, not itself', () => {
    const g = game({ step: 'beginning-of-combat', players: [{ name: 'Alice', battlefield: ['Accorder Paladin', 'Grizzly Bears', 'Hill Giant'] }, { name: 'Bob' }] }, ['Accorder Paladin']);
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Accorder Paladin': 'Bob', 'Grizzly Bears': 'Bob' } });
    g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: {} });
    while (g.state.step !== 'end-of-combat') g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name });
    // 3 + (2 + 1): Hill Giant didn't attack.
    expect(g.snapshot().players.find((p) => p.name === 'Bob')?.life).toBe(14);
    expect([permanent(g, 'Accorder Paladin')?.power, permanent(g, 'Grizzly Bears')?.power, permanent(g, 'Hill Giant')?.power]).toEqual([3, 3, 3]);
  });

  it('702.101a–b: extort — each spell Alice casts with two extort creatures triggers both; each paid {W/B} drains Bob for 1; not paid, nothing', () => {
    const g = game({ step: 'precombat-main', players: [{ name: 'Alice', battlefield: ['Syndic of Tithes', 'Syndic of Tithes', 'Mountain', 'Plains', 'Swamp'], hand: ['Shock'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }] }, ['Syndic of Tithes']);
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Shock', targets: ['Grizzly Bears'] });
    expect(text(cast).match(/Syndic of Tithes(?: #2)?'s ability triggers \(Alice cast Shock\): "Extort"/g)).toHaveLength(2);
    g.do({ type: 'choose', player: 'Alice', key: 'pay', value: false });
    g.resolveStack();
    const life = (player: string) => g.snapshot().players.find((p) => p.name === player)?.life;
    // One extort paid with the Plains or the Swamp ({W/B}), the other declined.
    expect([life('Alice'), life('Bob')]).toEqual([21, 19]);
  });

  it('702.43a: modular N — Arcbound Bruiser enters with three +1/+1 counters; put into the graveyard, its counters as it last existed go onto target artifact creature', () => {
    const g = game({ step: 'precombat-main', players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Ornithopter'], hand: ['Arcbound Bruiser', 'Lightning Bolt', 'Shock'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }] }, ['Arcbound Bruiser']);
    g.do({ type: 'cast', player: 'Alice', card: 'Arcbound Bruiser' });
    g.resolveStack();
    expect(permanent(g, 'Arcbound Bruiser')).toMatchObject({ counters: { '+1/+1': 3 }, power: 3, toughness: 3 });
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Arcbound Bruiser'] });
    const died = g.resolveStack();
    expect(text(died)).toMatch(/Arcbound Bruiser's ability triggers .*"Modular 3"/);
    expect(permanent(g, 'Ornithopter')).toMatchObject({ counters: { '+1/+1': 3 }, power: 3, toughness: 5 });
  });
});
