/**
 * The engine's former wrong answers, each proven right by the rule that decides it: simultaneous
 * deaths, tokens that left the battlefield, deathtouch and lifelink outside combat, counters that
 * annihilate, one land a turn, scripted trigger targets, and saying what isn't modelled.
 */
import { at, citing, permanent, played, player, refused, texts } from './play';

const BLOOD_ARTIST_TRIGGER = /Blood Artist's ability triggers \((.+) died\)/;

describe('603.10a, 704.3: creatures that die at the same time leave together, and leaves-the-battlefield abilities look back', () => {
  function bloodArtists(aliceFirst: boolean): ReturnType<typeof played> {
    const alice = aliceFirst ? 'Alice has Blood Artist, Grizzly Bears, 2 Mountain' : 'Alice has Grizzly Bears, 2 Mountain, Blood Artist';
    return played(`${alice}\nBob has Savannah Lions, Blood Artist\nAlice casts Pyroclasm`);
  }

  it.each([true, false])('Pyroclasm: each Blood Artist triggers for itself and for every creature that died with it (Alice’s Blood Artist listed first: %s)', (aliceFirst) => {
    const trace = bloodArtists(aliceFirst);
    const triggers = trace.events.filter((e) => BLOOD_ARTIST_TRIGGER.test(e.text));
    const bySource = (owner: string) => triggers.filter((e) => e.text.startsWith(`${owner}'s Blood Artist's ability`)).map((e) => BLOOD_ARTIST_TRIGGER.exec(e.text)![1]).sort();
    const dead = ["Alice's Blood Artist", "Bob's Blood Artist", 'Grizzly Bears', 'Savannah Lions'];
    expect(bySource('Alice')).toEqual(dead);
    expect(bySource('Bob')).toEqual(dead);
    expect([player(trace, 'Alice').life, player(trace, 'Bob').life]).toEqual([20, 20]);
  });

  it('704.3: the four deaths are one state-based action: every creature leaves before any of their abilities triggers', () => {
    const trace = bloodArtists(true);
    const moves = trace.events.flatMap((e, i) => (e.outcome?.kind === 'dies' ? [i] : []));
    expect(moves).toHaveLength(4);
    expect(Math.max(...moves)).toBeLessThan(at(trace, BLOOD_ARTIST_TRIGGER));
  });

  it('the verdict says what died, in order, with the life totals', () => {
    expect(bloodArtists(true).verdict).toBe("Pyroclasm resolves; Alice's Blood Artist dies; Grizzly Bears dies; Savannah Lions dies; Bob's Blood Artist dies; Alice 20, Bob 20");
  });
});

describe('111.8, 704.5d: a token that left the battlefield does not come back', () => {
  const trace = played('Alice has Spirit token, Plains\nAlice casts Cloudshift targeting Spirit token');

  it('Cloudshift exiles the token, which can’t return: it stays in exile (111.8)', () => {
    expect(citing(trace, '111.8')[0]!.text).toMatch(/Spirit token is a token that has left the battlefield: it can't move to another zone and stays in Alice's exile/);
    expect(permanent(trace, 'Spirit token')).toBeUndefined();
  });

  it('and ceases to exist the next time state-based actions are checked (704.5d)', () => {
    expect(citing(trace, '704.5d')[0]!.text).toMatch(/Spirit token is in exile, not the battlefield: it ceases to exist/);
    expect(player(trace, 'Alice').exile).toEqual([]);
  });
});

describe('702.2b, 704.5h: deathtouch applies to any damage, not only combat damage; 702.15b: so does lifelink', () => {
  const trace = played('Alice has Vampire Nighthawk, Forest\nBob has Colossal Dreadmaw\nAlice casts Prey Upon targeting Vampire Nighthawk, Colossal Dreadmaw');

  it('Vampire Nighthawk fights Colossal Dreadmaw: 2 damage with deathtouch destroys the 6/6 (704.5h)', () => {
    expect(citing(trace, '704.5h')[0]!.text).toBe('Colossal Dreadmaw is destroyed (dealt damage by a source with deathtouch)');
    expect(player(trace, 'Bob').graveyard).toEqual(['Colossal Dreadmaw']);
  });

  it('and its lifelink gains Alice 2 life from fight damage (702.15b)', () => {
    expect(citing(trace, '702.15b')[0]!.text).toMatch(/Alice gains 2 life \(now 22\): lifelink: Vampire Nighthawk dealt 2 damage/);
    expect(player(trace, 'Alice').life).toBe(22);
  });
});

describe('704.5q: +1/+1 and -1/-1 counters annihilate', () => {
  it('Hangarback Walker with two +1/+1 and one -1/-1 counter keeps one +1/+1 counter; when it dies it makes one Thopter', () => {
    const trace = played('Alice has Hangarback Walker (2 +1/+1 counters, 1 -1/-1 counter), Mountain\nAlice casts Shock targeting Hangarback Walker');
    expect(citing(trace, '704.5q')[0]!.text).toBe('1 +1/+1 and 1 -1/-1 counter are removed from Hangarback Walker');
    expect(trace.final.battlefield.filter((p) => p.name === 'Thopter')).toHaveLength(1);
  });

  it('a 0/0 Hangarback Walker with one of each counter dies as they annihilate, and its last known +1/+1 counter still makes a Thopter (704.3, 608.2h)', () => {
    const trace = played('Alice has Hangarback Walker (1 +1/+1 counter, 1 -1/-1 counter)');
    expect(citing(trace, '704.5f')[0]!.text).toBe("Hangarback Walker is put into its owner's graveyard (toughness 0)");
    expect(trace.final.battlefield.filter((p) => p.name === 'Thopter')).toHaveLength(1);
  });
});

describe('305.2: one land a turn; 305.1, 505.6b: only in your own main phase with an empty stack', () => {
  it('the second land of the turn is refused', () => {
    const trace = played('Alice has Mountain\nAlice hand: Forest, Island\nAlice plays Forest\nAlice plays Island');
    expect(citing(trace, '305.2')[0]!.text).toBe('Alice has already played a land this turn');
    expect(player(trace, 'Alice').hand).toEqual(['Island']);
  });

  it('a land in the opponent’s turn, or while a spell is on the stack, is refused', () => {
    const theirTurn = played('Alice has Mountain\nBob hand: Forest\nBob plays Forest');
    expect(citing(theirTurn, '305.1')[0]!.text).toMatch(/only in your own main phase when the stack is empty, and it is Alice's turn/);
    const stack = played('Alice has Mountain\nAlice hand: Forest\nBob has Grizzly Bears\nAlice casts Lightning Bolt targeting Grizzly Bears\nAlice plays Forest');
    expect(citing(stack, '505.6b')[0]!.text).toMatch(/the stack is not empty/);
  });

  it('the next turn allows a land again', () => {
    const trace = played('Alice has Mountain\nAlice hand: Forest, Island\nAlice plays Forest\nnext turn\ngo to Alice\'s main\nAlice plays Island');
    expect(citing(trace, '305.2')).toHaveLength(0);
    expect(trace.final.battlefield.map((p) => p.label)).toContain('Island');
  });
});

describe('603.3d: a trigger target the scenario names is checked', () => {
  const setup = 'Alice has Perilous Myr, Mountain\nBob has Slippery Bogle, Grizzly Bears\n';

  it('an illegal named target (hexproof) is a scenario error at that line and column', () => {
    const error = refused(`${setup}Perilous Myr trigger targeting Slippery Bogle\nAlice casts Shock targeting Perilous Myr`);
    expect([error.line, error.column]).toEqual([3, 1]);
    expect(error.message).toMatch(/Perilous Myr's trigger can't target Slippery Bogle: hexproof \(702\.11b\)/);
  });

  it('without a named target, the trigger is not removed: it takes a legal one on the opponent’s side (the effect is harmful)', () => {
    const trace = played(`${setup}Alice casts Shock targeting Perilous Myr`);
    expect(texts(trace)).toContain("Alice targets Grizzly Bears with Perilous Myr's trigger (the first legal one on an opponent's side, as the effect is harmful; none was chosen)");
    expect(player(trace, 'Bob').graveyard).toEqual(['Grizzly Bears']);
  });
});

describe('nothing is skipped silently: what a definition does not model is said in the trace', () => {
  it('a card defined with notModelled text gets a note naming it', () => {
    const trace = played(
      'define: {name: Half Card, manaCost: "{1}", types: [Artifact], text: "Flying. Whenever the moon is full, win.", notModelled: "Whenever the moon is full, win."}\nAlice has Half Card',
    );
    expect(citing(trace, '108.1')[0]!.text).toBe("Heartwood does not model part of Half Card's text: Whenever the moon is full, win.");
  });
});
