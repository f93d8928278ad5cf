import { PrefixIndex } from '../../src/search/prefix';

describe('the prefix index', () => {
  const index = new PrefixIndex<number>([['601.2', 1], ['601.10', 3], ['601.2a', 2], ['602', 4], ['60', 0]]);

  it('finds every key starting with a prefix, in key order', () => {
    expect(index.withPrefix('601')).toEqual([3, 1, 2]);
    expect(index.withPrefix('601.2')).toEqual([1, 2]);
    expect(index.withPrefix('60')).toEqual([0, 3, 1, 2, 4]);
  });

  it('stops at the limit and finds nothing past the last key', () => {
    expect(index.withPrefix('6', 2)).toEqual([0, 3]);
    expect(index.withPrefix('7')).toEqual([]);
  });
});
