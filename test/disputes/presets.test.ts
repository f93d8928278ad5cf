/**
 * The dispute presets of rules-data/scenarios play as their titles say, and the choices the scenario
 * language must be able to make are made: a legend to keep, what a Clone copies, a mode, a division.
 */
import { findPreset } from '../../src/scenario/presets';
import { resolveDataDir } from '../../src/util/paths';
import { citing, permanent, played, player, texts } from './play';

const preset = (name: string) => played(findPreset(resolveDataDir(), name).text);

describe('the dispute presets', () => {
  it.each([
    ['first-strike-vs-deathtouch', 'Typhoid Rats dies; Alice 20, Bob 20'],
    ['trample-deathtouch-chump', 'Hill Giant dies; Colossal Dreadmaw survives (7/7, 3 damage); Alice 20, Bob 14'],
    ['double-block-divided', 'Hill Giant dies; Savannah Lions dies; Colossal Dreadmaw survives (6/6, 5 damage); Alice 20, Bob 18'],
    ['pyroclasm-blood-artist', "Pyroclasm resolves; Alice's Blood Artist dies; Grizzly Bears dies; Savannah Lions dies; Bob's Blood Artist dies; Alice 20, Bob 20"],
    ['token-blinked', 'Cloudshift resolves; Spirit token is exiled; Alice 20, Opponent 20'],
    ['planeswalker-attacked-and-bolted', "Lightning Bolt resolves; Jace Beleren is put into its owner's graveyard; Alice 20, Bob 20"],
    ['upkeep-trigger', 'Grizzly Bears dies; Alice 20, Bob 20'],
    ['modal-spell', "Kolaghan's Command resolves; Mind Stone is destroyed; Alice 20, Bob 20"],
    ['flash-blocker', 'Ambush Viper resolves; Hill Giant dies; Ambush Viper dies; Alice 20, Bob 20'],
    ['replacement-rest-in-peace', 'Lightning Bolt resolves; Doomed Traveler is exiled; Alice 20, Bob 20'],
    ['replacement-order', 'Healing Salve resolves; Lightning Bolt resolves; Alice 20, Bob 20'],
    ['layers-7b-7c', 'Giant Growth resolves; Turn to Frog resolves; Alice 20, Opponent 20'],
    ['blood-moon-urborg', 'Alice 20, Bob 20'],
    ['divided-damage-illegal-target', "Ranger's Guile resolves; Forked Bolt resolves; Alice 20, Bob 19"],
    ['exile-until-source-leaves', 'Banisher Priest resolves; Lightning Bolt resolves; Banisher Priest dies; Alice 20, Bob 20'],
    ['counter-a-trigger', "Stifle resolves; Favored Hoplite's trigger is countered; Gods Willing resolves; Alice 20, Bob 20"],
  ])('%s: %s', (name, verdict) => {
    expect(preset(name).verdict).toBe(verdict);
  });

  it('planeswalker-attacked-and-bolted: the Bolt takes Jace from 5 to 2 and the Bears’ combat damage to 0', () => {
    const trace = preset('planeswalker-attacked-and-bolted');
    expect(citing(trace, '120.3c').map((e) => e.text)).toEqual([
      'Lightning Bolt deals 3 damage to Jace Beleren: 3 loyalty counters removed (loyalty 2)',
      'Grizzly Bears deals 2 combat damage to Jace Beleren: 2 loyalty counters removed (loyalty 0)',
    ]);
  });

  it('divided-damage-illegal-target: the hexproof Bears keep no damage, Bob takes only his part', () => {
    const trace = preset('divided-damage-illegal-target');
    expect(permanent(trace, 'Grizzly Bears')!.damage).toBe(0);
    expect(texts(trace)).toContain("The 1 damage divided to Grizzly Bears isn't dealt: it is an illegal target (the division stays as it was made)");
  });

  it('exile-until-source-leaves: the Bears stay on the battlefield, never exiled (610.3b)', () => {
    const trace = preset('exile-until-source-leaves');
    expect(citing(trace, '610.3b').map((e) => e.text)).toEqual(["Banisher Priest has already left the battlefield: Grizzly Bears isn't exiled"]);
    expect(permanent(trace, 'Grizzly Bears')).toBeDefined();
  });

  it('layers-7b-7c: the Bears are a 4/4 blue Frog', () => {
    expect(permanent(preset('layers-7b-7c'), 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4, subtypes: ['Frog'], colors: ['U'] });
  });

  it('blood-moon-urborg: Urborg is a Mountain, the Forest is no Swamp, and Urborg taps for {R} only', () => {
    const trace = preset('blood-moon-urborg');
    expect(permanent(trace, 'Urborg, Tomb of Yawgmoth')!.subtypes).toEqual(['Mountain']);
    expect(permanent(trace, 'Forest')!.subtypes).toEqual(['Forest']);
    expect(player(trace, 'Alice').manaPool).toBe('{R}');
  });
});

describe('choices the scenario language makes', () => {
  it('704.5j: `Alice keeps …` chooses the legend to keep', () => {
    const trace = played('Alice has Isamaru, Hound of Konda, Plains\nAlice casts Isamaru, Hound of Konda\nAlice keeps Isamaru, Hound of Konda\nresolve');
    expect(citing(trace, '704.5j')[0]!.text).toBe('Legend rule: Isamaru, Hound of Konda #2 is put into its owner\'s graveyard (Isamaru, Hound of Konda is kept)');
  });

  it('707.2: `choosing Serra Angel` is what a Clone copies', () => {
    const trace = played('Alice has 4 Island, Grizzly Bears\nBob has Serra Angel\nAlice casts Clone choosing Serra Angel');
    expect(permanent(trace, 'Clone')).toMatchObject({ name: 'Serra Angel', copyOf: 'Serra Angel', power: 4 });
  });

  it('704.5j, 707.2: a Clone copying your own legend makes the legend rule apply (a name with a comma is read whole)', () => {
    const trace = played('Alice has 4 Island, Isamaru, Hound of Konda\nAlice casts Clone choosing Isamaru, Hound of Konda');
    expect(citing(trace, '704.5j')[0]!.text).toBe("Legend rule: Isamaru, Hound of Konda is put into its owner's graveyard (Clone is kept, the newest, by default)");
  });

  it('an unknown choice says what could be chosen', () => {
    expect(() => played('Alice has Forest\nAlice casts Giant Growth targeting Alice choosing purple')).toThrow(/cannot choose 'purple'/);
  });

  it('a one-word target that is no player or card here is an error with a did-you-mean, not a new player', () => {
    expect(() => played('Alice has Mountain\nBob has Grizzly Bears\nAlice casts Lightning Bolt targeting Bobb')).toThrow(/line 3, column 38: 'Bobb' is not a player or a card here — did you mean Bob\?/);
  });

  it('with one player named, a one-word target names the opponent, and the trace says so', () => {
    const trace = played('Alice has Mountain\nAlice casts Lightning Bolt targeting Bob');
    expect(texts(trace)).toContain('Only one player is named: Bob joins as the second player (a game has two or more, 103.1).');
    expect(player(trace, 'Bob').life).toBe(17);
  });

  it('`players:` declares a player who has nothing', () => {
    const trace = played('players: Alice, Bob, Carol\nAlice has Mountain\nAlice casts Lightning Bolt targeting Carol');
    expect(player(trace, 'Carol').life).toBe(17);
  });
});
