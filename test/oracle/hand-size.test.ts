/** 402.2, 514.1: the maximum hand size — seven, unless a static ability of a permanent its controller controls changes it (2020 pool). */
import { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

/** Alice, with nine cards in hand and `permanent` (if any) on the battlefield, goes through her cleanup step. */
function afterCleanup(permanent?: string): { hand: number; texts: string[] } {
  const g = new Game({
    players: [{ name: 'Alice', battlefield: permanent ? [permanent] : [], hand: Array(9).fill('Island') }, { name: 'Bob' }],
    cards: permanent ? [compiledPoolCard(permanent)] : [],
  });
  const texts: string[] = [];
  for (let guard = 0; guard < 40 && !(g.state.step === 'upkeep' && g.state.activePlayer === 1); guard++) texts.push(...g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name }).map((e) => e.text));
  return { hand: g.state.players[0]!.hand.length, texts };
}

describeWithSharedData('402.2: the maximum hand size (2020 pool)', [POOL_FILE], () => {
  it('514.1: without any, the active player discards down to seven', () => {
    expect(afterCleanup().hand).toBe(7);
  });

  it.each(['Reliquary Tower', 'Spellbook', 'Thought Vessel'])('402.2: %s — "You have no maximum hand size": nothing is discarded', (permanent) => {
    const { hand, texts } = afterCleanup(permanent);
    expect(hand).toBe(9);
    expect(texts.join('\n')).toMatch(/Alice's maximum hand size is none \(9 cards in hand\)/);
  });

  it('402.2: Thought Devourer — "reduced by four": down to three; Minamo Scrollkeeper — "increased by one": down to eight', () => {
    expect(afterCleanup('Thought Devourer').hand).toBe(3);
    expect(afterCleanup('Minamo Scrollkeeper').hand).toBe(8);
  });
});
