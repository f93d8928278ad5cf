import { buildTypoCorrector } from '../../src/search/typos';

const VOCABULARY = ['fling', 'flying', 'hexproof', 'trample', 'deathtouch', 'lifelink', 'counter', 'country', 'shuffle'].sort();
const USAGE: Record<string, number> = { fling: 1, flying: 60, hexproof: 20, trample: 30, deathtouch: 15, lifelink: 10, counter: 200, country: 0, shuffle: 40 };

describe('typo correction against the rules’ vocabulary', () => {
  const correct = buildTypoCorrector(VOCABULARY, (word) => USAGE[word] ?? 0);

  it.each([
    ['hexprof', 'hexproof'],
    ['exproof', 'hexproof'],
    ['trampel', 'trample'],
    ['deathtuch', 'deathtouch'],
    ['conter', 'counter'],
    ['shffle', 'shuffle'],
  ])('%s → %s', (typo, word) => {
    expect(correct(typo)).toBe(word);
  });

  it('prefers the word more rules use among equally close ones (flyng → flying, not the card name Fling)', () => {
    expect(correct('flyng')).toBe('flying');
  });

  it('leaves a word with no close match alone', () => {
    expect(correct('qqqqzzzz')).toBeUndefined();
  });
});
