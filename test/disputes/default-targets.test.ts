/**
 * 603.3d: a trigger's default target is the first legal one on an opponent's side for a harmful effect
 * (on its controller's own for a helpful one); when that side has none, the first legal one wherever it
 * is, and the trace says where it really went.
 */
import { texts, played } from './play';

const OGRE = 'define:\n  Test Ogre {R}\n  Creature — Ogre\n  When this creature enters, it deals 1 damage to target creature.\n  2/2';
const HYDRA = 'define:\n  Test Hydra {R}\n  Creature — Hydra\n  When this creature enters, it deals 1 damage to each of up to two target creatures.\n  2/2';

describe('603.3d: the trace says where a default target went', () => {
  it('603.3d: a harmful trigger with nothing legal on an opponent\'s side targets the controller\'s own creature, and says so', () => {
    const trace = played(`${OGRE}\nAlice has Grizzly Bears, Mountain\nBob has Forest\nAlice casts Test Ogre`);
    expect(texts(trace)).toContain("Alice targets Grizzly Bears with Test Ogre's trigger (the effect is harmful, but no legal creature is on an opponent's side: the first legal one, on their own side; none was chosen)");
  });

  it('603.3d, 601.2c: a counted target says the same of the first legal ones', () => {
    const trace = played(`${HYDRA}\nAlice has Grizzly Bears, Savannah Lions, Mountain\nBob has Forest\nAlice casts Test Hydra`);
    expect(texts(trace)).toContain("Alice targets Grizzly Bears, Savannah Lions with Test Hydra's trigger (up to two creatures: the effect is harmful, but no legal one is on an opponent's side: the first legal ones, on their own side; none was chosen)");
  });

  it('603.3d: with a legal creature on the opponent\'s side, it goes there, as before', () => {
    const trace = played(`${OGRE}\nAlice has Grizzly Bears, Mountain\nBob has Hill Giant\nAlice casts Test Ogre`);
    expect(texts(trace)).toContain("Alice targets Hill Giant with Test Ogre's trigger (the first legal one on an opponent's side, as the effect is harmful; none was chosen)");
  });
});
