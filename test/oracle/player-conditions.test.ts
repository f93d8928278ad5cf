/**
 * Conditions on what a player has (603.4, 611.3a, 602.5): life (119), cards in hand (402), card types
 * among the cards in their graveyard (205.2a, delirium), the permanents they control ("no creatures",
 * "more lands than you"), compiled from pool cards and played.
 */
import { Game, type CardDefinitionInput, type EngineEvent } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';

type PrintedCard = Parameters<typeof compileCard>[0];

function compiled(card: PrintedCard): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(`${card.name}: ${result.reason}`);
  return result.definition;
}
const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const passes = (g: Game, players: string[]) => players.flatMap((player) => g.do({ type: 'pass', player }).map((e) => e.text)).join('\n');

const divinityOfPride = compiled({ name: 'Divinity of Pride', manaCost: '{W/B}{W/B}{W/B}{W/B}{W/B}', typeLine: 'Creature — Spirit Avatar', power: '4', toughness: '4', oracleText: 'Flying, lifelink\nDivinity of Pride gets +4/+4 as long as you have 25 or more life.' });
const bloodghast = compiled({ name: 'Guul Draz Vampire', manaCost: '{B}', typeLine: 'Creature — Vampire Rogue', power: '1', toughness: '1', oracleText: 'As long as an opponent has 10 or less life, Guul Draz Vampire gets +2/+1 and has intimidate.' });
const desperateSentry = compiled({ name: 'Desperate Sentry', manaCost: '{2}{W}', typeLine: 'Creature — Human Soldier', power: '1', toughness: '2', oracleText: 'Delirium — Desperate Sentry gets +3/+0 as long as there are four or more card types among cards in your graveyard.' });
const okinaNightwatch = compiled({ name: 'Okina Nightwatch', manaCost: '{4}{G}', typeLine: 'Creature — Human Monk', power: '3', toughness: '3', oracleText: 'As long as you have more cards in hand than each opponent, Okina Nightwatch gets +3/+3.' });
const scoriaCat = compiled({ name: 'Scoria Cat', manaCost: '{3}{R}{R}', typeLine: 'Creature — Cat', power: '3', toughness: '3', oracleText: 'Scoria Cat gets +3/+3 as long as you control no untapped lands.' });
const securityDetail = compiled({ name: 'Security Detail', manaCost: '{3}{W}', typeLine: 'Enchantment', oracleText: '{W}{W}: Create a 1/1 white Soldier creature token. Activate this ability only if you control no creatures and only once each turn.' });
const scaldingTongs = compiled({ name: 'Scalding Tongs', manaCost: '{2}', typeLine: 'Artifact', oracleText: 'At the beginning of your upkeep, if you have three or fewer cards in hand, Scalding Tongs deals 1 damage to target opponent or planeswalker.' });
const hollowhengeScavenger = compiled({ name: 'Hollowhenge Scavenger', manaCost: '{3}{G}{G}', typeLine: 'Creature — Elemental', power: '4', toughness: '5', oracleText: 'Morbid — When Hollowhenge Scavenger enters the battlefield, if a creature died this turn, you gain 5 life.' });
const wingmateRoc = compiled({ name: 'Wingmate Roc', manaCost: '{3}{W}{W}', typeLine: 'Creature — Bird', power: '3', toughness: '4', oracleText: 'Flying\nRaid — When Wingmate Roc enters the battlefield, if you attacked with a creature this turn, create a 3/4 white Bird creature token with flying.\nWhenever Wingmate Roc attacks, you gain 1 life for each attacking creature.' });
const airdropAeronauts = compiled({ name: 'Airdrop Aeronauts', manaCost: '{3}{W}{W}', typeLine: 'Creature — Dwarf Scout', power: '4', toughness: '3', oracleText: 'Flying\nRevolt — When Airdrop Aeronauts enters the battlefield, if a permanent you controlled left the battlefield this turn, you gain 5 life.' });
const dragonScarredBear = compiled({ name: 'Dragon-Scarred Bear', manaCost: '{2}{G}', typeLine: 'Creature — Bear', power: '3', toughness: '2', oracleText: 'Formidable — {1}{G}: Regenerate Dragon-Scarred Bear. Activate this ability only if creatures you control have total power 8 or greater.' });
const pulseOfTheFields = compiled({ name: 'Pulse of the Fields', manaCost: '{1}{W}{W}', typeLine: 'Instant', oracleText: "You gain 4 life. Then if an opponent has more life than you, return Pulse of the Fields to its owner's hand." });

describe('conditions on what a player has', () => {
  it('611.3a: "as long as you have 25 or more life" holds at 25 life, not at 24', () => {
    const at = (life: number) => new Game({ players: [{ name: 'Alice', life, battlefield: ['Divinity of Pride'] }, { name: 'Bob' }], cards: [divinityOfPride] });
    expect(permanent(at(25), 'Divinity of Pride')).toMatchObject({ power: 8 });
    expect(permanent(at(24), 'Divinity of Pride')).toMatchObject({ power: 4 });
  });

  it('611.3a: "as long as an opponent has 10 or less life" asks about the opponents, not its controller', () => {
    const game = (alice: number, bob: number) => new Game({ players: [{ name: 'Alice', life: alice, battlefield: ['Guul Draz Vampire'] }, { name: 'Bob', life: bob }], cards: [bloodghast] });
    expect(permanent(game(20, 10), 'Guul Draz Vampire')).toMatchObject({ power: 3 });
    expect(permanent(game(5, 11), 'Guul Draz Vampire')).toMatchObject({ power: 1 });
  });

  it('205.2a: delirium counts the card types among the cards in your graveyard (an artifact creature is two), not the cards', () => {
    const game = (graveyard: string[]) => new Game({ players: [{ name: 'Alice', battlefield: ['Desperate Sentry'], graveyard }, { name: 'Bob', graveyard: ['Sol Ring', 'Shock'] }], cards: [desperateSentry] });
    expect(permanent(game(['Ornithopter', 'Forest', 'Shock']), 'Desperate Sentry')).toMatchObject({ power: 4 });
    expect(permanent(game(['Grizzly Bears', 'Hill Giant', 'Forest', 'Shock']), 'Desperate Sentry')).toMatchObject({ power: 1 });
  });

  it('611.3a: "more cards in hand than each opponent" needs strictly more than every opponent', () => {
    const game = (mine: number, theirs: number) => new Game({ players: [{ name: 'Alice', battlefield: ['Okina Nightwatch'], hand: Array<string>(mine).fill('Forest') }, { name: 'Bob', hand: Array<string>(theirs).fill('Forest') }], cards: [okinaNightwatch] });
    expect(permanent(game(3, 2), 'Okina Nightwatch')).toMatchObject({ power: 6 });
    expect(permanent(game(2, 2), 'Okina Nightwatch')).toMatchObject({ power: 3 });
  });

  it('611.3a: "as long as you control no untapped lands" — holds with only tapped lands, not with one untapped', () => {
    const game = (mountain: boolean) => new Game({ players: [{ name: 'Alice', battlefield: ['Scoria Cat', { card: 'Mountain', tapped: true }, ...(mountain ? ['Mountain'] : [])] }, { name: 'Bob', battlefield: ['Forest'] }], cards: [scoriaCat] });
    expect(permanent(game(false), 'Scoria Cat')).toMatchObject({ power: 6 });
    expect(permanent(game(true), 'Scoria Cat')).toMatchObject({ power: 3 });
  });

  it('602.5: "activate only if you control no creatures" — refused while a creature is there, allowed once none is', () => {
    const withBears = new Game({ players: [{ name: 'Alice', battlefield: ['Security Detail', 'Plains', 'Plains', 'Grizzly Bears'] }, { name: 'Bob' }], step: 'precombat-main', cards: [securityDetail] });
    expect(refusal(withBears.do({ type: 'activate', player: 'Alice', source: 'Security Detail' }))).toMatch(/restriction doesn't hold/);
    const alone = new Game({ players: [{ name: 'Alice', battlefield: ['Security Detail', 'Plains', 'Plains'] }, { name: 'Bob' }], step: 'precombat-main', cards: [securityDetail] });
    expect(refusal(alone.do({ type: 'activate', player: 'Alice', source: 'Security Detail' }))).toBeUndefined();
    alone.resolveStack();
    expect(alone.snapshot().battlefield.filter((p) => p.label.startsWith('Soldier'))).toHaveLength(1);
  });

  it('603.4: "if you have three or fewer cards in hand" — the upkeep trigger triggers with three cards, not with four', () => {
    const upkeep = (cards: number) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Scalding Tongs'], hand: Array<string>(cards).fill('Forest') }, { name: 'Bob' }], step: 'untap', cards: [scaldingTongs] });
      passes(g, ['Alice', 'Bob', 'Alice', 'Bob']);
      return g.snapshot().players[1]!.life;
    };
    expect(upkeep(3)).toBe(19);
    expect(upkeep(4)).toBe(20);
  });

  it('608.2c: "Then if an opponent has more life than you" is checked after the life gain', () => {
    const cast = (life: number) => {
      const g = new Game({ players: [{ name: 'Alice', life, hand: ['Pulse of the Fields'], battlefield: ['Plains', 'Plains', 'Plains'] }, { name: 'Bob', life: 20 }], step: 'precombat-main', cards: [pulseOfTheFields] });
      g.do({ type: 'cast', player: 'Alice', card: 'Pulse of the Fields' });
      g.resolveStack();
      return g.snapshot().players[0]!;
    };
    expect(cast(15)).toMatchObject({ life: 19, hand: ['Pulse of the Fields'] });
    expect(cast(16)).toMatchObject({ life: 20, graveyard: ['Pulse of the Fields'] });
  });

  it('603.4, 700.4: morbid — "if a creature died this turn" holds after a creature died earlier in the turn, anyone\'s', () => {
    const play = (bolt: boolean) => {
      const g = new Game({ players: [{ name: 'Alice', hand: ['Hollowhenge Scavenger', 'Lightning Bolt'], battlefield: [...Array<string>(5).fill('Forest'), 'Mountain'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], step: 'precombat-main', cards: [hollowhengeScavenger] });
      if (bolt) {
        g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Grizzly Bears'] });
        g.resolveStack();
      }
      g.do({ type: 'cast', player: 'Alice', card: 'Hollowhenge Scavenger' });
      g.resolveStack();
      return g.snapshot().players[0]!.life;
    };
    expect(play(true)).toBe(25);
    expect(play(false)).toBe(20);
  });

  it('603.4, 508.1: raid — "if you attacked with a creature this turn" holds in the main phase after Alice attacked, not before', () => {
    const afterCombat = new Game({ players: [{ name: 'Alice', hand: ['Wingmate Roc'], battlefield: ['Savannah Lions', ...Array<string>(5).fill('Plains')] }, { name: 'Bob' }], step: 'beginning-of-combat', cards: [wingmateRoc] });
    afterCombat.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Savannah Lions': 'Bob' } });
    while (afterCombat.state.step !== 'postcombat-main') afterCombat.do({ type: 'pass', player: afterCombat.state.priority === 0 ? 'Alice' : 'Bob' });
    afterCombat.do({ type: 'cast', player: 'Alice', card: 'Wingmate Roc' });
    afterCombat.resolveStack();
    expect(afterCombat.snapshot().battlefield.filter((p) => p.label.startsWith('Bird'))).toHaveLength(1);
    const before = new Game({ players: [{ name: 'Alice', hand: ['Wingmate Roc'], battlefield: ['Savannah Lions', ...Array<string>(5).fill('Plains')] }, { name: 'Bob' }], step: 'precombat-main', cards: [wingmateRoc] });
    before.do({ type: 'cast', player: 'Alice', card: 'Wingmate Roc' });
    before.resolveStack();
    expect(before.snapshot().battlefield.filter((p) => p.label.startsWith('Bird'))).toHaveLength(0);
  });

  it('603.4: revolt — "if a permanent you controlled left the battlefield this turn" counts its controller\'s permanents only', () => {
    const play = (victim: 'Alice' | 'Bob') => {
      const g = new Game({ players: [{ name: 'Alice', hand: ['Airdrop Aeronauts', 'Lightning Bolt'], battlefield: [...Array<string>(5).fill('Plains'), 'Mountain', ...(victim === 'Alice' ? ['Grizzly Bears'] : [])] }, { name: 'Bob', battlefield: victim === 'Bob' ? ['Grizzly Bears'] : [] }], step: 'precombat-main', cards: [airdropAeronauts] });
      g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Grizzly Bears'] });
      g.resolveStack();
      g.do({ type: 'cast', player: 'Alice', card: 'Airdrop Aeronauts' });
      g.resolveStack();
      return g.snapshot().players[0]!.life;
    };
    expect(play('Alice')).toBe(25);
    expect(play('Bob')).toBe(20);
  });

  it('602.5: formidable — "activate only if creatures you control have total power 8 or greater" adds up their powers', () => {
    const game = (others: string[]) => new Game({ players: [{ name: 'Alice', battlefield: ['Dragon-Scarred Bear', 'Forest', 'Forest', ...others] }, { name: 'Bob', battlefield: ['Hill Giant', 'Hill Giant'] }], step: 'precombat-main', cards: [dragonScarredBear] });
    expect(refusal(game(['Hill Giant', 'Grizzly Bears']).do({ type: 'activate', player: 'Alice', source: 'Dragon-Scarred Bear' }))).toBeUndefined();
    expect(refusal(game(['Hill Giant', 'Llanowar Elves']).do({ type: 'activate', player: 'Alice', source: 'Dragon-Scarred Bear' }))).toMatch(/restriction doesn't hold/);
  });
});
