/**
 * 601.3: a card's own "Cast ~ only …" restriction, read from real cards of the 2020 pool: checked for the
 * player casting it as they begin to cast it — a part of the turn, whose turn, or a condition.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame, poolTrace } from './pool';

const refusalIn = (events: { kind: string; text: string }[]) => events.find((e) => e.kind === 'illegal-action')?.text;

describeWithSharedData('601.3: "Cast ~ only …" restrictions (2020 pool)', [POOL_FILE], () => {
  it('601.3: Panic ("only during combat before blockers are declared") is refused in a main phase and in the declare blockers step, cast in the declare attackers step', () => {
    expect(compiledPoolCard('Panic').castOnlyIf).toEqual([{ during: 'combat-before-blockers' }]);
    const main = poolTrace(['Panic'], ['Alice has Mountain', 'Alice hand: Panic', 'Bob has Grizzly Bears', 'Alice casts Panic targeting Grizzly Bears']);
    expect(refusalIn(main.events)).toMatch(/cast only/);
    const attacking = poolTrace(['Panic'], ['Alice has Mountain, Hill Giant', 'Alice hand: Panic', 'Bob has Grizzly Bears', 'turn: Alice, declare attackers', 'Alice attacks with Hill Giant', 'Alice casts Panic targeting Grizzly Bears', 'resolve']);
    expect(refusalIn(attacking.events)).toBeUndefined();
    expect(attacking.final.stack).toHaveLength(0);
    const blocked = poolTrace(['Panic'], ['Alice has Mountain, Hill Giant', 'Alice hand: Panic', 'Bob has Grizzly Bears', 'turn: Alice, declare attackers', 'Alice attacks with Hill Giant', 'Bob blocks Hill Giant with Grizzly Bears', 'Alice casts Panic targeting Grizzly Bears']);
    expect(refusalIn(blocked.events)).toMatch(/cast only/);
  });

  it('601.3: Rally the Troops ("during the declare attackers step and only if you\'ve been attacked this step") is cast only while a creature attacks its caster', () => {
    expect(compiledPoolCard('Rally the Troops').castOnlyIf).toEqual([{ during: 'declare-attackers' }, 'attacked-this-step']);
    const attacked = poolTrace(['Rally the Troops'], ['Alice has Plains', 'Bob has Hill Giant', 'Alice hand: Rally the Troops', 'turn: Bob, declare attackers', 'Bob attacks with Hill Giant', 'Alice casts Rally the Troops', 'resolve']);
    expect(refusalIn(attacked.events)).toBeUndefined();
    const attacking = poolTrace(['Rally the Troops'], ['Alice has Plains, Hill Giant', 'Alice hand: Rally the Troops', 'turn: Alice, declare attackers', 'Alice attacks with Hill Giant', 'Alice casts Rally the Troops']);
    expect(refusalIn(attacking.events)).toMatch(/cast only/);
  });

  it('601.3: Illusory Angel ("only if you\'ve cast another spell this turn") is refused first, cast after another spell', () => {
    expect(compiledPoolCard('Illusory Angel').castOnlyIf).toEqual([{ youCastThisTurn: {} }]);
    const first = poolTrace(['Illusory Angel'], ['Alice has 3 Islands', 'Alice hand: Illusory Angel', 'Alice casts Illusory Angel']);
    expect(refusalIn(first.events)).toMatch(/cast only/);
    const after = poolTrace(['Illusory Angel'], ['Alice has 3 Islands, Mountain', 'Alice hand: Illusory Angel, Lightning Bolt', 'Alice casts Lightning Bolt targeting Bob', 'resolve', 'Alice casts Illusory Angel', 'resolve']);
    expect(refusalIn(after.events)).toBeUndefined();
    expect(after.final.battlefield.some((p) => p.name === 'Illusory Angel')).toBe(true);
  });

  it('601.3: Blizzard ("only if you control a snow land") and Reset ("during an opponent\'s turn after their upkeep step")', () => {
    expect(compiledPoolCard('Blizzard').castOnlyIf).toEqual([{ youControl: { types: ['Land'], supertypes: ['Snow'] } }]);
    expect(refusalIn(poolTrace(['Blizzard'], ['Alice has 2 Forests', 'Alice hand: Blizzard', 'Alice casts Blizzard']).events)).toMatch(/cast only/);
    expect(compiledPoolCard('Reset').castOnlyIf).toEqual([{ all: ['not-your-turn', { during: 'after-upkeep' }] }]);
    expect(refusalIn(poolTrace(['Reset'], ['Alice has 2 Islands', 'Alice hand: Reset', 'Alice casts Reset']).events)).toMatch(/cast only/);
    expect(refusalIn(poolTrace(['Reset'], ['Alice has 2 Islands', 'Alice hand: Reset', 'turn: Bob, end', 'Alice casts Reset', 'resolve']).events)).toBeUndefined();
  });
});

describeWithSharedData('505.1: addendum — "If you cast this spell during your main phase, …" (2020 pool)', [POOL_FILE], () => {
  const handOf = (t: ReturnType<typeof poolTrace>, player: number) => (t.final.players[player] as unknown as { hand: unknown[] }).hand.length;

  it("505.1: Arrester's Admonition cast in its caster's main phase draws a card; cast in combat, or in the opponent's main phase, it doesn't", () => {
    const lines = (when: string[]) => ['Alice has 3 Islands', 'Bob has Grizzly Bears', 'Alice hand: Arrester\'s Admonition', 'Alice library: Island, Island', ...when, "Alice casts Arrester's Admonition targeting Grizzly Bears", 'resolve'];
    const main = poolTrace(["Arrester's Admonition"], lines([]));
    expect(refusalIn(main.events)).toBeUndefined();
    expect(handOf(main, 0)).toBe(1);
    const combat = poolTrace(["Arrester's Admonition"], lines(['turn: Alice, combat']));
    expect(refusalIn(combat.events)).toBeUndefined();
    expect(handOf(combat, 0)).toBe(0);
    const theirs = poolTrace(["Arrester's Admonition"], lines(['turn: Bob, main']));
    expect(refusalIn(theirs.events)).toBeUndefined();
    expect(handOf(theirs, 0)).toBe(0);
  });

  it('207.2c: an ability word labels more instructions of the same spell — Dispatch taps, then exiles with three artifacts', () => {
    expect(compiledPoolCard('Dispatch').spell?.effects?.length).toBeGreaterThan(1);
  });
});

describeWithSharedData('601.3: "You may cast ~ from exile / from your graveyard" (2020 pool)', [POOL_FILE], () => {
  const griffin = (step?: 'beginning-of-combat') => {
    const g = poolGame({ ...(step ? { step } : {}), players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Island'], exile: ['Misthollow Griffin'] }, { name: 'Bob' }] }, ['Misthollow Griffin']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Misthollow Griffin' });
    g.resolveStack();
    return { g, events };
  };

  it("601.3: Misthollow Griffin is cast from its owner's exile, at sorcery speed like any creature", () => {
    expect(compiledPoolCard('Misthollow Griffin').castFrom).toEqual(['exile']);
    const { g, events } = griffin();
    expect(refusalIn(events)).toBeUndefined();
    expect(events.some((e) => e.rules.includes('601.3') && /from its owner's exile/.test(e.text))).toBe(true);
    expect(g.state.battlefield.some((id) => g.state.objects[id]!.card === 'Misthollow Griffin')).toBe(true);
    expect(refusalIn(griffin('beginning-of-combat').events)).toMatch(/sorcery speed/);
  });

  it('601.3: Skaab Ruinator is cast from its owner\'s graveyard (exiling three other creature cards); a card without that ability is not (Grizzly Bears)', () => {
    const skaab = poolGame({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island'], graveyard: ['Skaab Ruinator', 'Grizzly Bears', 'Hill Giant', 'Savannah Lions'] }, { name: 'Bob' }] }, ['Skaab Ruinator']);
    const events = skaab.do({ type: 'cast', player: 'Alice', card: 'Skaab Ruinator' });
    skaab.resolveStack();
    expect(refusalIn(events)).toBeUndefined();
    expect(events.some((e) => e.rules.includes('601.3') && /from its owner's graveyard/.test(e.text))).toBe(true);
    expect(skaab.state.battlefield.some((id) => skaab.state.objects[id]!.card === 'Skaab Ruinator')).toBe(true);
    expect(skaab.state.players[0]!.exile).toHaveLength(3);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest'], graveyard: ['Grizzly Bears'] }, { name: 'Bob' }] }, []);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' }))).toMatch(/no "Grizzly Bears" in/);
  });
});

describeWithSharedData('113.6j, 605.1a: a mana ability that works from a hand (2020 pool)', [POOL_FILE], () => {
  it("113.6j: Elvish Spirit Guide exiled from its owner's hand adds {G} at once, which pays for Grizzly Bears with one Forest", () => {
    expect(compiledPoolCard('Elvish Spirit Guide').abilities).toMatchObject([{ kind: 'activated', zone: 'hand', cost: { exileSelf: true }, effects: [{ do: 'add-mana', mana: 'G' }] }]);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest'], hand: ['Elvish Spirit Guide', 'Grizzly Bears'] }, { name: 'Bob' }] }, ['Elvish Spirit Guide']);
    const guide = g.do({ type: 'activate', player: 'Alice', source: 'Elvish Spirit Guide', from: 'hand' });
    expect(refusalIn(guide)).toBeUndefined();
    expect(g.state.players[0]!.manaPool.G).toBe(1);
    expect(g.state.players[0]!.exile.map((id) => g.state.objects[id]!.card)).toEqual(['Elvish Spirit Guide']);
    expect(g.state.stack).toHaveLength(0);
    const bears = g.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' });
    g.resolveStack();
    expect(refusalIn(bears)).toBeUndefined();
    expect(g.state.battlefield.some((id) => g.state.objects[id]!.card === 'Grizzly Bears')).toBe(true);
  });
});
