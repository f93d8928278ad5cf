import { cardReferences, inlineCardsReply, MAX_INLINE_CARDS } from '../../src/discord/inline-cards';
import { resolveDataDir } from '../../src/util/paths';

describe('[[Card Name]] references in a message', () => {
  it('finds each name once (case aside), at most three, ignoring empty brackets and line breaks', () => {
    expect(cardReferences('Is [[Opt]] better than [[ opt ]]? [[]] [[Lightning Bolt]] [[a\nb]] [[Giant Growth]] [[Shock]]')).toEqual(['Opt', 'Lightning Bolt', 'Giant Growth']);
    expect(cardReferences('no cards here [single] [[')).toEqual([]);
    expect(MAX_INLINE_CARDS).toBe(3);
  });

  it('answers with one page per card, as /card would, public', () => {
    const reply = inlineCardsReply('[[artisan of forms]] and [[Qqqzzz]]', { dataDir: resolveDataDir() })!;
    expect(reply.pages.map((page) => page.title)).toEqual(['Artisan of Forms', 'No such card']);
    expect(reply.ephemeral).toBe(false);
    expect(inlineCardsReply('nothing to see', { dataDir: resolveDataDir() })).toBeUndefined();
  });
});
