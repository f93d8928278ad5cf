import { parseIdQuery } from '../../src/search/ids';

describe('rule numbers as people type them', () => {
  it.each([
    ['601.2h', { id: '601.2h', alone: false }],
    ['601.2', { id: '601.2', alone: false }],
    ['601.2.', { id: '601.2', alone: true }],
    ['601', { id: '601', alone: false }],
    ['6', { id: '6', alone: false }],
    ['702.11', { id: '702.11', alone: false }],
    ['601 2 H', { id: '601.2h', alone: false }],
    ['601..2h', { id: '601.2h', alone: false }],
    ['601.2 h', { id: '601.2h', alone: false }],
    ['Rule 601.2H', { id: '601.2h', alone: false }],
    ['  601.2.  ', { id: '601.2', alone: true }],
  ])('%j', (query, expected) => {
    expect(parseIdQuery(query)).toEqual(expected);
  });

  it.each([
    ['601.2a-d', { id: '601.2a', end: '601.2d', alone: false }],
    ['601.2a–d', { id: '601.2a', end: '601.2d', alone: false }],
    ['601.2a - 601.2d', { id: '601.2a', end: '601.2d', alone: false }],
    ['601.2 to 601.5', { id: '601.2', end: '601.5', alone: false }],
  ])('range %j', (query, expected) => {
    expect(parseIdQuery(query)).toEqual(expected);
  });

  it.each(['hexproof', 'mana abilities', '60', '601.2a-d-f', ''])('%j is not a rule number', (query) => {
    expect(parseIdQuery(query)).toBeUndefined();
  });
});
