/**
 * 601.2f: cost increases and reductions of spells ("Noncreature spells cost {1} more to cast"), on real
 * cards of the 2020 pool, each compiled from its Oracle text and played through the engine.
 */
import type { GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, poolGame, poolTrace, POOL_FILE, refusalIn, simulatePool, textOf } from './pool';


describeWithSharedData('cost changes of spells (601.2f, 2020 pool)', [POOL_FILE], () => {
  it('601.2f cost increase: Thalia, Guardian of Thraben makes every player\'s Lightning Bolt cost {1}{R}, not a creature spell', () => {
    expect(compiledPoolCard('Thalia, Guardian of Thraben').abilities).toEqual([expect.objectContaining({ spellCost: { filter: { notTypes: ['Creature'] }, more: '{1}' } })]);
    const poor = poolGame({ players: [{ name: 'Alice', battlefield: ['Thalia, Guardian of Thraben'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }], activePlayer: 'Bob' }, ['Thalia, Guardian of Thraben']);
    expect(refusalIn(poor.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Alice'] }))).toMatch(/can't pay \{1\}\{R\}/);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Thalia, Guardian of Thraben', 'Forest', 'Forest'], hand: ['Grizzly Bears'] }, { name: 'Bob', battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt'] }], activePlayer: 'Bob' }, ['Thalia, Guardian of Thraben']);
    const events = g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Alice'] });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/Thalia, Guardian of Thraben increases the cost by \{1\}/);
    expect(textOf(events)).toMatch(/The total cost of Lightning Bolt is \{1\}\{R\}/);
    g.resolveStack();
    expect(g.snapshot().players[0]!.life).toBe(17);
    // A creature spell is not a noncreature spell: Grizzly Bears costs its {1}{G}.
    const bears = poolGame({ players: [{ name: 'Alice', battlefield: ['Thalia, Guardian of Thraben', 'Forest', 'Forest'], hand: ['Grizzly Bears'] }, { name: 'Bob' }] }, ['Thalia, Guardian of Thraben']);
    const cast = bears.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' });
    expect(refusalIn(cast)).toBeUndefined();
    expect(textOf(cast)).not.toMatch(/increases the cost/);
  });

  it('601.2f: Derelor\'s increase is colored mana, and only of its controller\'s black spells', () => {
    expect(compiledPoolCard('Derelor').abilities).toEqual([expect.objectContaining({ spellCost: { filter: { colors: ['B'], controller: 'you' }, more: '{B}' } })]);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Derelor', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }] }, ['Derelor']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Murder', targets: ['Grizzly Bears'] }))).toMatch(/can't pay \{1\}\{B\}\{B\}\{B\}/);
    const theirs = poolGame({ players: [{ name: 'Alice', battlefield: ['Derelor'] }, { name: 'Bob', battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }], activePlayer: 'Bob' }, ['Derelor']);
    const events = theirs.do({ type: 'cast', player: 'Bob', card: 'Murder', targets: ['Derelor'] });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).not.toMatch(/increases the cost/);
  });

  it('601.2f: increases apply before reductions — with Sphere of Resistance and Etherium Sculptor, Ornithopter still costs {0}', () => {
    expect(compiledPoolCard('Sphere of Resistance').abilities).toEqual([expect.objectContaining({ spellCost: { filter: {}, more: '{1}' } })]);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Sphere of Resistance', 'Etherium Sculptor'], hand: ['Ornithopter'] }, { name: 'Bob' }] }, ['Sphere of Resistance', 'Etherium Sculptor']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Ornithopter' });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/Sphere of Resistance increases the cost by \{1\}[\s\S]*Etherium Sculptor reduces the cost by \{1\}/);
  });

  it('601.2f: Lodestone Golem and Helm of Awakening change every player\'s spells: the opponent\'s Lightning Bolt costs {1} more and {1} less', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Lodestone Golem', 'Helm of Awakening'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }], activePlayer: 'Bob' }, ['Lodestone Golem', 'Helm of Awakening']);
    // Bob's Lightning Bolt: {R} + {1} - {1}.
    const events = g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Alice'] });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/Lodestone Golem increases the cost by \{1\}[\s\S]*Helm of Awakening reduces the cost by \{1\}/);
  });
});

describeWithSharedData('a spell\'s own cost reduction (601.2f, 2020 pool)', [POOL_FILE], () => {
  it('601.2f: Gearseeker Serpent costs {1} less to cast for each artifact you control, counted as its cost is determined', () => {
    expect(compiledPoolCard('Gearseeker Serpent').costsLess).toEqual({ generic: 1, forEach: { count: { types: ['Artifact'], controller: 'you' } } });
    const islands = ['Island', 'Island', 'Island', 'Island', 'Island'];
    const g = poolGame({ players: [{ name: 'Alice', battlefield: [...islands, 'Ornithopter', 'Bonesplitter'], hand: ['Gearseeker Serpent'] }, { name: 'Bob', battlefield: ['Ornithopter'] }] }, ['Gearseeker Serpent']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Gearseeker Serpent' });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/Gearseeker Serpent reduces its own cost by \{2\} \(2 counted\)/);
    expect(textOf(events)).toMatch(/The total cost of Gearseeker Serpent is \{3\}\{U\}\{U\}/);
  });

  it('601.2f: Marshmist Titan costs {X} less, where X is your devotion to black (of the permanents you control: the spell on the stack adds none)', () => {
    expect(compiledPoolCard('Marshmist Titan').costsLess).toEqual({ generic: 'X', forEach: { devotion: ['B'] } });
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Marshmist Titan', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Marshmist Titan'] }, { name: 'Bob' }] }, ['Marshmist Titan']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Marshmist Titan' });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/Marshmist Titan #2 reduces its own cost by \{1\} \(X is 1\)[\s\S]*The total cost of Marshmist Titan #2 is \{5\}\{B\}/);
  });

  it('601.2f: Academy Journeymage costs {1} less to cast if you control a Wizard — checked as its cost is determined', () => {
    expect(compiledPoolCard('Academy Journeymage').costsLess).toEqual({ generic: 1, if: { youControl: { subtypes: ['Wizard'] } } });
    const islands = ['Island', 'Island', 'Island', 'Island'];
    const alone = poolGame({ players: [{ name: 'Alice', battlefield: islands, hand: ['Academy Journeymage'] }, { name: 'Bob' }] }, ['Academy Journeymage']);
    const refused = alone.do({ type: 'cast', player: 'Alice', card: 'Academy Journeymage' });
    expect(refusalIn(refused)).toMatch(/can't pay \{4\}\{U\}/);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Academy Journeymage', ...islands], hand: ['Academy Journeymage'] }, { name: 'Bob' }] }, ['Academy Journeymage']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Academy Journeymage' });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/reduces its own cost by \{1\}[\s\S]*The total cost of Academy Journeymage #2 is \{3\}\{U\}/);
  });
});

describeWithSharedData('alternative costs a card offers (118.9, 601.2b, 2020 pool)', [POOL_FILE], () => {
  it('118.9: Bringer of the Green Dawn may be cast for {W}{U}{B}{R}{G} rather than its mana cost; for its mana cost by default', () => {
    expect(compiledPoolCard('Bringer of the Green Dawn').alternative).toEqual({ mana: '{W}{U}{B}{R}{G}' });
    const lands = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
    const g = poolGame({ players: [{ name: 'Alice', battlefield: lands, hand: ['Bringer of the Green Dawn'] }, { name: 'Bob' }] }, ['Bringer of the Green Dawn']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Bringer of the Green Dawn' }))).toMatch(/can't pay \{7\}\{G\}\{G\}/);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Bringer of the Green Dawn', alternative: true });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/is cast for the alternative cost its text offers[\s\S]*The total cost of Bringer of the Green Dawn is \{W\}\{U\}\{B\}\{R\}\{G\}/);
    // 118.9a: an alternative cost replaces the mana cost; cost increases still apply (601.2f).
    const taxed = poolGame({ players: [{ name: 'Alice', battlefield: lands, hand: ['Bringer of the Green Dawn'] }, { name: 'Bob', battlefield: ['Lodestone Golem'] }] }, ['Bringer of the Green Dawn', 'Lodestone Golem']);
    expect(refusalIn(taxed.do({ type: 'cast', player: 'Alice', card: 'Bringer of the Green Dawn', alternative: true }))).toMatch(/can't pay \{1\}\{W\}\{U\}\{B\}\{R\}\{G\}/);
  });

  it('118.9: a scenario says "Alice casts Bringer of the Green Dawn for its alternative cost"; a card that offers none is an error', () => {
    const trace = poolTrace(['Bringer of the Green Dawn'], ['Alice has Plains, Island, Swamp, Mountain, Forest', 'Alice hand: Bringer of the Green Dawn', 'Alice casts Bringer of the Green Dawn for its alternative cost', 'resolve all']);
    expect(trace.final.battlefield.some((p) => p.label === 'Bringer of the Green Dawn')).toBe(true);
    const refused = simulatePool(['Gearseeker Serpent'], ['Alice has Island', 'Alice hand: Gearseeker Serpent', 'Alice casts Gearseeker Serpent for its alternative cost']);
    expect(refused.ok).toBe(false);
  });

  it('601.2b: Mindbreak Trap\'s {0} is offered only if an opponent cast three or more spells this turn, checked as it is cast', () => {
    expect(compiledPoolCard('Mindbreak Trap').alternative).toEqual({ mana: '{0}', if: { opponentCastSpells: 3 } });
    const g = poolGame({ players: [{ name: 'Alice', hand: ['Mindbreak Trap'] }, { name: 'Bob', hand: ['Ornithopter', 'Ornithopter', 'Ornithopter'] }], activePlayer: 'Bob' }, ['Mindbreak Trap']);
    for (const _ of [1, 2]) {
      expect(refusalIn(g.do({ type: 'cast', player: 'Bob', card: 'Ornithopter' }))).toBeUndefined();
      g.resolveStack();
    }
    expect(refusalIn(g.do({ type: 'cast', player: 'Bob', card: 'Ornithopter' }))).toBeUndefined();
    g.do({ type: 'pass', player: 'Bob' });
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Mindbreak Trap', alternative: true, targets: [['Ornithopter #3']] });
    expect(refusalIn(events)).toBeUndefined();
    g.resolveStack();
    expect(g.snapshot().players[1]!.exile).toEqual(['Ornithopter #3']);
    const early = poolGame({ players: [{ name: 'Alice', hand: ['Mindbreak Trap'] }, { name: 'Bob', hand: ['Ornithopter'] }], activePlayer: 'Bob' }, ['Mindbreak Trap']);
    early.do({ type: 'cast', player: 'Bob', card: 'Ornithopter' });
    early.do({ type: 'pass', player: 'Bob' });
    expect(refusalIn(early.do({ type: 'cast', player: 'Alice', card: 'Mindbreak Trap', alternative: true, targets: [['Ornithopter']] }))).toMatch(/can't be cast for its alternative cost: its condition does not hold/);
  });
});

describeWithSharedData('overload (702.96, 2020 pool)', [POOL_FILE], () => {
  it('702.96a–b: Electrickery overloaded costs {1}{R} and deals 1 damage to each creature you don\'t control; cast normally, to one target', () => {
    expect(compiledPoolCard('Electrickery')).toMatchObject({ overload: '{1}{R}', overloadSpell: { targets: [], effects: [{ do: 'damage', amount: 1, to: { all: { types: ['Creature'], controller: 'opponent' } } }] } });
    const setup: GameSetup = { players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Llanowar Elves'], hand: ['Electrickery'] }, { name: 'Bob', battlefield: ['Llanowar Elves', 'Llanowar Elves'] }] };
    const g = poolGame(setup, ['Electrickery']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Electrickery', overload: true });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/is cast overloaded[\s\S]*The total cost of Electrickery is \{1\}\{R\}/);
    g.resolveStack();
    expect(g.snapshot().battlefield.filter((p) => /Llanowar Elves/.test(p.label)).map((p) => p.label)).toEqual(["Alice's Llanowar Elves"]);
    const one = poolGame(setup, ['Electrickery']);
    expect(refusalIn(one.do({ type: 'cast', player: 'Alice', card: 'Electrickery', targets: ["Bob's Llanowar Elves #2"] }))).toBeUndefined();
    one.resolveStack();
    expect(one.snapshot().battlefield.filter((p) => /Llanowar Elves/.test(p.label))).toHaveLength(2);
  });

  it('702.96b: Counterflux overloaded counters each spell you don\'t control, not itself; a scenario says "overloaded"', () => {
    const trace = poolTrace(['Counterflux'], ['Bob has Mountain', 'Bob hand: Lightning Bolt', 'Alice has Island, Island, Island, Mountain', 'Alice hand: Counterflux', 'Bob casts Lightning Bolt targeting Alice', 'Alice casts Counterflux overloaded', 'resolve all']);
    expect(trace.events.some((e) => e.kind === 'countered' && /Lightning Bolt/.test(e.text))).toBe(true);
    expect(trace.final.players[0]!.life).toBe(20);
  });
});
