/**
 * 701.3: attaching an Aura or Equipment. Attaching it to what it is already attached to does nothing
 * (701.3b), so it gets no new timestamp; only becoming attached to a different object does (701.3c,
 * 613.7e). A permanent that isn't an Aura or Equipment, or an Equipment that is a creature, doesn't move.
 */
import { citing, permanent, played } from './play';

const FLAIL_ON_FROG = 'Alice has Serra Angel, Gorgon Flail (attached to Serra Angel), 6 Island, Savannah Lions\nAlice casts Turn to Frog targeting Serra Angel\nresolve';

describe('701.3b: re-attaching Equipment to the creature it is already attached to does nothing', () => {
  const trace = played(`${FLAIL_ON_FROG}\nAlice activates Gorgon Flail targeting Serra Angel`);

  it('701.3b, 613.7e: Gorgon Flail re-equipped to a Frogged Serra Angel gets no new timestamp: the Angel still has no deathtouch', () => {
    expect(permanent(trace, 'Serra Angel')).toMatchObject({ power: 2, toughness: 2, keywords: [] });
  });

  it('701.3b: the trace says the equip ability did nothing, and why', () => {
    expect(citing(trace, '701.3b').map((e) => e.text)).toEqual(['Gorgon Flail is already attached to Serra Angel: attaching it there again does nothing (no new timestamp)']);
  });
});

describe('701.3c, 613.7e: attached to a different creature, it gets a new timestamp', () => {
  it('613.7e: moved to Savannah Lions and back, Gorgon Flail is newer than Turn to Frog and gives the Frog deathtouch', () => {
    const trace = played(`${FLAIL_ON_FROG}\nAlice activates Gorgon Flail targeting Savannah Lions\nresolve\nAlice activates Gorgon Flail targeting Serra Angel`);
    expect(permanent(trace, 'Serra Angel')).toMatchObject({ power: 2, toughness: 2, keywords: ['deathtouch'] });
    expect(citing(trace, '701.3c').map((e) => e.text)).toEqual(['Gorgon Flail becomes attached to Savannah Lions', 'Gorgon Flail becomes attached to Serra Angel']);
  });
});
