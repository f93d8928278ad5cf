/**
 * Keyword abilities of permanents on real cards of the 2020 pool, compiled from their Oracle text and
 * played: persist (702.79), undying (702.93), changeling (702.73), afflict (702.130), devour (702.82), totem armor (702.89), ingest (702.115).
 */
import { Game, type EngineEvent } from '../../src/engine';
import { CREATURE_TYPES } from '../../src/engine/cards/creature-types';
import { characteristics } from '../../src/engine/characteristics';
import { corpusPath, readCorpus } from '../../src/rules/store';
import { resolveDataDir } from '../../src/util/paths';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);

/** Bob, with a Mountain for each, casts Lightning Bolt at `target` `times` times in a row, each resolved. */
function bolted(name: string, times: number): { g: Game; events: EngineEvent[] } {
  const g = new Game({ players: [{ name: 'Alice', battlefield: [name] }, { name: 'Bob', battlefield: Array(times).fill('Mountain'), hand: Array(times).fill('Lightning Bolt') }], activePlayer: 'Bob', cards: [compiledPoolCard(name)] });
  const events: EngineEvent[] = [];
  for (let i = 0; i < times; i++) {
    events.push(...g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: [name] }));
    events.push(...g.resolveStack());
  }
  return { g, events };
}

describeWithSharedData('keyword abilities of permanents (2020 pool)', [POOL_FILE], () => {
  it('702.79a: persist — Gravelgill Axeshark dies, returns with a -1/-1 counter as a 2/2; dying with it, it stays in the graveyard', () => {
    expect(compiledPoolCard('Gravelgill Axeshark').keywords).toEqual(['persist']);
    const once = bolted('Gravelgill Axeshark', 1);
    expect(permanent(once.g, 'Gravelgill Axeshark')).toMatchObject({ power: 2, toughness: 2, counters: { '-1/-1': 1 } });
    const twice = bolted('Gravelgill Axeshark', 2);
    expect(permanent(twice.g, 'Gravelgill Axeshark')).toBeUndefined();
    expect(twice.g.snapshot().players[0]!.graveyard).toContain('Gravelgill Axeshark');
    expect(twice.events.filter((e) => e.text.includes('its "if" condition doesn\'t hold: "Persist"'))).toHaveLength(1);
  });

  it('702.93a: undying — Strangleroot Geist returns with a +1/+1 counter as a 3/2 under its owner\'s control; dying again, it stays dead', () => {
    expect(compiledPoolCard('Strangleroot Geist').keywords).toEqual(['haste', 'undying']);
    const once = bolted('Strangleroot Geist', 1);
    expect(permanent(once.g, 'Strangleroot Geist')).toMatchObject({ power: 3, toughness: 2, controller: 'Alice', counters: { '+1/+1': 1 } });
    expect(permanent(bolted('Strangleroot Geist', 2).g, 'Strangleroot Geist')).toBeUndefined();
  });

  it('702.73a: changeling — Woodland Changeling is a Zombie for Diregraf Captain (+1/+1, and its dies trigger), and every creature type in a hand too', () => {
    expect(compiledPoolCard('Woodland Changeling').keywords).toEqual(['changeling']);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Diregraf Captain', 'Woodland Changeling'], hand: ['Woodland Changeling'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }], activePlayer: 'Bob', cards: ['Diregraf Captain', 'Woodland Changeling'].map(compiledPoolCard) });
    expect(permanent(g, 'Woodland Changeling')).toMatchObject({ power: 3, toughness: 3 });
    const inHand = Object.values(g.state.objects).find((o) => o?.zone === 'hand' && o.label.startsWith('Woodland Changeling'))!;
    expect(characteristics(g.state, inHand).subtypes).toEqual(expect.arrayContaining(['Shapeshifter', 'Elf', 'Zombie', 'Time Lord']));
    // It is no land type: a changeling is every creature type, not every subtype (205.3m).
    expect(characteristics(g.state, inHand).subtypes).not.toContain('Forest');
    const events = [...g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Woodland Changeling'] }), ...g.resolveStack()];
    expect(events.filter((e) => e.kind === 'trigger' && e.text.startsWith("Diregraf Captain's ability triggers"))).toHaveLength(1);
    expect(g.snapshot().players[1]!.life).toBe(19);
  });

  it('205.3m: the engine\'s creature types are those the bundled Comprehensive Rules list', () => {
    const rule = readCorpus(corpusPath(resolveDataDir())).rules.find((r) => r.id === '205.3m')!;
    // "One creature type is two words long: Time Lord. All other creature types are one word long: Advisor, …, and Zubera."
    const listed = [...rule.text.replace(/’/g, "'").matchAll(/words? long: ([^.]+)\./g)].flatMap((m) => m[1]!.split(/,\s*(?:and\s+)?|\s+and\s+/));
    expect([...CREATURE_TYPES].sort()).toEqual(listed.sort());
  });

  it('702.130a: afflict N — Spellweaver Eternal blocked by Grizzly Bears: Bob, the defending player, loses 2 life; unblocked, only its combat damage', () => {
    expect(compiledPoolCard('Spellweaver Eternal').keywords).toEqual(['prowess', 'afflict 2']);
    const attack = (blocks: Record<string, string>) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Spellweaver Eternal'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], step: 'beginning-of-combat', cards: [compiledPoolCard('Spellweaver Eternal')] });
      g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Spellweaver Eternal': 'Bob' } });
      g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: blocks });
      for (let guard = 0; guard < 20 && g.state.step !== 'end-of-combat'; guard++) g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name });
      return g.snapshot().players[1]!.life;
    };
    expect(attack({ 'Grizzly Bears': 'Spellweaver Eternal' })).toBe(18);
    expect(attack({})).toBe(18);
  });

  it('702.82a: devour N — Thunder-Thrash Elder devours Grizzly Bears and Llanowar Elves as it enters: both sacrificed, it enters with three times that many +1/+1 counters', () => {
    expect(compiledPoolCard('Thunder-Thrash Elder').keywords).toEqual(['devour 3']);
    const setup = ['Alice has Mountain, Mountain, Mountain, Grizzly Bears, Llanowar Elves', 'Alice hand: Thunder-Thrash Elder', 'Alice casts Thunder-Thrash Elder'];
    const trace = poolTrace(['Thunder-Thrash Elder'], [...setup, 'Alice sacrifices Grizzly Bears, Llanowar Elves', 'resolve']);
    const text = trace.events.map((e) => e.text).join('\n');
    expect(text).toMatch(/Thunder-Thrash Elder enters with 6 \+1\/\+1 counters \(devour 3: 2 creatures sacrificed\)/);
    expect(trace.final.battlefield.find((p) => p.label === 'Thunder-Thrash Elder')).toMatchObject({ power: 7, toughness: 7 });
    expect(trace.final.players[0]!.graveyard).toEqual(expect.arrayContaining(['Grizzly Bears', 'Llanowar Elves']));
    // The choice is "may": unstated, nothing is sacrificed, and the trace says so.
    const unstated = poolTrace(['Thunder-Thrash Elder'], [...setup, 'resolve']);
    expect(unstated.events.map((e) => e.text).join('\n')).toMatch(/Alice sacrifices no creatures as Thunder-Thrash Elder enters \(devour 3\) \(the default/);
    expect(unstated.final.battlefield.find((p) => p.label === 'Thunder-Thrash Elder')).toMatchObject({ power: 1, toughness: 1 });
    expect(unstated.final.battlefield.map((p) => p.label)).toEqual(expect.arrayContaining(['Grizzly Bears', 'Llanowar Elves']));
  });

  it('702.89a: totem armor — lethal damage to the creature Hyena Umbra enchants: instead its damage is removed and the Aura is destroyed', () => {
    expect(compiledPoolCard('Hyena Umbra').keywords).toEqual(['totem armor']);
    const trace = poolTrace(['Hyena Umbra'], ['Alice has Grizzly Bears, Hyena Umbra (attached to Grizzly Bears)', 'Bob has Mountain', 'Bob hand: Lightning Bolt', 'Bob casts Lightning Bolt targeting Grizzly Bears', 'resolve']);
    const text = trace.events.map((e) => e.text).join('\n');
    expect(text).toMatch(/Grizzly Bears would be destroyed \(3 damage marked, toughness 3: lethal damage\), but Hyena Umbra has umbra armor/);
    expect(text).toMatch(/Hyena Umbra's umbra armor: instead of Grizzly Bears being destroyed, all damage marked on it is removed and Hyena Umbra is destroyed/);
    expect(trace.final.battlefield.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2, damage: 0 });
    expect(trace.final.players[0]!.graveyard).toEqual(['Hyena Umbra']);
  });

  it('702.89a, 616.1: totem armor replaces a destruction by an effect (Murder); with a regeneration shield too, the controller chooses which applies, and the other then doesn\'t', () => {
    const murder = poolTrace(['Snake Umbra'], ['Alice has Grizzly Bears, Snake Umbra (attached to Grizzly Bears)', 'Bob has Swamp, Swamp, Swamp', 'Bob hand: Murder', 'Bob casts Murder targeting Grizzly Bears', 'resolve']);
    expect(murder.final.battlefield.map((p) => p.label)).toContain('Grizzly Bears');
    expect(murder.final.players[0]!.graveyard).toEqual(['Snake Umbra']);
    const shielded = (choice: string[]) => poolTrace(['Snake Umbra', 'Carrion Wall'], ['Alice has Carrion Wall, Snake Umbra (attached to Carrion Wall), Swamp, Swamp', 'Bob has Swamp, Swamp, Swamp', 'Bob hand: Murder', 'Alice activates Carrion Wall', 'resolve', ...choice, 'Bob casts Murder targeting Carrion Wall', 'resolve']);
    const oldest = shielded([]);
    expect(oldest.events.map((e) => e.text).join('\n')).toMatch(/2 replacement or prevention effects apply to the destruction of Carrion Wall: Alice applies Snake Umbra's umbra armor first \(the oldest; Alice named none\)/);
    expect(oldest.final.battlefield.find((p) => p.label === 'Carrion Wall')).toMatchObject({ tapped: false });
    expect(oldest.final.players[0]!.graveyard).toEqual(['Snake Umbra']);
    const regenerated = shielded(["Alice applies Carrion Wall's ability first"]);
    expect(regenerated.final.battlefield.find((p) => p.label === 'Carrion Wall')).toMatchObject({ tapped: true });
    expect(regenerated.final.battlefield.map((p) => p.label)).toContain('Snake Umbra');
  });

  it('702.115a: ingest — Benthic Infiltrator deals combat damage to Bob: Bob exiles the top card of his library', () => {
    expect(compiledPoolCard('Benthic Infiltrator').abilities?.[0]).toMatchObject({ kind: 'triggered', when: 'deals-combat-damage-to-player', text: 'Ingest' });
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Benthic Infiltrator'] }, { name: 'Bob', battlefield: ['Grizzly Bears'], library: ['Forest', 'Island'] }], step: 'beginning-of-combat', cards: [compiledPoolCard('Benthic Infiltrator')] });
    const events: EngineEvent[] = [];
    events.push(...g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Benthic Infiltrator': 'Bob' } }));
    for (let guard = 0; guard < 20 && g.state.step !== 'end-of-combat'; guard++) events.push(...g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name }));
    expect(g.snapshot().players[1]!.life).toBe(19);
    expect(g.snapshot().players[1]!.exile).toEqual(['Forest']);
    expect(events.filter((e) => e.kind === 'trigger' && e.text.startsWith("Benthic Infiltrator's ability triggers"))).toHaveLength(1);
  });

  it('702.82b: "for each creature it devoured" — Skullmulcher devours two creatures and draws two cards; devouring none, it draws none', () => {
    const play = (devours: string[]) => poolTrace(['Skullmulcher'], ['Alice has Forest, Forest, Forest, Forest, Forest, Grizzly Bears, Llanowar Elves', 'Alice hand: Skullmulcher', 'Alice library: Island, Island, Island', 'Alice casts Skullmulcher', ...devours, 'resolve all']);
    const two = play(['Alice sacrifices Grizzly Bears, Llanowar Elves']);
    expect(two.final.battlefield.find((p) => p.label === 'Skullmulcher')).toMatchObject({ power: 5, toughness: 5 });
    expect(two.final.players[0]!.hand).toHaveLength(2);
    expect(play([]).final.players[0]!.hand).toEqual([]);
  });
});
