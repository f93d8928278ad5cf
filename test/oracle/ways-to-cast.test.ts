/**
 * Ways to cast and pay (118, 601.2b, 601.2f–h, 107.4) on real cards of the 2020 pool, each compiled from its
 * Oracle text and played through the engine: alternative costs without mana (118.9).
 */
import { Game, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compileCard } from '../../src/oracle/compile';
import { compiledPoolCard, poolGame, poolTrace, POOL_FILE, refusalIn, simulatePool, textOf, toUpkeep } from './pool';


describeWithSharedData('118.9: alternative costs without mana (2020 pool)', [POOL_FILE], () => {
  it('118.9: Fireblast may be cast by sacrificing two Mountains rather than paying {4}{R}{R}', () => {
    expect(compiledPoolCard('Fireblast').alternative).toEqual({ cost: { sacrifice: { subtypes: ['Mountain'] }, sacrificeCount: 2 } });
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Forest'], hand: ['Fireblast'] }, { name: 'Bob' }] }, ['Fireblast']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Fireblast', targets: ['Bob'] }))).toMatch(/can't pay \{4\}\{R\}\{R\}/);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Fireblast', alternative: true, targets: ['Bob'] });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/The total cost of Fireblast is \{0\}[\s\S]*sacrificing Mountain, Mountain #2/);
    g.resolveStack();
    expect(g.snapshot().players[1]!.life).toBe(16);
    expect(g.snapshot().players[0]).toMatchObject({ graveyard: ['Mountain', 'Mountain #2', 'Fireblast'] });
  });

  it('118.3: an alternative cost that can\'t be paid fully can\'t be paid: Fireblast with one Mountain', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Fireblast'] }, { name: 'Bob' }] }, ['Fireblast']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Fireblast', alternative: true, targets: ['Bob'] }))).toMatch(/can't pay "sacrifice 2 Mountain permanents": they control 1/);
    expect(g.snapshot().players[0]!.hand).toEqual(['Fireblast']);
  });

  it('118.9, 118.3: Force of Will is cast for 1 life and a blue card exiled from its caster\'s hand (choice "exile"), and counters the spell', () => {
    expect(compiledPoolCard('Force of Will').alternative).toEqual({ cost: { payLife: 1, exileFromHand: { filter: { colors: ['U'] }, amount: 1 } } });
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { name: 'Bob', hand: ['Force of Will', 'Island', 'Counterspell', 'Think Twice'] }] }, ['Force of Will', 'Think Twice']);
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] });
    g.do({ type: 'pass', player: 'Alice' });
    const events = g.do({ type: 'cast', player: 'Bob', card: 'Force of Will', alternative: true, targets: ['Lightning Bolt'], choices: { exile: 'Think Twice' } });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/exiling Think Twice from their hand/);
    g.resolveStack();
    expect(g.snapshot().players[1]).toMatchObject({ life: 19, hand: ['Island', 'Counterspell'], exile: ['Think Twice'] });
    expect(g.snapshot().players[0]!.graveyard).toEqual(['Lightning Bolt']);
  });

  it('118.3: Force of Will can\'t exile itself nor a card that isn\'t blue; by default the first blue card of the hand', () => {
    const alone = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { name: 'Bob', hand: ['Force of Will', 'Island'] }] }, ['Force of Will']);
    alone.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] });
    alone.do({ type: 'pass', player: 'Alice' });
    expect(refusalIn(alone.do({ type: 'cast', player: 'Bob', card: 'Force of Will', alternative: true, targets: ['Lightning Bolt'] }))).toMatch(/can't pay "exile … from their hand"|can't pay "exile 1 blue card from their hand"/);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { name: 'Bob', hand: ['Force of Will', 'Island', 'Counterspell'] }] }, ['Force of Will']);
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] });
    g.do({ type: 'pass', player: 'Alice' });
    expect(textOf(g.do({ type: 'cast', player: 'Bob', card: 'Force of Will', alternative: true, targets: ['Lightning Bolt'] }))).toMatch(/chooses Counterspell for "exile 1 blue card from their hand" \(the first ones in their hand; none was named\)/);
  });

  it('118.9: a scenario casts Daze "for its alternative cost", returning an Island; Daze counters a spell unless its controller pays {1}', () => {
    expect(compiledPoolCard('Daze').alternative).toEqual({ cost: { returnToHand: { filter: { subtypes: ['Island'], controller: 'you' }, amount: 1 } } });
    const trace = poolTrace(['Daze'], ['Alice has Mountain', 'Alice hand: Lightning Bolt', 'Bob has Island', 'Bob hand: Daze', 'Alice casts Lightning Bolt targeting Bob', 'Bob casts Daze for its alternative cost targeting Lightning Bolt', 'resolve all']);
    expect(trace.final.players[1]).toMatchObject({ life: 20, hand: ['Island'] });
    expect(trace.final.players[0]!.graveyard).toEqual(['Lightning Bolt']);
  });

  it('118.9, 601.2b: Orim\'s Cure taps an untapped creature its caster controls rather than {1}{W}, only if they control a Plains', () => {
    expect(compiledPoolCard("Orim's Cure").alternative).toEqual({ cost: { tapUntapped: { filter: { types: ['Creature'], controller: 'you', tapped: false }, amount: 1 } }, if: { youControl: { subtypes: ['Plains'] } } });
    const setup = (lands: string[]): GameSetup => ({ players: [{ name: 'Alice', battlefield: [...lands, 'Grizzly Bears'], hand: ["Orim's Cure"] }, { name: 'Bob' }] });
    const noPlains = poolGame(setup(['Forest']), ["Orim's Cure"]);
    expect(refusalIn(noPlains.do({ type: 'cast', player: 'Alice', card: "Orim's Cure", alternative: true, targets: ['Alice'] }))).toMatch(/its condition does not hold/);
    const g = poolGame(setup(['Plains']), ["Orim's Cure"]);
    const events = g.do({ type: 'cast', player: 'Alice', card: "Orim's Cure", alternative: true, targets: ['Alice'] });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/tapping Grizzly Bears/);
    // 302.6: tapping a creature for a cost that isn't {T} doesn't ask for it to have been controlled since the turn began.
    expect(g.snapshot().battlefield.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ tapped: true });
    expect(g.snapshot().battlefield.find((p) => p.label === 'Plains')).toMatchObject({ tapped: false });
  });

  it('118.9, 601.2b: Cho-Arrim Legate is cast without paying its mana cost only if an opponent controls a Swamp and its caster controls a Plains', () => {
    expect(compiledPoolCard('Cho-Arrim Legate').alternative).toEqual({ free: true, if: { all: [{ onBattlefield: { subtypes: ['Swamp'], controller: 'opponent' } }, { youControl: { subtypes: ['Plains'] } }] } });
    const setup = (bob: string[]): GameSetup => ({ players: [{ name: 'Alice', battlefield: ['Plains'], hand: ['Cho-Arrim Legate'] }, { name: 'Bob', battlefield: bob }] });
    const noSwamp = poolGame(setup(['Island']), ['Cho-Arrim Legate']);
    expect(refusalIn(noSwamp.do({ type: 'cast', player: 'Alice', card: 'Cho-Arrim Legate', alternative: true }))).toMatch(/its condition does not hold/);
    const g = poolGame(setup(['Swamp']), ['Cho-Arrim Legate']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Cho-Arrim Legate', alternative: true });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/The total cost of Cho-Arrim Legate is \{0\}/);
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.label === 'Plains')).toMatchObject({ tapped: false });
    expect(g.snapshot().battlefield.some((p) => p.label === 'Cho-Arrim Legate')).toBe(true);
  });

  it('601.2f: cost increases apply to a spell cast without paying its mana cost: Thalia makes Massacre cost {1}', () => {
    const setup = (lands: string[]): GameSetup => ({ players: [{ name: 'Alice', battlefield: ['Swamp', ...lands], hand: ['Massacre'] }, { name: 'Bob', battlefield: ['Plains', 'Thalia, Guardian of Thraben'] }] });
    const poor = poolGame(setup([]), ['Massacre', 'Thalia, Guardian of Thraben']);
    expect(refusalIn(poor.do({ type: 'cast', player: 'Alice', card: 'Massacre', alternative: true, payWith: [] }))).toMatch(/can't pay \{1\}/);
    const g = poolGame(setup(['Swamp']), ['Massacre', 'Thalia, Guardian of Thraben']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Massacre', alternative: true }))).toBeUndefined();
  });
});

describeWithSharedData('107.4f: Phyrexian mana (2020 pool)', [POOL_FILE], () => {
  it('107.4f: Dismember\'s {B/P}{B/P} is paid with {B}{B} by default, or with 2 life each: four life and {1}', () => {
    expect(compiledPoolCard('Dismember')).toMatchObject({ manaCost: '{1}{B/P}{B/P}' });
    const setup: GameSetup = { players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Mountain'], hand: ['Dismember'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] };
    const byMana = poolGame(setup, ['Dismember']);
    const events = byMana.do({ type: 'cast', player: 'Alice', card: 'Dismember', targets: ['Hill Giant'] });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/Dismember's Phyrexian mana \{B\/P\}\{B\/P\}: paid with one mana of its color \(the default; name how many are paid with life\)/);
    expect(byMana.snapshot().players[0]!.life).toBe(20);
    const byLife = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Dismember'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Dismember']);
    expect(refusalIn(byLife.do({ type: 'cast', player: 'Alice', card: 'Dismember', targets: ['Hill Giant'] }))).toMatch(/can't pay \{1\}\{B\}\{B\}/);
    const paid = byLife.do({ type: 'cast', player: 'Alice', card: 'Dismember', targets: ['Hill Giant'], phyrexianLife: 2 });
    expect(refusalIn(paid)).toBeUndefined();
    expect(textOf(paid)).toMatch(/2 paid with 2 life each \(4 life\)[\s\S]*The total cost of Dismember is \{1\}/);
    byLife.resolveStack();
    expect(byLife.snapshot().players[0]!.life).toBe(16);
    expect(byLife.snapshot().players[1]!.graveyard).toEqual(['Hill Giant']);
  });

  it('107.4f, 119.4: one symbol with life and one with mana; life a player doesn\'t have can\'t be paid; no more symbols than the cost has', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Mountain'], hand: ['Dismember'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Dismember']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Dismember', targets: ['Hill Giant'], phyrexianLife: 3 }))).toMatch(/has 2 Phyrexian mana symbols: 3 can't be paid with life/);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Dismember', targets: ['Hill Giant'], phyrexianLife: 1 });
    expect(textOf(events)).toMatch(/1 paid with 2 life each \(2 life\), 1 paid with one mana of its color/);
    expect(g.snapshot().players[0]!.life).toBe(18);
    const dying = poolGame({ players: [{ name: 'Alice', life: 3, hand: ['Gitaxian Probe'], library: ['Island'] }, { name: 'Bob' }] }, ['Gitaxian Probe']);
    expect(refusalIn(dying.do({ type: 'cast', player: 'Alice', card: 'Gitaxian Probe', targets: ['Bob'], phyrexianLife: 1 }))).toBeUndefined();
    const broke = poolGame({ players: [{ name: 'Alice', life: 1, hand: ['Gitaxian Probe'] }, { name: 'Bob' }] }, ['Gitaxian Probe']);
    expect(refusalIn(broke.do({ type: 'cast', player: 'Alice', card: 'Gitaxian Probe', targets: ['Bob'], phyrexianLife: 1 }))).toMatch(/has 1 life and can't pay 2 life/);
  });

  it('107.4f: a scenario pays Gitaxian Probe with life ("paying 2 life"); an odd amount is an error', () => {
    const trace = poolTrace(['Gitaxian Probe'], ['Alice library: Island', 'Bob hand: Grizzly Bears', 'Alice casts Gitaxian Probe paying 2 life targeting Bob', 'resolve all']);
    expect(trace.final.players[0]).toMatchObject({ life: 18, hand: ['Island'] });
    const odd = simulatePool(['Gitaxian Probe'], ['Alice casts Gitaxian Probe paying 3 life targeting Bob']);
    expect(odd.ok).toBe(false);
    if (!odd.ok) expect(odd.message).toMatch(/2 for each symbol/);
  });

  it('107.4f, 602.2b: an activated ability\'s Phyrexian mana is paid with mana of its color, or with 2 life', () => {
    const relic = compileCard({ name: 'Phyrexian Relic', manaCost: '{W/P}', typeLine: 'Artifact', oracleText: '{W/P}, {T}: You gain 1 life.' });
    if (relic.status !== 'compiled') throw new Error(relic.reason);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Phyrexian Relic'] }, { name: 'Bob' }], cards: [relic.definition] });
    expect(refusalIn(g.do({ type: 'activate', player: 'Alice', source: 'Phyrexian Relic' }))).toMatch(/can't pay \{W\}/);
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Phyrexian Relic', phyrexianLife: 1 });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/Alice pays \{T\}, 2 life \(life 18\)/);
    g.resolveStack();
    expect(g.snapshot().players[0]!.life).toBe(19);
  });

  it('107.4f: Phyrexian mana anywhere but a mana cost or an activated ability\'s cost is refused, naming the symbol', () => {
    const result = compileCard({ name: 'Test Tax', manaCost: '{2}', typeLine: 'Artifact', oracleText: 'Whenever an opponent casts a spell, that player loses 2 life unless they pay {B/P}.' });
    expect(result).toMatchObject({ status: 'unsupported' });
  });
});

describeWithSharedData('702.88: rebound (2020 pool)', [POOL_FILE], () => {
  const setup: GameSetup = { players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Staggershock'], library: ['Forest', 'Forest'] }, { name: 'Bob', battlefield: ['Island', 'Island'], hand: ['Counterspell'], library: ['Forest', 'Forest'] }] };

  it('702.88a: Staggershock cast from the hand is exiled as it resolves, and cast again from exile without paying its mana cost at its caster\'s next upkeep', () => {
    expect(compiledPoolCard('Staggershock').keywords).toEqual(['rebound']);
    const g = poolGame(setup, ['Staggershock']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Staggershock', targets: ['Bob'] }))).toBeUndefined();
    const resolved = g.resolveStack();
    expect(textOf(resolved)).toMatch(/it has rebound and was cast from its owner's hand[\s\S]*creates a delayed triggered ability at the beginning of your next upkeep/);
    expect(g.snapshot().players[0]!.exile).toEqual(['Staggershock']);
    expect(g.snapshot().players[1]!.life).toBe(18);
    // Bob's upkeep is not Alice's: the delayed trigger waits for hers.
    toUpkeep(g, 'Bob');
    expect(g.state.stack).toHaveLength(0);
    toUpkeep(g, 'Alice');
    expect(g.state.stack).toHaveLength(1);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Staggershock', rebound: true, targets: ['Bob'] }))).toBeUndefined();
    const again = g.resolveStack();
    expect(textOf(again)).toMatch(/is cast from exile without paying its mana cost as its rebound trigger resolves[\s\S]*The total cost of Staggershock is \{0\}/);
    expect(g.snapshot().players[1]!.life).toBe(16);
    // Cast from exile, it doesn't rebound again: it goes to the graveyard.
    expect(g.snapshot().players[0]).toMatchObject({ exile: [], graveyard: ['Staggershock'] });
    expect(g.snapshot().battlefield.filter((p) => p.label.startsWith('Mountain') && p.tapped)).toHaveLength(0);
  });

  it('702.88a: not cast as its trigger resolves (the default), the card stays in exile; countered, it goes to the graveyard and doesn\'t rebound', () => {
    const g = poolGame(setup, ['Staggershock']);
    g.do({ type: 'cast', player: 'Alice', card: 'Staggershock', targets: ['Bob'] });
    g.resolveStack();
    toUpkeep(g, 'Alice');
    expect(textOf(g.resolveStack())).toMatch(/doesn't cast Staggershock/);
    expect(g.snapshot().players[0]!.exile).toEqual(['Staggershock']);
    const countered = poolGame(setup, ['Staggershock']);
    countered.do({ type: 'cast', player: 'Alice', card: 'Staggershock', targets: ['Bob'] });
    countered.do({ type: 'pass', player: 'Alice' });
    countered.do({ type: 'cast', player: 'Bob', card: 'Counterspell', targets: ['Staggershock'] });
    countered.resolveStack();
    expect(countered.snapshot().players[0]).toMatchObject({ exile: [], graveyard: ['Staggershock'] });
    expect(countered.state.delayedTriggers).toHaveLength(0);
  });

  it('702.88a: a scenario casts it "with rebound" as its trigger resolves; a card without rebound is an error', () => {
    const refused = simulatePool(['Staggershock'], ['Alice has Mountain', 'Alice hand: Lightning Bolt', 'Alice casts Lightning Bolt with rebound targeting Bob']);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toMatch(/has no rebound/);
  });
});

describeWithSharedData('602.5b: "Activate this ability no more than N times each turn" (2020 pool)', [POOL_FILE], () => {
  it('602.5b: Pit Imp\'s ability can be activated twice a turn, not a third time; the count starts again next turn', () => {
    expect(compiledPoolCard('Pit Imp').abilities).toEqual([expect.objectContaining({ timesPerTurn: 2 })]);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Pit Imp', 'Swamp', 'Swamp', 'Swamp'] }, { name: 'Bob' }] }, ['Pit Imp']);
    for (const _ of [1, 2]) {
      expect(refusalIn(g.do({ type: 'activate', player: 'Alice', source: 'Pit Imp' }))).toBeUndefined();
      g.resolveStack();
    }
    expect(refusalIn(g.do({ type: 'activate', player: 'Alice', source: 'Pit Imp' }))).toMatch(/no more than 2 times each turn, and it has been 2 times this turn/);
    expect(g.snapshot().battlefield.find((p) => p.label === 'Pit Imp')).toMatchObject({ power: 2 });
  });
});
