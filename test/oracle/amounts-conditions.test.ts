/**
 * Counted conditions: spell mastery's "if there are two or more instant and/or sorcery cards in your
 * graveyard" (cards of a kind in a graveyard, by their characteristics there), read on with the
 * instructions before its ability word (207.2c). Real cards of the 2020 pool, compiled and played.
 */
import type { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolCard, poolGame } from './pool';
import { compileCard } from '../../src/oracle/compile';

const life = (g: Game, name: string) => g.snapshot().players.find((p) => p.name === name)?.life;
const onBattlefield = (g: Game, label: string) => g.snapshot().battlefield.some((p) => p.label === label);

function impulse(graveyard: string[]): Game {
  const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Fiery Impulse'], graveyard }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Fiery Impulse', 'Lava Axe']);
  g.do({ type: 'cast', player: 'Alice', card: 'Fiery Impulse', targets: ['Hill Giant'] });
  g.resolveStack();
  return g;
}

describeWithSharedData('counted conditions (2020 pool)', [POOL_FILE], () => {
  it('207.2c, 608.2c: Fiery Impulse — spell mastery: with two instant and/or sorcery cards in its caster\'s graveyard it deals 3 damage instead of 2', () => {
    expect(compiledPoolCard('Fiery Impulse').spell?.effects).toMatchObject([{ do: 'if', condition: { cardsInYourGraveyard: 2, filter: { types: ['Instant', 'Sorcery'] } }, effects: [{ do: 'damage', amount: 3 }], otherwise: [{ do: 'damage', amount: 2 }] }]);
    // An instant and a sorcery: 3 damage kills the 3/3.
    expect(onBattlefield(impulse(['Lightning Bolt', 'Lava Axe']), 'Hill Giant')).toBe(false);
    // One instant and a creature card: only 2 damage (Fiery Impulse itself is on the stack, not in the graveyard, as it resolves).
    expect(onBattlefield(impulse(['Lightning Bolt', 'Grizzly Bears']), 'Hill Giant')).toBe(true);
  });

  it('608.2c: Unholy Hunger — "If there are two or more instant and/or sorcery cards in your graveyard, gain 2 life": only then', () => {
    const cast = (graveyard: string[]) => {
      const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Unholy Hunger'], graveyard }, { name: 'Bob', battlefield: ['Grizzly Bears'] }] }, ['Unholy Hunger']);
      g.do({ type: 'cast', player: 'Alice', card: 'Unholy Hunger', targets: ['Grizzly Bears'] });
      g.resolveStack();
      return [onBattlefield(g, 'Grizzly Bears'), life(g, 'Alice')];
    };
    expect(cast(['Lightning Bolt', 'Shock'])).toEqual([false, 22]);
    expect(cast(['Lightning Bolt'])).toEqual([false, 20]);
  });

  it('207.2c: a paragraph of several sentences after an ability word is not read on with the spell (Clinging Mists: the second sentence is the "if"\'s too)', () => {
    expect(compileCard(poolCard('Clinging Mists')).status).toBe('unsupported');
  });
});
