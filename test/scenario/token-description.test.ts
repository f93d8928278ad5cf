/**
 * 111.4: a token that no card here defines is set up by describing it as the effect that makes it does
 * (`a 1/1 white Cat Soldier creature token with vigilance`); a token named without a description is an
 * error that shows how to describe it.
 */
import { permanent, played, refused, texts } from '../disputes/play';

describe('111.4: a token described in a setup line', () => {
  it('a 1/1 white Cat Soldier creature token with vigilance is a token named Cat Soldier, with those characteristics', () => {
    const trace = played('Alice has a 1/1 white Cat Soldier creature token with vigilance');
    expect(permanent(trace, 'Cat Soldier token')).toMatchObject({ token: true, power: 1, toughness: 1, colors: ['W'], types: ['Creature'], subtypes: ['Cat', 'Soldier'], keywords: ['vigilance'] });
    expect(texts(trace)).toContain('Cat Soldier token is set up as described: A 1/1 white Cat Soldier creature token with vigilance (set up by the scenario).');
  });

  it('takes counts, marks, several colors and keywords, and artifact creature tokens', () => {
    const trace = played('Alice has two 2/2 black and green Zombie creature tokens with deathtouch and trample (tapped), a 4/4 colorless Golem artifact creature token');
    expect(permanent(trace, 'Zombie token #2')).toMatchObject({ token: true, tapped: true, colors: ['B', 'G'], keywords: ['deathtouch', 'trample'] });
    expect(permanent(trace, 'Golem token')).toMatchObject({ types: ['Artifact', 'Creature'], colors: [] });
  });

  it('the described token plays like a card-made one: it attacks, and a Clone copying it is no token (707.2)', () => {
    const trace = played('Alice has a 1/1 white Cat Soldier creature token with vigilance, 4 Island\nAlice casts Clone choosing Cat Soldier token\nresolve all\nAlice attacks with Cat Soldier token');
    expect(permanent(trace, 'Cat Soldier token')).toMatchObject({ tapped: false });
    expect(permanent(trace, 'Clone')).toMatchObject({ token: false, power: 1, toughness: 1, subtypes: ['Cat', 'Soldier'] });
    expect(trace.final.players.find((p) => p.name === 'Opponent')!.life).toBe(19);
  });

  it('a token named without a description is an error at its column that shows how to describe it', () => {
    expect(refused('Alice has Grizzly Bears, Cat Soldier token')).toMatchObject({ line: 1, column: 26, message: expect.stringContaining("no card here defines the token 'Cat Soldier token'") });
    expect(refused('Alice has Cat Soldier token').message).toContain("describe it as the card that makes it does: 'a 1/1 white Cat Soldier creature token with vigilance'");
  });

  it('a token named as a target that is not in the game says how to set one up', () => {
    expect(refused('Alice has Plains\nAlice casts Gods Willing targeting Cat Soldier token')).toMatchObject({ line: 2, column: 36, message: expect.stringContaining("no such token is in the game by this line: set one up ('Alice has a 1/1 white Cat Soldier creature token with vigilance')") });
  });

  it('a description without color or creature types, or with an unknown keyword, is an error at its column', () => {
    expect(refused('Alice has a 1/1 Cat creature token')).toMatchObject({ line: 1, column: 13, message: expect.stringContaining('a token needs its color (or colorless) and its creature types') });
    expect(refused('Alice has a 1/1 white Cat creature token with zoomies')).toMatchObject({ line: 1, column: 13, message: expect.stringContaining("unknown keyword 'zoomies'") });
    expect(refused('Alice has a 1/1 white Cat token')).toMatchObject({ column: 13, message: expect.stringContaining("can't read the token") });
  });

  it("a description matching a card-made token (Akroan Crusader's Soldier) uses it; one with other characteristics under its name is an error", () => {
    expect(permanent(played('Alice has a 1/1 red Soldier creature token with haste'), 'Soldier token')).toMatchObject({ power: 1, toughness: 1, keywords: ['haste'] });
    expect(refused('Alice has a 1/1 white Soldier creature token').message).toContain('Soldier is already a token with other characteristics: A 1/1 red Soldier creature token with haste');
  });
});
