/**
 * Planeswalkers (306, 606), modes (700.2), replacement and prevention effects (614–616), "can't be
 * countered" (101.2), and continuous effects in layers (613) with timestamps and dependencies.
 */
import { citing, permanent, played, player, refused, texts } from './play';

describe('306.5b, 606.3, 606.4, 606.6: planeswalkers and loyalty abilities', () => {
  it('Jace Beleren enters with 3 loyalty; +2 adds loyalty and each player draws', () => {
    const trace = played('Alice has 3 Island\nAlice library: Forest\nBob library: Mountain\nAlice casts Jace Beleren\nresolve\nAlice activates Jace Beleren: +2');
    expect(citing(trace, '306.5b')[0]!.text).toBe('Jace Beleren enters with 3 loyalty counters (its printed loyalty)');
    expect(permanent(trace, 'Jace Beleren')!.loyalty).toBe(5);
    expect([player(trace, 'Alice').hand, player(trace, 'Bob').hand]).toEqual([['Forest'], ['Mountain']]);
  });

  it('only one loyalty ability of a planeswalker a turn (606.3)', () => {
    const trace = played('Alice has Jace Beleren\nAlice activates Jace Beleren: +2\nresolve\nAlice activates Jace Beleren: -1 targeting Alice');
    expect(citing(trace, '606.3')[0]!.text).toBe('a loyalty ability of Jace Beleren has already been activated this turn');
  });

  it('a loyalty ability is sorcery speed: not on the opponent’s turn (606.3)', () => {
    const trace = played('Alice has Forest\nBob has Jace Beleren\nBob activates Jace Beleren: +2');
    expect(citing(trace, '606.3')[0]!.text).toMatch(/can be activated only at sorcery speed, and it is Alice's turn/);
  });

  it('−10 needs 10 loyalty (606.6)', () => {
    const trace = played('Alice has Jace Beleren\nAlice activates Jace Beleren: -10 targeting Bob');
    expect(citing(trace, '606.6')[0]!.text).toBe('Jace Beleren has 3 loyalty: it can\'t pay [-10]');
  });

  it('115.4, 120.3c, 704.5i: Lightning Bolt at "any target" can hit a planeswalker; damage removes loyalty and at 0 it goes to the graveyard', () => {
    const trace = played('Alice has Mountain\nBob has Jace Beleren\nAlice casts Lightning Bolt targeting Jace Beleren');
    expect(citing(trace, '120.3c')[0]!.text).toBe('Lightning Bolt deals 3 damage to Jace Beleren: 3 loyalty counters removed (loyalty 0)');
    expect(citing(trace, '704.5i')[0]!.text).toBe("Jace Beleren has 0 loyalty and is put into its owner's graveyard");
    expect(trace.verdict).toBe("Lightning Bolt resolves; Jace Beleren is put into its owner's graveyard; Alice 20, Bob 20");
  });

  it('508.1b: a creature attacks a planeswalker; its combat damage removes loyalty', () => {
    const trace = played('Alice has Grizzly Bears\nBob has Jace Beleren (5 loyalty counters)\nAlice attacks Jace Beleren with Grizzly Bears');
    expect(texts(trace)).toContain('Alice attacks: Grizzly Bears → Jace Beleren (Grizzly Bears taps (508.1f))');
    expect(permanent(trace, 'Jace Beleren')!.loyalty).toBe(3);
    expect(player(trace, 'Bob').life).toBe(20);
  });
});

describe('700.2: modal spells choose their modes as they are cast, each mode with its own targets', () => {
  it('Abrade, choosing mode 2, destroys target artifact', () => {
    const trace = played('Alice has 2 Mountain\nBob has Sol Ring\nAlice casts Abrade choosing mode 2 targeting Sol Ring');
    expect(citing(trace, '700.2a')[0]!.text).toBe('Mode chosen: "Destroy target artifact."');
    expect(player(trace, 'Bob').graveyard).toEqual(['Sol Ring']);
  });

  it('Kolaghan’s Command (choose two): modes 1 and 3 return a creature card and destroy an artifact', () => {
    const trace = played("Alice has 2 Swamp, Mountain\nAlice graveyard: Grizzly Bears\nBob has Mind Stone\nAlice casts Kolaghan's Command choosing modes 1 and 3 targeting Grizzly Bears, Mind Stone");
    expect(player(trace, 'Alice').hand).toEqual(['Grizzly Bears']);
    expect(player(trace, 'Bob').graveyard).toEqual(['Mind Stone']);
  });

  it('choosing one mode of a "choose two" spell is refused (700.2a)', () => {
    const trace = played("Alice has 2 Swamp, Mountain\nBob has Mind Stone\nAlice casts Kolaghan's Command choosing mode 3 targeting Mind Stone");
    expect(citing(trace, '700.2a')[0]!.text).toMatch(/says to choose 2 modes/);
  });

  it('each mode’s target is checked against that mode: a creature card is not an artifact', () => {
    const trace = played("Alice has 2 Swamp, Mountain, Grizzly Bears\nAlice graveyard: Hill Giant\nAlice casts Kolaghan's Command choosing modes 1 and 3 targeting Hill Giant, Grizzly Bears");
    expect(citing(trace, '601.2c').at(-1)!.text).toBe("Grizzly Bears can't be the target of Kolaghan's Command: not an artifact (115.1)");
  });
});

describe('614.1a, 616.1: replacement effects modify events as they happen', () => {
  it('Rest in Peace: a destroyed creature goes to exile instead, so it never dies (no dies trigger)', () => {
    const trace = played('Alice has Rest in Peace, Doomed Traveler\nBob has Mountain\nBob casts Lightning Bolt targeting Doomed Traveler');
    expect(texts(trace)).toContain('Rest in Peace\'s "If a card or token would be put into a graveyard from anywhere, exile it instead." applies: Doomed Traveler goes to Alice\'s exile instead');
    expect(trace.events.some((e) => e.kind === 'trigger')).toBe(false);
    expect(player(trace, 'Alice').exile).toEqual(['Doomed Traveler']);
    expect(player(trace, 'Bob').exile).toEqual(['Lightning Bolt']);
  });

  it('614.1c: a land that enters tapped', () => {
    const trace = played('Alice hand: Selesnya Guildgate\nAlice plays Selesnya Guildgate');
    expect(citing(trace, '614.1c')[0]!.text).toBe('Selesnya Guildgate enters tapped (its own text)');
    expect(permanent(trace, 'Selesnya Guildgate')!.tapped).toBe(true);
  });

  describe('616.1: the affected player chooses the order of a prevention shield and a damage doubler', () => {
    const setup = 'Alice has Grizzly Bears, Plains\nBob has Furnace of Rath, Mountain\nAlice casts Healing Salve choosing mode 2 targeting Grizzly Bears\nresolve\nBob casts Lightning Bolt targeting Grizzly Bears\n';
    it('by default the older effect first: Furnace doubles 3 to 6, the shield prevents 3, the Bears take 3 and die', () => {
      const trace = played(setup);
      expect(citing(trace, '616.1e')[0]!.text).toMatch(/Alice applies Furnace of Rath's first \(the oldest; Alice named none\)/);
      expect(player(trace, 'Alice').graveyard).toContain('Grizzly Bears');
    });
    it('`Alice applies Healing Salve first`: the shield prevents the 3, nothing is left to double, the Bears live', () => {
      const trace = played(`${setup}Alice applies Healing Salve first`);
      expect(citing(trace, '616.1e')[0]!.text).toBe('2 replacement or prevention effects apply to 3 damage from Lightning Bolt to Grizzly Bears: Alice applies Healing Salve\'s first');
      expect(permanent(trace, 'Grizzly Bears')!.damage).toBe(0);
    });
    it('naming an effect that doesn\'t apply is an error at that line', () => {
      const error = refused(`${setup}Alice applies Rest in Peace first`);
      expect(error.line).toBe(6);
      expect(error.message).toMatch(/Rest in Peace is not one of the effects that apply \(Furnace of Rath, Healing Salve\)/);
    });
  });

  it('101.2: "can\'t be countered" beats Counterspell', () => {
    const trace = played('Alice has 6 Forest\nBob has 2 Island\nAlice casts Carnage Tyrant\nBob casts Counterspell targeting Carnage Tyrant');
    expect(citing(trace, '101.2')[0]!.text).toBe('Carnage Tyrant can\'t be countered: it stays on the stack ("can\'t" beats "can", 101.2)');
    expect(permanent(trace, 'Carnage Tyrant')).toBeDefined();
  });
});

describe('613: continuous effects in layers, by timestamp and dependency', () => {
  it('613.4b before 613.4c: Giant Growth, then Turn to Frog, makes a 4/4 Frog (base 1/1, +3/+3 still applies)', () => {
    const trace = played('Alice has Grizzly Bears, Forest, 2 Island\nAlice casts Giant Growth targeting Grizzly Bears\nresolve\nAlice casts Turn to Frog targeting Grizzly Bears');
    expect(permanent(trace, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4, subtypes: ['Frog'], colors: ['U'] });
  });

  it('and in the other order too: layers, not timestamps, decide between setting and modifying', () => {
    const trace = played('Alice has Grizzly Bears, Forest, 2 Island\nAlice casts Turn to Frog targeting Grizzly Bears\nresolve\nAlice casts Giant Growth targeting Grizzly Bears');
    expect(permanent(trace, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4 });
  });

  it('613.1f, 613.4c: Humility removes abilities and sets 1/1; Glorious Anthem still gives +1/+1', () => {
    const trace = played('Alice has Humility, Glorious Anthem, Serra Angel\nBob has Colossal Dreadmaw');
    expect(permanent(trace, 'Serra Angel')).toMatchObject({ power: 2, toughness: 2, keywords: [] });
    expect(permanent(trace, 'Colossal Dreadmaw')).toMatchObject({ power: 1, toughness: 1, keywords: [] });
  });

  it('613.4d: switching applies after every other change (Giant Spider 2/4 with +3/+3 is 7/5)', () => {
    const trace = played('Alice has Giant Spider, Forest, Island\nAlice casts Giant Growth targeting Giant Spider\nresolve\nAlice casts Twisted Image targeting Giant Spider');
    expect(permanent(trace, 'Giant Spider')).toMatchObject({ power: 7, toughness: 5 });
  });

  it.each([
    ['Urborg first', 'Alice has Urborg, Tomb of Yawgmoth, Forest\nBob has Blood Moon'],
    ['Blood Moon first', 'Bob has Blood Moon\nAlice has Urborg, Tomb of Yawgmoth, Forest'],
  ])('613.8: Urborg’s effect depends on Blood Moon, which removes it, whatever the timestamps (%s)', (_order, text) => {
    const trace = played(text);
    expect(permanent(trace, 'Urborg, Tomb of Yawgmoth')!.subtypes).toEqual(['Mountain']);
    expect(permanent(trace, 'Forest')!.subtypes).toEqual(['Forest']);
  });

  it('613.1b: Act of Treason gains control until end of turn; the stolen creature attacks with haste; control returns at cleanup', () => {
    const trace = played('Alice has 3 Mountain\nBob has Hill Giant\nAlice casts Act of Treason targeting Hill Giant\nresolve\nAlice attacks with Hill Giant\nnext turn');
    expect(player(trace, 'Bob').life).toBe(17);
    expect(permanent(trace, 'Hill Giant')!.controller).toBe('Bob');
  });

  it('--json shows which effects applied in which layer', () => {
    const trace = played('Alice has Humility, Glorious Anthem, Serra Angel');
    expect(permanent(trace, 'Serra Angel')!.layers).toEqual([
      { layer: '6', source: 'Humility', change: 'loses all abilities' },
      { layer: '7b', source: 'Humility', change: 'base power and toughness 1/1' },
      { layer: '7c', source: 'Glorious Anthem', change: '+1/+1' },
    ]);
  });
});

describe('scenario errors for the new statements say where and what', () => {
  it('an attack by a player whose turn it isn’t, blocks before attacks, an unknown step', () => {
    expect(refused('Alice has Forest\ngo to lunch').message).toMatch(/line 2, column 7: unknown step 'lunch'/);
  });
});
