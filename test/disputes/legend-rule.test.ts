/**
 * 704.5j The legend rule: per controller; the legend put into the graveyard dies (700.4), so dies
 * triggers see it — unless Rest in Peace exiles it instead (614.1a); a stolen legend counts for its
 * new controller. Names with a comma keep their owner ("Bob's Isamaru, Hound of Konda").
 */
import { citing, permanent, played, player } from './play';

describe('704.5j: the legend rule', () => {
  it('the legend put into the graveyard dies: Blood Artist triggers (700.4)', () => {
    const trace = played('Alice has Isamaru, Hound of Konda, Blood Artist, Plains\nBob has Grizzly Bears\nAlice casts Isamaru, Hound of Konda');
    expect(citing(trace, '700.4').map((e) => e.text)).toEqual(["Isamaru, Hound of Konda moves from the battlefield to Alice's graveyard (a state-based action): it dies"]);
    expect([player(trace, 'Alice').life, player(trace, 'Bob').life]).toEqual([21, 19]);
  });

  it('Rest in Peace: the legend is exiled instead, so nothing dies and Blood Artist stays quiet', () => {
    const trace = played('Alice has Isamaru, Hound of Konda, Blood Artist, Rest in Peace, Plains\nAlice casts Isamaru, Hound of Konda');
    expect(player(trace, 'Alice').exile).toEqual(['Isamaru, Hound of Konda']);
    expect(trace.events.some((e) => /Blood Artist's ability triggers/.test(e.text))).toBe(false);
  });

  it('two players may each control their own', () => {
    const trace = played('Alice has Isamaru, Hound of Konda\nBob has Isamaru, Hound of Konda');
    expect(citing(trace, '704.5j')).toEqual([]);
    expect(trace.final.battlefield).toHaveLength(2);
  });

  it("Act of Treason on Bob's Isamaru, Hound of Konda: Alice controls two, keeps hers, and Bob's goes to Bob's graveyard", () => {
    const trace = played("Alice has Isamaru, Hound of Konda, 3 Mountain\nBob has Isamaru, Hound of Konda\nAlice keeps Alice's Isamaru, Hound of Konda\nAlice casts Act of Treason targeting Bob's Isamaru, Hound of Konda");
    expect(citing(trace, '704.5j')[0]!.text).toBe("Legend rule: Bob's Isamaru, Hound of Konda is put into its owner's graveyard (Alice's Isamaru, Hound of Konda is kept)");
    expect(player(trace, 'Bob').graveyard).toEqual(["Bob's Isamaru, Hound of Konda"]);
    expect(permanent(trace, "Alice's Isamaru, Hound of Konda")).toBeDefined();
  });
});
