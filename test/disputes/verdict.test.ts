/**
 * The verdict names what died and what resolved, and also each creature that was dealt damage and
 * survived, with its final power and toughness and the damage marked on it (120.3e, 704.5g).
 */
import { played } from './play';

describe('120.3e, 704.5g: the verdict names the creatures dealt damage that survived', () => {
  it('"Grizzly Bears survives (5/5, 3 damage)": a Giant Growth\'d blocker takes 3 from Hill Giant and kills it', () => {
    const trace = played('Bob has Hill Giant\nAlice has Grizzly Bears, Forest\nturn: Bob\nBob attacks with Hill Giant\nAlice blocks Hill Giant with Grizzly Bears\nAlice casts Giant Growth targeting Grizzly Bears');
    expect(trace.verdict).toBe('Giant Growth resolves; Hill Giant dies; Grizzly Bears survives (5/5, 3 damage); Bob 20, Alice 20');
  });

  it('a creature dealt damage that then dies, or a player dealt damage, is not a survivor', () => {
    const trace = played('Alice has 2 Mountain\nBob has Hill Giant\nAlice casts Shock targeting Hill Giant\nresolve\nAlice casts Shock targeting Hill Giant\nresolve\nAlice casts Lightning Bolt targeting Bob');
    expect(trace.verdict).not.toMatch(/survives/);
  });

  it('damage removed in the cleanup step: the creature still survived, with no damage marked', () => {
    const trace = played('Alice has Mountain\nBob has Hill Giant\nAlice casts Shock targeting Hill Giant\nresolve\nnext turn');
    expect(trace.verdict).toMatch(/; Hill Giant survives \(3\/3, no damage marked\);/);
  });
});
