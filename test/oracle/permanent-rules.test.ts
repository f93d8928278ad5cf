/**
 * Issue 22's permanents with rules of their own, on real cards of the 2020 pool compiled from their
 * Oracle text and played in scenarios: several protections, hexproof from a quality, state triggers, lands that enter tapped unless, Vehicles and crew,
 * werewolves that transform as spells were or weren't cast last turn.
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { compileCard } from '../../src/oracle/compile';
import { simulate } from '../../src/scenario/simulate';
import { resolveDataDir } from '../../src/util/paths';
import { asScryfall, compiledPoolCard, POOL_FILE, poolTrace as trace, simulatePool } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const permanent = (t: Trace, label: string) => t.final.battlefield.find((p) => p.label === label);

/**
 * A werewolf as a full Scryfall card object gives it, with its back face's color indicator (the 2020 pool lost them,
 * so it refuses its back faces, 204), played in a scenario.
 */
function werewolfTrace(name: string, colors: string[], lines: string[]): Trace {
  const compiled = compileCard(asScryfall(name, colors, colors));
  if (compiled.status !== 'compiled') throw new Error(`${name}: ${compiled.reason}`);
  const result = simulate([`define: ${JSON.stringify(compiled.definition)}`, ...lines].join('\n'), { dataDir: resolveDataDir() });
  if (!result.ok) throw new Error(result.message);
  return result.trace;
}

describeWithSharedData('permanents with rules of their own (2020 pool)', [POOL_FILE], () => {
  it('702.16g: "protection from black and from red" is two protections — Paladin en-Vec can\'t be the target of Lightning Bolt nor of Disfigure, but of Giant Growth', () => {
    expect(compiledPoolCard('Paladin en-Vec').keywords).toEqual(['first strike', 'protection from black', 'protection from red']);
    const t = trace(['Paladin en-Vec'], ['Alice has Paladin en-Vec', 'Bob has 1 Mountain, 1 Swamp, 1 Forest', 'Bob hand: Lightning Bolt, Disfigure, Giant Growth', 'Bob casts Lightning Bolt targeting Paladin en-Vec', 'Bob casts Disfigure targeting Paladin en-Vec', 'Bob casts Giant Growth targeting Paladin en-Vec', 'resolve all']);
    expect(texts(t)).toContainEqual("Paladin en-Vec can't be the target of Lightning Bolt: protection from red (702.16b)");
    expect(texts(t)).toContainEqual("Paladin en-Vec can't be the target of Disfigure: protection from black (702.16b)");
    expect(permanent(t, 'Paladin en-Vec')).toMatchObject({ power: 5, toughness: 5 });
  });

  it('702.16g: an Equipment\'s "has protection from red and from blue" (Sword of Fire and Ice) — no red creature blocks the equipped creature (702.16f)', () => {
    const t = trace(['Sword of Fire and Ice'], ['Alice has Grizzly Bears, Sword of Fire and Ice (attached to Grizzly Bears)', 'Bob has Raging Goblin, Savannah Lions', 'next step', 'Alice attacks Bob with Grizzly Bears', 'Bob blocks Grizzly Bears with Raging Goblin']);
    expect(permanent(t, 'Grizzly Bears')?.keywords).toEqual(['protection from red', 'protection from blue']);
    expect(texts(t).join('\n')).toMatch(/Raging Goblin can't block Grizzly Bears: Grizzly Bears has protection from red \(702\.16f\)/);
  });

  it('702.16f: "protection from artifacts" (Tel-Jilad Outrider) — an artifact creature can\'t block it; a nonartifact one can', () => {
    const t = trace(['Tel-Jilad Outrider'], ['Alice has Tel-Jilad Outrider', 'Bob has Ornithopter, Grizzly Bears', 'next step', 'Alice attacks Bob with Tel-Jilad Outrider', 'Bob blocks Tel-Jilad Outrider with Ornithopter']);
    expect(texts(t).join('\n')).toMatch(/Ornithopter can't block Tel-Jilad Outrider: Tel-Jilad Outrider has protection from artifacts \(702\.16f\)/);
    const bears = trace(['Tel-Jilad Outrider'], ['Alice has Tel-Jilad Outrider', 'Bob has Ornithopter, Grizzly Bears', 'next step', 'Alice attacks Bob with Tel-Jilad Outrider', 'Bob blocks Tel-Jilad Outrider with Grizzly Bears', 'next step']);
    expect(permanent(bears, 'Tel-Jilad Outrider')).toBeUndefined();
  });

  it('702.11d: "hexproof from black" — Knight of Grace can\'t be the target of a black spell an opponent controls; its controller\'s black spell and an opponent\'s red one can target it', () => {
    const t = trace(['Knight of Grace'], ['Alice has Knight of Grace, 1 Swamp', 'Alice hand: Disfigure', 'Bob has 1 Swamp, 1 Mountain', 'Bob hand: Disfigure, Lightning Bolt', 'Bob casts Disfigure targeting Knight of Grace', 'Bob casts Lightning Bolt targeting Knight of Grace', 'Alice casts Disfigure targeting Knight of Grace']);
    expect(texts(t)).toContainEqual("Knight of Grace can't be the target of Bob's Disfigure: hexproof from black (702.11d)");
    expect(texts(t)).toContainEqual('Bob casts Lightning Bolt targeting Knight of Grace');
    expect(texts(t)).toContainEqual("Alice casts Alice's Disfigure targeting Knight of Grace");
  });

  it('611.3a: "gets +1/+0 as long as any player controls a black permanent" — Knight of Grace is 3/2 while Bob controls Typhoid Rats, 2/2 once it dies', () => {
    const t = trace(['Knight of Grace'], ['Alice has Knight of Grace', 'Bob has Typhoid Rats', 'Alice has 1 Mountain', 'Alice hand: Shock', 'Alice casts Shock targeting Typhoid Rats']);
    const before = trace(['Knight of Grace'], ['Alice has Knight of Grace', 'Bob has Typhoid Rats', 'next step']);
    expect(permanent(before, 'Knight of Grace')).toMatchObject({ power: 3, toughness: 2 });
    expect(permanent(t, 'Typhoid Rats')).toBeUndefined();
    expect(permanent(t, 'Knight of Grace')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('603.8: "When you control no Islands, sacrifice ~" is a state trigger — Blood Moon makes Fetid Pools a Mountain, and Sea Serpent\'s ability triggers and is sacrificed', () => {
    const t = trace(['Sea Serpent', 'Fetid Pools'], ['Alice has Sea Serpent, Fetid Pools, 3 Mountain', 'Alice hand: Blood Moon', 'Alice casts Blood Moon', 'resolve all']);
    expect(texts(t)).toContainEqual('Sea Serpent\'s ability triggers (the game state its ability names holds, 603.8): "When you control no Islands, sacrifice Sea Serpent."');
    expect(permanent(t, 'Sea Serpent')).toBeUndefined();
    const island = trace(['Sea Serpent'], ['Alice has Sea Serpent, 1 Island, 3 Mountain', 'Alice hand: Blood Moon', 'Alice casts Blood Moon', 'resolve all']);
    expect(permanent(island, 'Sea Serpent')).toBeDefined();
  });

  it('603.8: a state trigger triggers once until it has left the stack, and isn\'t checked again as it resolves — Emperor Crocodile is sacrificed though Ambush Viper entered in response', () => {
    const t = trace(['Emperor Crocodile'], ['Alice has Emperor Crocodile, Grizzly Bears, 1 Forest, 1 Island', 'Alice hand: Ambush Viper', 'Bob has 1 Mountain', 'Bob hand: Lightning Bolt', 'Bob casts Lightning Bolt targeting Grizzly Bears', 'pass', 'Alice casts Ambush Viper', 'resolve all']);
    expect(texts(t).filter((text) => text.startsWith("Emperor Crocodile's ability triggers"))).toHaveLength(1);
    expect(permanent(t, 'Emperor Crocodile')).toBeUndefined();
    expect(permanent(t, 'Ambush Viper')).toBeDefined();
  });

  it('614.1c: "~ enters tapped unless you control two or fewer other lands" — Botanical Sanctum enters untapped beside two lands, tapped beside three', () => {
    const play = (lands: number) => trace(['Botanical Sanctum'], [`Alice has ${lands} Forest`, 'Alice hand: Botanical Sanctum', 'Alice plays Botanical Sanctum']);
    expect(permanent(play(2), 'Botanical Sanctum')?.tapped).toBe(false);
    const three = play(3);
    expect(permanent(three, 'Botanical Sanctum')?.tapped).toBe(true);
    expect(texts(three)).toContainEqual('Botanical Sanctum enters tapped: the condition of its "enters tapped unless" doesn\'t hold');
  });

  it('614.1c: "~ enters tapped unless you control two or more basic lands" — Canopy Vista counts basic lands only (Botanical Sanctum isn\'t one)', () => {
    const play = (battlefield: string) => trace(['Canopy Vista', 'Botanical Sanctum'], [`Alice has ${battlefield}`, 'Alice hand: Canopy Vista', 'Alice plays Canopy Vista']);
    expect(permanent(play('2 Forest'), 'Canopy Vista')?.tapped).toBe(false);
    expect(permanent(play('1 Forest, Botanical Sanctum'), 'Canopy Vista')?.tapped).toBe(true);
  });

  it('702.122a: "Crew 1" taps other untapped creatures of total power 1 or more (a summoning-sick one too) and Sleek Schooner becomes an artifact creature with its printed 4/3 (301.7b) until end of turn', () => {
    expect(compiledPoolCard('Sleek Schooner')).toMatchObject({ types: ['Artifact'], power: 4, toughness: 3 });
    const t = trace(['Sleek Schooner'], ['Alice has Sleek Schooner, Grizzly Bears (new)', 'Alice activates Sleek Schooner', 'resolve all', 'next step', 'Alice attacks Bob with Sleek Schooner']);
    expect(texts(t)).toContainEqual('Alice taps Grizzly Bears for the cost (the first untapped ones they control until their total power is 1 or greater; none was named)');
    expect(texts(t)).toContainEqual('Sleek Schooner deals 4 combat damage to Bob (life 16)');
    const uncrewed = trace(['Sleek Schooner'], ['Alice has Sleek Schooner', 'next step']);
    expect(permanent(uncrewed, 'Sleek Schooner')?.types).not.toContain('Creature');
  });

  it('702.122a: crew creatures named with `tapping` must reach the total power — Consulate Dreadnought\'s Crew 6 is refused with 4 power, paid with 7', () => {
    const few = simulatePool(['Consulate Dreadnought'], ['Alice has Consulate Dreadnought, Grizzly Bears, Savannah Lions', 'Alice activates Consulate Dreadnought tapping Grizzly Bears, Savannah Lions']);
    expect(few.ok && few.trace.events.map((e) => e.text)).toContainEqual(expect.stringContaining('Grizzly Bears, Savannah Lions have total power 4'));
    const t = trace(['Consulate Dreadnought'], ['Alice has Consulate Dreadnought, Grizzly Bears, Serra Angel', 'Alice activates Consulate Dreadnought tapping Grizzly Bears, Serra Angel', 'resolve all']);
    expect(permanent(t, 'Consulate Dreadnought')?.types).toContain('Creature');
    expect(permanent(t, 'Grizzly Bears')?.tapped).toBe(true);
  });
  it('509.1c: "All creatures able to block ~ do so" — every creature of Bob\'s able to block Elvish Bard blocks it, unnamed; one declared on another attacker breaks the requirement', () => {
    const t = trace(['Elvish Bard'], ['Alice has Elvish Bard, Grizzly Bears', 'Bob has Savannah Lions, Hill Giant, Serra Angel (tapped)', 'next step', 'Alice attacks Bob with Elvish Bard', "Bob doesn't block"]);
    expect(texts(t)).toContainEqual('Bob blocks: Elvish Bard by Savannah Lions and Hill Giant');
    const elsewhere = trace(['Elvish Bard'], ['Alice has Elvish Bard, Grizzly Bears', 'Bob has Savannah Lions, Hill Giant', 'next step', 'Alice attacks Bob with Elvish Bard, Grizzly Bears', 'Bob blocks Grizzly Bears with Hill Giant']);
    expect(texts(elsewhere).join('\n')).toMatch(/Hill Giant must block Elvish Bard: all creatures able to block it do so \(509\.1c\)/);
    expect(texts(elsewhere)).toContainEqual('Bob blocks: Elvish Bard by Savannah Lions and Hill Giant');
  });

  it('509.1c: "All creatures able to block target creature this turn do so" — after Alluring Scent, Bob\'s creatures all block the Bears', () => {
    const t = trace(['Alluring Scent'], ['Alice has Grizzly Bears, 3 Forest', 'Alice hand: Alluring Scent', 'Bob has Savannah Lions, Hill Giant', 'Alice casts Alluring Scent targeting Grizzly Bears', 'resolve', 'next step', 'Alice attacks Bob with Grizzly Bears', "Bob doesn't block"]);
    expect(texts(t)).toContainEqual('Bob blocks: Grizzly Bears by Savannah Lions and Hill Giant');
  });

  it('602.5: "Enchanted creature can\'t attack or block, and its activated abilities can\'t be activated" — Arrest on Prodigal Sorcerer stops its ability; on Llanowar Elves, its mana ability', () => {
    const sorcerer = simulatePool(['Arrest'], ['Alice has Prodigal Sorcerer', 'Bob has Arrest (attached to Alice\'s Prodigal Sorcerer)', 'Alice activates Prodigal Sorcerer targeting Bob']);
    expect(sorcerer.ok ? sorcerer.trace.events.map((e) => e.text).join('\n') : sorcerer.message).toMatch(/Prodigal Sorcerer's activated abilities can't be activated \(an effect says so, 602\.5\)/);
    // Its mana ability too: tapped directly, or by paying for a spell, which then can't be paid.
    const tapped = simulatePool(['Arrest'], ['Alice has Llanowar Elves', 'Bob has Arrest (attached to Alice\'s Llanowar Elves)', 'Alice taps Llanowar Elves for mana']);
    expect(tapped.ok ? tapped.trace.events.map((e) => e.text).join('\n') : tapped.message).toMatch(/Llanowar Elves's activated abilities can't be activated/);
    const paying = trace(['Arrest'], ['Alice has Llanowar Elves', 'Alice hand: Elvish Mystic', 'Bob has Arrest (attached to Alice\'s Llanowar Elves)', 'Alice casts Elvish Mystic']);
    expect(texts(paying)).toContainEqual("Alice can't pay {G} for Elvish Mystic: {G} is missing (partial payments are not allowed)");
    expect(texts(trace([], ['Alice has Llanowar Elves', 'Alice hand: Elvish Mystic', 'Alice casts Elvish Mystic']))).toContainEqual('Alice casts Elvish Mystic');
  });

  it('603.4, 701.27a: "At the beginning of each upkeep, if no spells were cast last turn, transform ~" — Reckless Waif becomes Merciless Predator in Bob\'s upkeep after a turn without spells; after Bob cast two spells, back again', () => {
    const t = werewolfTrace('Reckless Waif // Merciless Predator', ['R'], ['Alice has Reckless Waif', 'Bob has 2 Mountain', 'Bob hand: Shock, Shock', 'next turn', 'resolve', 'Bob casts Shock targeting Alice', 'Bob casts Shock targeting Alice', 'resolve all', 'next turn', 'resolve']);
    const transforms = texts(t).filter((text) => text.startsWith('Reckless Waif transforms'));
    expect(transforms).toEqual([expect.stringMatching(/its back face is up, Merciless Predator \(Creature — Werewolf 3\/2\)/), expect.stringMatching(/its front face is up, Reckless Waif/)]);
    expect(permanent(t, 'Reckless Waif')).toMatchObject({ name: 'Reckless Waif', colors: ['R'], power: 1, toughness: 1 });
  });

  it('603.4: the werewolf\'s intervening "if" counts the spells of the turn before — after Alice cast Shock, Reckless Waif doesn\'t trigger in Bob\'s upkeep; one spell by each player doesn\'t turn Merciless Predator back', () => {
    const t = werewolfTrace('Reckless Waif // Merciless Predator', ['R'], ['Alice has Reckless Waif, 1 Mountain', 'Alice hand: Shock', 'Alice casts Shock targeting Bob', 'resolve', 'next turn']);
    expect(texts(t)).toContainEqual('Reckless Waif\'s ability doesn\'t trigger (Bob\'s upkeep step began): its "if" condition doesn\'t hold: "At the beginning of each upkeep, if no spells were cast last turn, transform Reckless Waif."');
    const each = werewolfTrace('Reckless Waif // Merciless Predator', ['R'], ['Alice has Reckless Waif (transformed), 1 Mountain', 'Alice hand: Shock', 'Bob has 1 Mountain', 'Bob hand: Shock', 'Alice casts Shock targeting Bob', 'Bob casts Shock targeting Alice', 'resolve all', 'next turn']);
    expect(texts(each).filter((text) => /Reckless Waif's ability doesn't trigger/.test(text))).toHaveLength(1);
    expect(permanent(each, 'Reckless Waif')).toMatchObject({ name: 'Merciless Predator' });
  });

  it('701.27e: "Whenever this creature transforms into ~" triggers as the permanent turns that face up — Ulrich, Uncontested Alpha fights Grizzly Bears once Ulrich of the Krallenhorde transforms', () => {
    const t = werewolfTrace('Ulrich of the Krallenhorde // Ulrich, Uncontested Alpha', ['R', 'G'], ['Alice has Ulrich of the Krallenhorde', 'Bob has Grizzly Bears', 'next turn', 'resolve', 'resolve']);
    expect(texts(t)).toContainEqual('Ulrich of the Krallenhorde\'s ability triggers (Ulrich of the Krallenhorde transformed into Ulrich, Uncontested Alpha, 701.27e): "Whenever this creature transforms into Ulrich, Uncontested Alpha, you may have it fight target non-Werewolf creature you don\'t control."');
    expect(permanent(t, 'Grizzly Bears')).toBeUndefined();
    expect(permanent(t, 'Ulrich of the Krallenhorde')).toMatchObject({ name: 'Ulrich, Uncontested Alpha', damage: 2 });
  });

  it('603.4: "At the beginning of each upkeep, if a player cast two or more spells last turn, sacrifice ~" — Call of the Full Moon is sacrificed after Alice\'s two Shocks, kept after one', () => {
    const setup = ['Alice has Grizzly Bears, Call of the Full Moon (attached to Grizzly Bears), 2 Mountain', 'Alice hand: Shock, Shock', 'Alice casts Shock targeting Bob'];
    const two = trace(['Call of the Full Moon'], [...setup, 'Alice casts Shock targeting Bob', 'resolve all', 'next turn', 'resolve']);
    expect(texts(two)).toContainEqual('Call of the Full Moon moves from the battlefield to Alice\'s graveyard (sacrificed)');
    const one = trace(['Call of the Full Moon'], [...setup, 'resolve', 'next turn']);
    expect(permanent(one, 'Grizzly Bears')).toMatchObject({ power: 5, toughness: 4, keywords: ['trample'] });
    expect(permanent(one, 'Call of the Full Moon')).toBeDefined();
  });

  it('702.16n: "Enchanted creature has protection from white. This effect doesn\'t remove ~." — the white Aura White Ward stays on Grizzly Bears, and Savannah Lions can\'t block it', () => {
    const t = trace(['White Ward'], ['Alice has Grizzly Bears, White Ward (attached to Grizzly Bears)', 'Bob has Savannah Lions', 'next step', 'Alice attacks Bob with Grizzly Bears', 'Bob blocks Grizzly Bears with Savannah Lions']);
    expect(texts(t).join('\n')).toMatch(/Savannah Lions can't block Grizzly Bears: Grizzly Bears has protection from white \(702\.16f\)/);
    expect(permanent(t, 'White Ward')).toMatchObject({ attachedTo: 'Grizzly Bears' });
  });

  it('702.16n: another instance of the same protection still removes the Aura — White Ward on Eviscerator (protection from white of its own) is put into the graveyard', () => {
    const t = trace(['White Ward', 'Eviscerator'], ['Alice has Eviscerator, White Ward (attached to Eviscerator)', 'next step']);
    expect(texts(t)).toContainEqual("White Ward is put into its owner's graveyard (Eviscerator is now illegal: protection from white (702.16b))");
    expect(permanent(t, 'White Ward')).toBeUndefined();
  });

  it('614.1c: "~ enters the battlefield tapped with two charge counters on it" — Vivid Meadow, played, is tapped with two charge counters', () => {
    const t = trace(['Vivid Meadow'], ['Alice hand: Vivid Meadow', 'Alice plays Vivid Meadow']);
    expect(texts(t)).toEqual(expect.arrayContaining(['Vivid Meadow enters with 2 charge counters', 'Vivid Meadow enters tapped (its own text)']));
    expect(permanent(t, 'Vivid Meadow')).toMatchObject({ tapped: true, counters: { charge: 2 } });
  });

  it('605.3b, 608.2c: a mana ability\'s "If there are no depletion counters on ~, sacrifice it" — Hickory Woodlot paying with its last counter is sacrificed; with two, it stays with one', () => {
    const last = trace(['Hickory Woodlot'], ['Alice has Hickory Woodlot (1 depletion counter)', 'Alice hand: Grizzly Bears', 'Alice casts Grizzly Bears paying with Hickory Woodlot']);
    expect(texts(last)).toContainEqual("Hickory Woodlot moves from the battlefield to Alice's graveyard (sacrificed)");
    expect(permanent(last, 'Grizzly Bears')).toBeDefined();
    const two = trace(['Hickory Woodlot'], ['Alice has Hickory Woodlot (2 depletion counters)', 'Alice hand: Grizzly Bears', 'Alice casts Grizzly Bears paying with Hickory Woodlot']);
    expect(permanent(two, 'Hickory Woodlot')).toMatchObject({ tapped: true, counters: { depletion: 1 } });
  });
});

