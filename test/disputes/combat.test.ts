/**
 * Combat (506–511) as players argue about it: who may attack and block, first and double strike,
 * trample with and without deathtouch, several blockers and the attacker's division of its damage,
 * lifelink, indestructible, combat triggers, and a creature that leaves combat.
 */
import { at, citing, permanent, played, player, refused, texts } from './play';

describe('508.1a, 302.6: attacking needs an untapped creature controlled since the turn began, unless it has haste', () => {
  it('a summoning-sick creature can’t attack: the declaration is illegal and taken back (508.1, 732)', () => {
    const trace = played('Alice has Grizzly Bears (new)\nAlice attacks with Grizzly Bears');
    expect(citing(trace, '732.1')[0]!.text).toMatch(/The declaration of attackers is illegal: Grizzly Bears can't attack: it hasn't been under its controller's control continuously since the turn began and has no haste \(302\.6, 508\.1a\)/);
    expect(permanent(trace, 'Grizzly Bears')!.tapped).toBe(false);
    expect(trace.verdict).toMatch(/^not allowed: Grizzly Bears can't attack: it hasn't been under its controller's control/);
  });

  it('a summoning-sick creature with haste attacks (702.10b)', () => {
    const trace = played('Alice has Raging Goblin (new)\nAlice attacks with Raging Goblin');
    expect(player(trace, 'Opponent').life).toBe(19);
  });

  it('702.3b: a creature with defender can’t attack', () => {
    expect(texts(played('Alice has Wall of Stone\nAlice attacks with Wall of Stone')).join('\n')).toMatch(/Wall of Stone can't attack: it has defender \(702\.3b\)/);
  });

  it('506.2: only the active player attacks: a scenario error says so', () => {
    const error = refused('Alice has Grizzly Bears\nBob has Hill Giant\nBob attacks with Hill Giant');
    expect(error.message).toMatch(/line 3, column 1: it is Alice's turn: only the active player attacks \(506\.2\)/);
  });
});

describe('508.1f, 702.20b: attacking taps the creature, unless it has vigilance', () => {
  const trace = played('Alice has Grizzly Bears, Serra Angel\nAlice attacks with Grizzly Bears, Serra Angel');
  it('Grizzly Bears taps; Serra Angel doesn’t; both deal damage', () => {
    expect(citing(trace, '702.20b')[0]!.text).toBe("Alice attacks: Grizzly Bears → Opponent, Serra Angel → Opponent (Grizzly Bears taps (508.1f); Serra Angel doesn't tap: vigilance (702.20b))");
    expect([permanent(trace, 'Grizzly Bears')!.tapped, permanent(trace, 'Serra Angel')!.tapped]).toEqual([true, false]);
    expect(player(trace, 'Opponent').life).toBe(14);
  });
});

describe('509.1, 702.9b, 702.17b, 702.111b: who may block', () => {
  it('a creature without flying or reach can’t block a flyer; the declaration is taken back and the damage goes through', () => {
    const trace = played('Alice has Serra Angel\nBob has Hill Giant\nAlice attacks with Serra Angel\nBob blocks Serra Angel with Hill Giant');
    expect(citing(trace, '509.1')[1]!.text).toMatch(/Hill Giant can't block Serra Angel: Serra Angel has flying, and Hill Giant has neither flying nor reach \(702\.9b\)/);
    expect(player(trace, 'Bob').life).toBe(16);
  });

  it('a creature with reach blocks a flyer', () => {
    const trace = played('Alice has Serra Angel\nBob has Giant Spider\nAlice attacks with Serra Angel\nBob blocks Serra Angel with Giant Spider');
    expect(player(trace, 'Bob').life).toBe(20);
    expect(player(trace, 'Bob').graveyard).toEqual(['Giant Spider']);
    expect(permanent(trace, 'Serra Angel')!.damage).toBe(2);
  });

  it('menace: one blocker is illegal, two are fine', () => {
    const one = played('Alice has Boggart Brute\nBob has Hill Giant, Grizzly Bears\nAlice attacks with Boggart Brute\nBob blocks Boggart Brute with Hill Giant');
    expect(texts(one).join('\n')).toMatch(/Boggart Brute has menace and can't be blocked except by two or more creatures \(702\.111b\)/);
    expect(player(one, 'Bob').life).toBe(17);
    const two = played('Alice has Boggart Brute\nBob has Hill Giant, Grizzly Bears\nAlice attacks with Boggart Brute\nBob blocks Boggart Brute with Hill Giant, Grizzly Bears');
    expect(player(two, 'Bob').life).toBe(20);
    expect(player(two, 'Alice').graveyard).toEqual(['Boggart Brute']);
  });

  it('blocking needs attackers first: a scenario error says what to write', () => {
    expect(refused('Alice has Grizzly Bears\nBob has Hill Giant\nBob blocks Grizzly Bears with Hill Giant').message).toMatch(/line 3, column 1: no attackers have been declared yet — write 'Alice attacks with …' first/);
  });
});

describe('510.4, 702.7b: first strike deals its damage in a step of its own', () => {
  it('a first striker kills a deathtouch blocker before it can deal damage', () => {
    const trace = played('Alice has Youthful Knight\nBob has Typhoid Rats\nAlice attacks with Youthful Knight\nBob blocks Youthful Knight with Typhoid Rats');
    expect(at(trace, /first-strike combat damage step begins/)).toBeLessThan(at(trace, /Typhoid Rats moves from the battlefield/));
    expect(at(trace, /Typhoid Rats moves from the battlefield/)).toBeLessThan(at(trace, /Alice's combat damage step begins/));
    expect(permanent(trace, 'Youthful Knight')).toBeDefined();
    expect(player(trace, 'Bob').graveyard).toEqual(['Typhoid Rats']);
  });

  it('702.4b: double strike deals damage in both steps', () => {
    const trace = played('Alice has Fencing Ace\nAlice attacks with Fencing Ace');
    expect(trace.events.filter((e) => /Fencing Ace deals 1 combat damage to Opponent/.test(e.text))).toHaveLength(2);
    expect(player(trace, 'Opponent').life).toBe(18);
  });
});

describe('702.19b, 702.2c: trample assigns lethal damage to blockers and the rest to the player', () => {
  it('Colossal Dreadmaw tramples over Grizzly Bears: 2 to the Bears, 4 to Bob', () => {
    const trace = played('Alice has Colossal Dreadmaw\nBob has Grizzly Bears\nAlice attacks with Colossal Dreadmaw\nBob blocks Colossal Dreadmaw with Grizzly Bears');
    expect(citing(trace, '702.19b')[0]!.text).toMatch(/assigns Colossal Dreadmaw's 6 combat damage: 2 to Grizzly Bears, 4 to Bob \(the default/);
    expect(player(trace, 'Bob').life).toBe(16);
  });

  it('with deathtouch, 1 damage is lethal: 1 to the chump blocker, 6 to Bob', () => {
    const trace = played(
      'Alice has Colossal Dreadmaw, Gorgon Flail (attached to Colossal Dreadmaw)\nBob has Hill Giant\nAlice attacks with Colossal Dreadmaw\nBob blocks Colossal Dreadmaw with Hill Giant',
    );
    expect(citing(trace, '702.2c')[0]!.text).toMatch(/7 combat damage: 1 to Hill Giant, 6 to Bob/);
    expect(player(trace, 'Bob').life).toBe(14);
    expect(player(trace, 'Bob').graveyard).toEqual(['Hill Giant']);
  });
});

describe('510.1c: an attacker blocked by several creatures divides its damage as its controller chooses', () => {
  const setup = 'Alice has Colossal Dreadmaw\nBob has Hill Giant, Savannah Lions\nAlice attacks with Colossal Dreadmaw\nBob blocks Colossal Dreadmaw with Hill Giant, Savannah Lions\n';

  it('a named division is used: 3 to Hill Giant, 1 to Savannah Lions, 2 to Bob (trample)', () => {
    const trace = played(`${setup}Alice assigns Colossal Dreadmaw: 3 to Hill Giant, 1 to Savannah Lions, 2 to Bob`);
    expect(citing(trace, '510.1c')[0]!.text).toBe("Alice divides Colossal Dreadmaw's 6 combat damage: 3 to Hill Giant, 1 to Savannah Lions, 2 to Bob");
    expect(player(trace, 'Bob').graveyard.sort()).toEqual(['Hill Giant', 'Savannah Lions']);
    expect(player(trace, 'Bob').life).toBe(18);
  });

  it('the default is lethal damage to each blocker in block order, the rest to the player', () => {
    const trace = played(setup);
    expect(citing(trace, '510.1c')[0]!.text).toMatch(/3 to Hill Giant, 1 to Savannah Lions, 2 to Bob \(the default: lethal damage to each blocker in the order they were declared/);
  });

  it('702.19b: damage to the player before each blocker has lethal damage is an error at the assigns line', () => {
    const error = refused(`${setup}Alice assigns Colossal Dreadmaw: 1 to Savannah Lions, 5 to Bob`);
    expect([error.line, error.column]).toEqual([5, 1]);
    expect(error.message).toMatch(/Hill Giant must be assigned lethal damage \(3\) before any goes to Bob \(702\.19b\)/);
  });

  it('510.1a: the amounts must add up to its power', () => {
    expect(refused(`${setup}Alice assigns Colossal Dreadmaw: 3 to Hill Giant, 1 to Savannah Lions`).message).toMatch(/the amounts add up to 4, but it assigns 6 \(510\.1a\)/);
  });
});

describe('702.12b: indestructible; 702.15b: lifelink in combat', () => {
  it('Darksteel Myr blocks a 6/6 and survives with 6 damage marked', () => {
    const trace = played('Alice has Colossal Dreadmaw\nBob has Darksteel Myr\nAlice attacks with Colossal Dreadmaw\nBob blocks Colossal Dreadmaw with Darksteel Myr\nAlice assigns Colossal Dreadmaw: 6 to Darksteel Myr');
    expect(citing(trace, '702.12b')[0]!.text).toMatch(/it is indestructible, so it isn't destroyed/);
    expect(permanent(trace, 'Darksteel Myr')!.damage).toBe(6);
  });

  it('Vampire Nighthawk’s combat damage gains its controller life', () => {
    const trace = played('Alice has Vampire Nighthawk\nAlice attacks with Vampire Nighthawk');
    expect([player(trace, 'Alice').life, player(trace, 'Opponent').life]).toEqual([22, 18]);
  });
});

describe('508.1m, 510.3: "whenever ~ attacks" and "deals combat damage to a player" abilities', () => {
  it('Grave Titan attacking makes two Zombies; Scroll Thief dealing combat damage draws a card', () => {
    const trace = played('Alice has Grave Titan, Scroll Thief\nAlice library: Island\nAlice attacks with Grave Titan, Scroll Thief');
    expect(texts(trace)).toContain('Grave Titan\'s ability triggers (Grave Titan attacks): "Whenever Grave Titan enters or attacks, create two 2/2 black Zombie creature tokens."');
    expect(trace.final.battlefield.filter((p) => p.name === 'Zombie')).toHaveLength(2);
    expect(player(trace, 'Alice').hand).toEqual(['Island']);
  });
});

describe('506.4, 510.1c: a creature removed from combat deals and receives no combat damage', () => {
  it('the blocker is bolted after blocks: the attacker, still blocked, deals no damage (no trample)', () => {
    const trace = played('Alice has Hill Giant, Mountain\nBob has Grizzly Bears\nAlice attacks with Hill Giant\nBob blocks Hill Giant with Grizzly Bears\nAlice casts Lightning Bolt targeting Grizzly Bears');
    expect(citing(trace, '510.1c')[0]!.text).toBe('Hill Giant is blocked but no creature blocks it any more: it assigns no combat damage');
    expect(player(trace, 'Bob').life).toBe(20);
  });

  it('615: Fog prevents all combat damage this turn', () => {
    const trace = played('Alice has Colossal Dreadmaw\nBob has Forest\nAlice attacks with Colossal Dreadmaw\nBob casts Fog');
    expect(citing(trace, '615.1a')[1]!.text).toMatch(/6 damage from Colossal Dreadmaw to Bob is prevented by Fog/);
    expect(player(trace, 'Bob').life).toBe(20);
  });
});

describe('509.1: the words players use for blocks and life', () => {
  it('"Bob blocks with Hill Giant" blocks the one attacking creature; with several attacking, the line must say which', () => {
    const trace = played('Alice has Grizzly Bears\nBob has Hill Giant\nAlice attacks with Grizzly Bears\nBob blocks with Hill Giant');
    expect(trace.final.players.find((p) => p.name === 'Alice')!.graveyard).toEqual(['Grizzly Bears']);
    expect(refused('Alice has Grizzly Bears, Savannah Lions\nBob has Hill Giant\nAlice attacks with Grizzly Bears, Savannah Lions\nBob blocks with Hill Giant').message).toBe(
      "line 4, column 1: 2 creatures are attacking (Grizzly Bears, Savannah Lions): say which one is blocked — write '… blocks Grizzly Bears with …'",
    );
  });

  it('"Bob doesn\'t block" declares no blockers (509.1), and "Bob passes" lets the top of the stack resolve', () => {
    const trace = played("Alice has Grizzly Bears\nBob has Hill Giant\nAlice attacks with Grizzly Bears\nBob doesn't block");
    expect(texts(trace)).toContain('Bob declares no blockers');
    expect(player(trace, 'Bob').life).toBe(18);
    const bolts = played('Alice has Mountain, Mountain\nBob has Forest\nAlice casts Lightning Bolt targeting Bob\nBob passes\nAlice casts Lightning Bolt targeting Bob');
    expect(at(bolts, /Bob \(life 17\)/)).toBeLessThan(at(bolts, /^Alice casts Lightning Bolt #2/));
  });

  it('"Bob is at 5 life" and "Bob has 5 life" set the life total', () => {
    expect(player(played('Alice has Mountain\nBob is at 5 life\nAlice casts Lightning Bolt targeting Bob'), 'Bob').life).toBe(2);
    expect(player(played('Alice has Mountain\nBob has 5 life\nAlice casts Lightning Bolt targeting Bob'), 'Bob').life).toBe(2);
  });
});
