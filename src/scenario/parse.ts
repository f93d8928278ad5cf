/**
 * Parses scenario text into statements with line and column positions. Statements are separated
 * by line breaks or `;`; a `define:` statement takes the rest of its line and the indented lines
 * below it. Grammar: docs/scenarios.md.
 */
import { creatureTypeNamed } from '../engine/cards/creature-types';
import { colorNamed } from '../engine/effects';
import { isSlipOf, suggest } from './suggest';
import { ScenarioError, type ActionClauses, type CardItem, type DamagePart, type Phrase, type Script, type SetupZone, type Statement } from './syntax';

/** Most copies of one card a setup line may ask for (keeps scenarios small). */
const MAX_COUNT = 20;
/** Most counters of one kind a setup mark may put on a permanent. */
const MAX_COUNTERS = 99;
const MAX_X = 99;

const VERBS = ['has', 'hand:', 'graveyard:', 'library:', 'battlefield:', 'life:', 'energy:', 'poison:', 'casts', 'activates', 'cycles', 'suspends', 'plays', 'turns', 'chooses', 'attacks', 'blocks', 'assigns', 'keeps', 'discards', 'exerts', 'bands', 'returns', 'sacrifices', 'dredges', 'pays', "doesn't", 'applies', 'wins', 'loses'];
const ZONE_OF: Record<string, SetupZone> = { has: 'battlefield', 'battlefield:': 'battlefield', 'hand:': 'hand', 'graveyard:': 'graveyard', 'library:': 'library' };
const PLAYER_NAME = /^[\p{L}][\p{L}\p{N}_'-]*$/u;
/** The statements that are always the same words. */
const WHOLE_STATEMENTS = ['pass', 'resolve', 'resolve all', 'next step', 'next turn', 'choose yes', 'choose no'];
const EXAMPLES = "'Alice has Mountain', 'Alice casts Lightning Bolt targeting Bob', 'Alice attacks with Grizzly Bears', 'next turn', 'pass' or 'resolve all'";

export function parseScenario(text: string): Script {
  const lines = text.split(/\r\n|\r|\n/);
  const script: Script = { statements: [] };
  for (let index = 0; index < lines.length; index++) {
    const comment = /^\s*(#|\/\/)\s*(.*)$/.exec(lines[index]!);
    if (comment) {
      if (script.title === undefined && script.statements.length === 0) script.title = comment[2]!.trim();
      continue;
    }
    const pieces = splitOutside(lines[index]!, ';', { text: lines[index]!, line: index + 1, column: 1 });
    for (const [i, piece] of pieces.entries()) {
      if (!piece.text) continue;
      const define = /^define\s*:/i.exec(piece.text);
      if (!define) {
        script.statements.push(parseStatement({ ...piece, text: plainMinus(piece.text) }));
        continue;
      }
      const body = [piece.text.slice(define[0].length)];
      if (i === pieces.length - 1) {
        while (index + 1 < lines.length && /^\s+\S/.test(lines[index + 1]!)) body.push(lines[++index]!);
      }
      const source = dedent(body).trim();
      if (!source) throw ScenarioError.at(piece, "expected a card definition after 'define:'", 'write it on the same line, or on indented lines below');
      const sourceLine = body[0]!.trim() ? piece.line : piece.line + 1;
      script.statements.push({ kind: 'define', at: piece, source, sourceLine });
    }
  }
  return script;
}

/**
 * A minus sign (U+2212, as Scryfall prints "−2") or a dash (U+2010–U+2013) reads as a hyphen, so
 * that every number reads the same however its sign is typed: "−2", "(1 –1/–1 counter)", "life: −3".
 */
export function plainMinus(text: string): string {
  return text.replace(/[\u2010-\u2013\u2212]/g, '-');
}

function parseStatement(written: Phrase): Statement {
  // "In response, Bob casts …", "Then Alice attacks …": the order of the lines already says it.
  const lead = /^(?:in\s+response\s*,?|(?:and\s+)?then\s*,?)\s+(?=\S)/i.exec(written.text);
  const at = lead ? slice(written, lead[0].length) : written;
  const text = at.text;
  if (/^(pass|resolve)$/i.test(text)) return { kind: 'pass', at };
  // "Bob passes (priority)": the players before Bob passed too (117.3d), so all pass once, as `pass`.
  const passes = /^(\S+)\s+pass(?:es)?(?:\s+priority)?$/i.exec(text);
  if (passes) {
    actingPlayer(at, passes[1]!); // a player's name, or an error that says so
    return { kind: 'pass', at };
  }
  if (/^resolve\s+all$/i.test(text)) return { kind: 'resolve-all', at };
  const choose = /^choose\s+(yes|no)$/i.exec(text);
  if (choose) return { kind: 'choose', at, answer: choose[1]!.toLowerCase() === 'yes' };
  const retarget = /^new\s+targets?\s+for\s+([^:]+):/i.exec(text);
  if (retarget) return { kind: 'new-targets', at, card: slice(at, retarget[0].indexOf(retarget[1]!), retarget[0].length - 1), targets: splitList(slice(at, retarget[0].length)) };
  if (/^next\s+step$/i.test(text)) return { kind: 'advance', at, to: 'step' };
  if (/^next\s+turn$/i.test(text)) return { kind: 'advance', at, to: 'turn' };
  const goTo = /^go\s+to\s+(?:the\s+)?/i.exec(text);
  if (goTo) return goToStatement(at, slice(at, goTo[0].length));
  const keyed = /^(turn|order|players)\s*:/i.exec(text);
  if (keyed) return keyedStatement(at, keyed[1]!.toLowerCase(), slice(at, keyed[0].length));
  const trigger = /^(.+?)\s+triggers?\s+(targeting|dividing)\s+/i.exec(text);
  const response = /^(\S+)\s+responds?\s+(?:with|by\s+(casting|activating|playing))\s+/i.exec(text);
  if (response) {
    const verb = { casting: 'casts', activating: 'activates', playing: 'plays' }[response[2]?.toLowerCase() ?? 'casting']!;
    return playerStatement(at, actingPlayer(at, response[1]!), verb, slice(at, response[0].length));
  }
  // "Alice taps Llanowar Elves for mana" (or "for {G}", "for green"): its mana ability, activated (605).
  const tapsFor = /^(\S+)\s+taps\s+(.+?)\s+for\s+(mana|\{?[wubrgc]\}?|white|blue|black|red|green|colorless)$/i.exec(text);
  if (tapsFor) {
    const type = tapsFor[3]!.replace(/[{}]/g, '').toLowerCase();
    const color = MANA_WORDS[type] ?? type;
    const typeAt = slice(at, text.length - tapsFor[3]!.length);
    const choosing = color === 'mana' ? [] : [{ ...typeAt, text: color }];
    const card = slice(at, /^\S+\s+taps\s+/i.exec(text)![0].length, text.search(/\s+for\s+\S+$/i));
    return { kind: 'activate', at, player: actingPlayer(at, tapsFor[1]!), card, targets: [], paying: [], choosing };
  }
  // "Bob is at 5 life", "Bob has 5 life": as `Bob life: 5`.
  const lifeSaid = /^(\S+)\s+(?:is\s+at|has)\s+(-?\d+)\s+life$/i.exec(text);
  if (lifeSaid) return playerStatement(at, actingPlayer(at, lifeSaid[1]!), 'life:', slice(at, text.search(/-?\d+\s+life$/i), text.search(/\s+life$/i)));
  // "Alice is the monarch" (724.1).
  const monarch = /^(\S+)\s+is\s+the\s+monarch$/i.exec(text);
  if (monarch) return { kind: 'monarch', at, player: actingPlayer(at, monarch[1]!) };
  const words = /^(\S+)\s+(\S+)/.exec(text);
  const verb = words ? verbOf(words[2]!) : undefined;
  if (words && verb) {
    return playerStatement(at, actingPlayer(at, words[1]!), verb, slice(at, words[0].length));
  }
  if (trigger) {
    const card = slice(at, 0, trigger[1]!.length);
    if (trigger[2]!.toLowerCase() === 'targeting') return { kind: 'trigger-targets', at, card, targets: splitList(slice(at, trigger[0].length)) };
    const parts = damageParts(slice(at, trigger[0].length));
    return { kind: 'trigger-targets', at, card, targets: parts.map((part) => part.to), divide: parts.map((part) => part.amount) };
  }
  // "Blood Artist trigger targetting Bob": the word after "trigger" is a slip of a keyword.
  const triggerWord = /^.+?\s+triggers?\s+(\S+)/i.exec(text);
  const triggerSlip = triggerWord && keywordSlip(slice(at, triggerWord[0].length - triggerWord[1]!.length, triggerWord[0].length), ['targeting', 'dividing'], 0);
  if (triggerSlip) throw slipError(triggerSlip);
  const statement = suggest(text, WHOLE_STATEMENTS);
  if (statement) throw ScenarioError.at(at, `cannot read '${text}'`, `did you mean '${statement}'?`);
  if (words) {
    const guess = suggest(words[2]!.toLowerCase(), VERBS);
    if (guess) throw ScenarioError.at(slice(at, words[1]!.length), `unknown verb '${words[2]}'`, `did you mean '${guess}'?`);
  }
  throw ScenarioError.at(at, `cannot read '${text}'`, `expected a statement such as ${EXAMPLES}`);
}

/** The first word of a statement, which names a player. */
function actingPlayer(at: Phrase, word: string): Phrase {
  const player = slice(at, 0, word.length);
  if (!PLAYER_NAME.test(player.text)) throw ScenarioError.at(player, `'${player.text}' is not a player name`, 'a player name is one word, such as Alice');
  return player;
}

/** A mana symbol's letter, as the color word `choosing` takes. */
const MANA_WORDS: Record<string, string> = { w: 'white', u: 'blue', b: 'black', r: 'red', g: 'green', c: 'colorless' };

/** Other words players use: "Alice controls Mountain", "Bob responds with Giant Growth …" (see `respondsWith`). */
const BARE_VERBS: Record<string, string> = { controls: 'has', control: 'has', cast: 'casts', activate: 'activates', cycle: 'cycles', suspend: 'suspends', play: 'plays', turn: 'turns', choose: 'chooses', attack: 'attacks', block: 'blocks', assign: 'assigns', keep: 'keeps', discard: 'discards', exert: 'exerts', band: 'bands', return: 'returns', sacrifice: 'sacrifices', dredge: 'dredges', pay: 'pays', win: 'wins', lose: 'loses', 'doesnt': "doesn't", "doesn’t": "doesn't", apply: 'applies' };

function verbOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  return BARE_VERBS[lower] ?? (VERBS.includes(lower) ? lower : undefined);
}

/** `go to combat`, `go to end step`, `go to Bob's upkeep`. */
function goToStatement(at: Phrase, rest: Phrase): Statement {
  if (!rest.text) throw ScenarioError.at(rest, 'expected a step after "go to"', "write 'go to combat', 'go to end step' or 'go to Bob's upkeep'");
  const possessive = /^(\S+?)['’]s\s+/.exec(rest.text);
  if (possessive) return { kind: 'advance', at, to: { player: slice(rest, 0, possessive[1]!.length), step: slice(rest, possessive[0].length) } };
  return { kind: 'advance', at, to: { step: rest } };
}

function keyedStatement(at: Phrase, key: string, rest: Phrase): Statement {
  const items = splitList(rest);
  if (key === 'order') return { kind: 'order', at, items };
  if (key === 'players') {
    for (const item of items) if (!PLAYER_NAME.test(item.text)) throw ScenarioError.at(item, `'${item.text}' is not a player name`, 'a player name is one word, such as Alice');
    return { kind: 'players', at, names: items };
  }
  if (items.length > 2) throw ScenarioError.at(items[2]!, "'turn:' takes a player and a step", "write 'turn: Alice, main'");
  return { kind: 'turn', at, player: items[0]!, step: items[1] };
}

const OWNERS = ['', 'his ', 'her ', 'their ', 'the '];
/** "Alice has Lightning Bolt in hand", "… in her graveyard", "… on top of her library", "… on the battlefield": the words that say a zone at the end. */
export const ZONES_SAID: Record<string, SetupZone> = Object.fromEntries([
  ...(['hand', 'graveyard', 'library'] as const).flatMap((zone) => [...OWNERS, 'its '].map((owner) => [`in ${owner}${zone}`, zone])),
  ...OWNERS.map((owner) => [`on top of ${owner}library`, 'library']),
  ['on the battlefield', 'battlefield'],
]);

/** The zone said at the end of a `has` line, and where its words start. */
function zoneSaid(text: string): { zone: SetupZone; index: number } | undefined {
  for (const [words, zone] of Object.entries(ZONES_SAID)) {
    const said = new RegExp(`\\s+${words.replace(/ /g, '\\s+')}$`, 'i').exec(text);
    if (said) return { zone, index: said.index };
  }
  return undefined;
}

function playerStatement(at: Phrase, player: Phrase, verb: string, rest: Phrase): Statement {
  const said = verb === 'has' ? zoneSaid(rest.text) : undefined;
  if (said) return { kind: 'setup', at, player, zone: said.zone, cards: splitList(slice(rest, 0, said.index)).map(cardItem) };
  const zone = ZONE_OF[verb];
  if (zone) return { kind: 'setup', at, player, zone, cards: zone === 'battlefield' || rest.text ? splitList(rest).map(cardItem) : [] };
  if (verb === 'life:') {
    if (!/^-?\d{1,6}$/.test(rest.text)) throw ScenarioError.at(rest, `expected a whole number of life, got '${rest.text}'`, `write '${player.text} life: 20'`);
    return { kind: 'life', at, player, life: Number(rest.text) };
  }
  // Counters on a player (122.1): `Alice energy: 3` (107.14), `Bob poison: 9` (122.1f).
  if (verb === 'energy:' || verb === 'poison:') {
    const counter = verb === 'energy:' ? 'energy' : 'poison';
    if (!/^\d{1,3}$/.test(rest.text)) throw ScenarioError.at(rest, `expected a whole number of ${counter} counters, got '${rest.text}'`, `write '${player.text} ${verb} 3'`);
    return { kind: 'player-counters', at, player, counter, amount: Number(rest.text) };
  }
  if (verb === 'chooses') {
    // "Bob chooses bottom": the card he reveals in his next clash goes to the bottom of his library (701.30a).
    const clash = /^(top|bottom)$/i.exec(rest.text)?.[1]?.toLowerCase() as 'top' | 'bottom' | undefined;
    if (clash) return { kind: 'choose', at, player, answer: false, clash };
    if (!/^(yes|no)$/i.test(rest.text)) throw ScenarioError.at(rest, `expected yes, no, top or bottom, got '${rest.text}'`, `a color, a mode or what a Clone copies is chosen on the cast or activation: '${player.text} casts Clone choosing ${rest.text}'`);
    return { kind: 'choose', at, player, answer: rest.text.toLowerCase() === 'yes' };
  }
  // "Alice loses the flip": the result of her next coin flip (705.2).
  if (verb === 'wins' || verb === 'loses') {
    if (!/^(?:the\s+)?(?:coin\s+)?flip$/i.test(rest.text)) throw ScenarioError.at(rest, `cannot read '${at.text}'`, `write '${player.text} ${verb} the flip'`);
    return { kind: 'choose', at, player, answer: false, flip: verb === 'wins' ? 'win' : 'lose' };
  }
  if (verb === 'plays') {
    if (!rest.text) throw ScenarioError.at(rest, 'expected a land to play', `write '${player.text} plays Forest'`);
    return { kind: 'play', at, player, card: rest };
  }
  if (verb === 'attacks') return attackStatement(at, player, rest);
  if (verb === 'blocks') {
    // `blocks with Hill Giant`: the attacker left out, when only one creature attacks; `blocks Grizzly Bears, Savannah Lions with Palace Guard`: several (509.1a).
    const parts = /^(?:(.+?)\s+)?with\s+(.+)$/i.exec(rest.text);
    if (!parts) throw slipIn(rest, ['with']) ?? ScenarioError.at(rest, 'expected what blocks what', `write '${player.text} blocks Grizzly Bears with Hill Giant'`);
    const blockers = splitList(slice(rest, rest.text.length - parts[2]!.length));
    return { kind: 'block', at, player, ...(parts[1] ? { attackers: splitList(slice(rest, 0, parts[1].length)) } : {}), blockers };
  }
  if (verb === 'assigns') return assignStatement(at, player, rest);
  if (verb === 'discards') {
    if (!rest.text) throw ScenarioError.at(rest, 'expected the cards to discard', `write '${player.text} discards Forest, Lightning Bolt'`);
    return { kind: 'discard', at, player, cards: splitList(rest) };
  }
  // "Alice exerts Glorybringer": as it attacks in her next declaration of attackers (701.43d, 508.1g).
  if (verb === 'exerts') {
    if (!rest.text) throw ScenarioError.at(rest, 'expected the creatures to exert', `write '${player.text} exerts Glorybringer' before '${player.text} attacks with Glorybringer'`);
    return { kind: 'exert', at, player, cards: splitList(rest) };
  }
  // "Alice bands Benalish Hero, Grizzly Bears": those creatures attack as a band in her next declaration of attackers (702.22c).
  if (verb === 'bands') {
    if (!rest.text) throw ScenarioError.at(rest, 'expected the creatures of the band', `write '${player.text} bands Benalish Hero, Grizzly Bears' before '${player.text} attacks with Benalish Hero, Grizzly Bears'`);
    return { kind: 'band', at, player, cards: splitList(rest) };
  }
  // "Alice returns Plains": what her next "return a land you control to its owner's hand" returns as it resolves (608.2d).
  if (verb === 'returns') {
    if (!rest.text) throw ScenarioError.at(rest, 'expected the permanents to return', `write '${player.text} returns Plains' before the ability resolves`);
    return { kind: 'return', at, player, cards: splitList(rest) };
  }
  // "Bob sacrifices Hill Giant, Grizzly Bears": what his next "sacrifices two creatures" takes as it resolves (701.21a).
  if (verb === 'sacrifices') {
    if (!rest.text) throw ScenarioError.at(rest, 'expected the permanents to sacrifice', `write '${player.text} sacrifices Grizzly Bears' before the spell resolves`);
    return { kind: 'sacrifice', at, player, cards: splitList(rest) };
  }
  if (verb === 'dredges') {
    if (!rest.text) throw ScenarioError.at(rest, 'expected the card to dredge', `write '${player.text} dredges Darkblast'`);
    return { kind: 'dredge', at, player, card: rest };
  }
  if (verb === 'keeps') {
    if (!rest.text) throw ScenarioError.at(rest, 'expected the legendary permanent to keep', `write '${player.text} keeps Isamaru, Hound of Konda'`);
    return { kind: 'keep', at, player, card: rest };
  }
  // "Bob doesn't block": a declaration of no blockers (509.1).
  if (verb === "doesn't" && /^block$/i.test(rest.text)) return { kind: 'block', at, player, blockers: [] };
  // "Alice doesn't untap Ashnod's Battle Gear": her choice in her next untap step (502.3).
  const untap = verb === "doesn't" ? /^untap\s+/i.exec(rest.text) : null;
  if (untap) return { kind: 'keep-tapped', at, player, cards: splitList(slice(rest, untap[0].length)) };
  if (verb === 'pays' || verb === "doesn't") {
    const answer = verb === 'pays';
    const tribute = /^(?:pay\s+)?tribute$/i.test(rest.text) && (answer ? !/^pay/i.test(rest.text) : /^pay/i.test(rest.text));
    // "Alice pays echo", "Alice doesn't pay cumulative upkeep": the same answer, naming the cost (702.30a, 702.24a).
    const paid = (answer ? rest.text : rest.text.replace(/^pay\b\s*/i, '')).replace(/^(?:its\s+|the\s+)?(?:echo|cumulative upkeep|upkeep)(?:\s+cost)?$/i, '');
    if (!tribute && (answer ? paid !== '' : !/^pay\b/i.test(rest.text) || paid !== '')) throw ScenarioError.at(rest, `cannot read '${at.text}'`, `write '${player.text} pays', '${player.text} doesn't pay', '${player.text} pays echo', '${player.text} pays tribute' or '${player.text} doesn't block'`);
    return { kind: 'pay', at, player, answer, ...(tribute ? { tribute } : {}) };
  }
  if (verb === 'applies') {
    const first = /^(.+?)\s+first$/i.exec(rest.text);
    if (!first) throw slipIn(rest, ['first']) ?? ScenarioError.at(rest, 'expected which effect applies first', `write '${player.text} applies Rest in Peace first'`);
    return { kind: 'apply-first', at, player, source: slice(rest, 0, first[1]!.length) };
  }
  const { head, clauses } = actionClauses(rest);
  if (verb === 'turns') return turnFaceUpStatement(at, player, head, clauses);
  if (verb === 'casts') return { kind: 'cast', at, player, card: head, ...clauses };
  // "Alice suspends Rift Bolt": the special action of a card with suspend in her hand (116.2f, 702.62a).
  if (verb === 'suspends') return suspendStatement(at, player, head, clauses);
  // "Alice cycles Angel of the God-Pharaoh": the cycling ability of a card in her hand (702.29a).
  if (verb === 'cycles') return { kind: 'activate', at, player, card: head, ability: { ...head, text: 'cycling' }, fromHand: true, ...clauses };
  const colon = head.text.indexOf(':');
  // "activates Asphodel Wanderer's regenerate ability": the ability by its words, as after a colon.
  const named = colon < 0 ? /^(.+?)['’]s\s+(?:(.+?)\s+)?ability$/i.exec(head.text) : null;
  if (named) return { kind: 'activate', at, player, card: slice(head, 0, named[1]!.length), ...(named[2] ? { ability: slice(head, named[0].length - ' ability'.length - named[2].length, named[0].length - ' ability'.length) } : {}), ...clauses };
  if (colon < 0) return { kind: 'activate', at, player, card: head, ...clauses };
  const ability = slice(head, colon + 1);
  if (!ability.text) throw ScenarioError.at(ability, "expected an ability after ':'", "write the ability's number or words, such as 'Llanowar Elves: 1'");
  return { kind: 'activate', at, player, card: slice(head, 0, colon), ability, ...clauses };
}

/** `suspends Rift Bolt` (116.2f, 702.62a): a card in the hand; its suspend cost may be paid `paying with`. */
function suspendStatement(at: Phrase, player: Phrase, card: Phrase, clauses: ActionClauses): Statement {
  const extra = clauses.targets[0] ?? clauses.x?.at ?? clauses.modes?.at ?? clauses.choosing[0] ?? clauses.copying ?? clauses.searching?.[0] ?? clauses.dividing?.[0]?.to;
  if (extra) throw ScenarioError.at(extra, 'suspending a card is a special action: it has no targets, modes, X or choices (116.2f); they are chosen as the card is cast, when its last time counter is removed', `write '${player.text} suspends Rift Bolt', then later '${player.text} casts Rift Bolt with suspend targeting …'`);
  return { kind: 'suspend', at, player, card, ...clauses };
}

/** `turns Abzan Guide face up` (116.2b): a face-down permanent; its cost may be paid `paying with`, `sacrificing` or `tapping` as an activation's. */
function turnFaceUpStatement(at: Phrase, player: Phrase, head: Phrase, clauses: ActionClauses): Statement {
  const faceUp = /\s+face[\s-]+up$/i.exec(head.text);
  const hint = `write '${player.text} turns Abzan Guide face up'`;
  if (!faceUp) throw ScenarioError.at(head, `expected '<face-down permanent> face up', got '${head.text}'`, hint);
  if (clauses.faceDown) throw ScenarioError.at(clauses.faceDown, "a permanent is turned face up, not face down (708.2b: a face-down permanent can't be turned face down)", hint);
  const extra = clauses.targets[0] ?? clauses.x?.at ?? clauses.modes?.at ?? clauses.choosing[0] ?? clauses.copying ?? clauses.searching?.[0] ?? clauses.dividing?.[0]?.to;
  if (extra || clauses.bestow) throw ScenarioError.at(extra ?? head, 'turning a permanent face up is a special action: it has no targets, modes, X or choices (116.2b)', "it may only say how its cost is paid: 'paying with …', 'sacrificing …' or 'tapping …'");
  const card = slice(head, 0, faceUp.index);
  if (!card.text) throw ScenarioError.at(head, 'expected the face-down permanent to turn face up', hint);
  return { kind: 'turn-face-up', at, player, card, ...clauses };
}

/** `attacks with Grizzly Bears, Serra Angel`, `attacks Bob with …`, `attacks Liliana of the Veil with …`. */
function attackStatement(at: Phrase, player: Phrase, rest: Phrase): Statement {
  const parts = /^(.*?)\s*\bwith\s+(.+)$/i.exec(rest.text);
  if (!parts) throw slipIn(rest, ['with']) ?? ScenarioError.at(rest, 'expected the attacking creatures', `write '${player.text} attacks with Grizzly Bears' or '${player.text} attacks Bob with Grizzly Bears'`);
  const defender = parts[1] ? slice(rest, 0, parts[1].length) : undefined;
  return { kind: 'attack', at, player, ...(defender ? { defender } : {}), attackers: splitList(slice(rest, rest.text.length - parts[2]!.length)) };
}

/** `assigns Colossal Dreadmaw: 1 to Savannah Lions, 5 to Bob`. */
function assignStatement(at: Phrase, player: Phrase, rest: Phrase): Statement {
  const colon = rest.text.lastIndexOf(':');
  if (colon < 0) throw ScenarioError.at(rest, 'expected the attacker, a colon and the division', `write '${player.text} assigns Colossal Dreadmaw: 1 to Savannah Lions, 5 to Bob'`);
  const attacker = slice(rest, 0, colon);
  if (!attacker.text) throw ScenarioError.at(rest, 'expected the attacking creature before the colon');
  return { kind: 'assign', at, player, attacker, parts: damageParts(slice(rest, colon + 1)) };
}

/** `1 to Savannah Lions, 5 to Bob`, `2 to Isamaru, Hound of Konda, 1 to Bob`: a division of damage. */
function damageParts(phrase: Phrase): DamagePart[] {
  const parts: DamagePart[] = [];
  for (const part of splitList(phrase)) {
    const last = parts[parts.length - 1];
    // A piece with no "… to" after a part is the rest of that part's name: "Isamaru, Hound of Konda".
    if (last && !/^\S+\s+(?:damage\s+)?to\s/i.test(part.text)) {
      last.to = slice(phrase, last.to.column - phrase.column, part.column - phrase.column + part.text.length);
      continue;
    }
    const amount = /^(\d{1,4})\s+(?:damage\s+)?to\s+(.+)$/i.exec(part.text);
    if (!amount) throw ScenarioError.at(part, `expected '<amount> to <creature or player>', got '${part.text}'`, "write '3 to Hill Giant'");
    parts.push({ amount: Number(amount[1]), to: slice(part, part.text.length - amount[2]!.length) });
  }
  return parts;
}

/**
 * The parts of a cast or activation; a bestowed cast reads `with bestow`, `bestowed` or `for its bestow
 * cost` (702.103a), a cast face down `face down` (702.37c), one with flashback `with flashback` or
 * `from graveyard` (702.34a), a kicked one `kicked` (`kicked 3 times`, `kicked twice` with
 * multikicker) or `with kicker` (702.33a), one paying its buyback cost `with buyback` (702.27a), its
 * entwine cost `entwined` or `with entwine` (702.42a), one cast for its evoke cost `evoked`, `with evoke`
 * or `for its evoke cost` (702.74a), one cast for its dash cost `dashed`, `with dash` or `for its dash
 * cost` (702.109a), for its surge cost `surged`, `with surge` or `for its surge cost` (702.117a), for its
 * madness cost as its madness trigger resolves `with madness` or `for its madness cost` (702.35a), from its
 * graveyard with retrace `with retrace` (702.81a), for its miracle cost as its miracle trigger resolves
 * `with miracle` or `for its miracle cost` (702.94a), from exile as its rebound trigger resolves `with rebound`
 * (702.88a), from exile as its suspend trigger resolves `with suspend` (702.62a), the card a cascade trigger exiles `with
 * cascade` (702.85a), for the alternative cost its text offers `for its
 * alternative cost` (118.9), for its overload cost `overloaded` (702.96a), for its awaken cost `awakened` (702.113a); the
 * creatures, artifacts or cards that pay part of its cost `convoking …` (702.51a), `improvising …`
 * (702.126a), `delving …` (702.66a); both halves of a split card with fuse `fused` (702.102a); its Phyrexian
 * mana symbols paid with life `paying 4 life` (2 life each, 107.4f).
 */
const CLAUSE = /(,\s*)?\b(targeting|dividing|paying\s+with|paying(?=\s+\d{1,3}\s+life\b)|choosing|copying|searching\s+for|taking|ordering|sacrificing|tapping|returning|exiling|convoking|improvising|delving|with\s+x\s*=|with\s+bestow\b|bestowed\b|for\s+(?:its\s+)?bestow(?:\s+cost)?\b|with\s+flashback\b|from\s+(?:(?:the|their|his|her|my)\s+)?graveyard\b|kicked\b|with\s+kicker\b|replicated\b|with\s+buyback\b|entwined\b|with\s+entwine\b|evoked\b|with\s+evoke\b|for\s+(?:its\s+)?evoke(?:\s+cost)?\b|dashed\b|surged\b|with\s+spectacle\b|for\s+(?:its\s+)?spectacle(?:\s+cost)?\b|with\s+surge\b|for\s+(?:its\s+)?surge(?:\s+cost)?\b|with\s+madness\b|with\s+retrace\b|for\s+(?:its|the)\s+alternative\s+cost\b|overloaded\b|awakened\b|for\s+(?:its\s+)?madness(?:\s+cost)?\b|with\s+miracle\b|with\s+rebound\b|conspired\b|with\s+suspend\b|with\s+cascade\b|for\s+(?:its\s+)?miracle(?:\s+cost)?\b|with\s+dash\b|for\s+(?:its\s+)?dash(?:\s+cost)?\b|face[\s-]+down\b|fused\b|winning\s+the\s+flip\b|losing\s+the\s+flip\b)\s*/gi;

/** The keyword a clause's words stand for: its several wordings are one part. */
function clauseKeyword(words: string): string {
  if (/bestow/i.test(words)) return 'with bestow';
  if (/flashback|graveyard/i.test(words)) return 'with flashback';
  if (/kick/i.test(words)) return 'kicked';
  if (/replicat/i.test(words)) return 'replicated';
  if (/buyback/i.test(words)) return 'with buyback';
  if (/entwine/i.test(words)) return 'entwined';
  if (/evoke/i.test(words)) return 'evoked';
  if (/dash/i.test(words)) return 'dashed';
  if (/surge/i.test(words)) return 'surged';
  if (/spectacle/i.test(words)) return 'with spectacle';
  if (/madness/i.test(words)) return 'with madness';
  if (/retrace/i.test(words)) return 'with retrace';
  if (/miracle/i.test(words)) return 'with miracle';
  if (/rebound/i.test(words)) return 'with rebound';
  if (/suspend/i.test(words)) return 'with suspend';
  if (/cascade/i.test(words)) return 'with cascade';
  if (/alternative/i.test(words)) return 'for its alternative cost';
  return words.toLowerCase().replace(/[\s-]+/g, ' ').replace(/\s*=$/, '');
}

/** The clauses that are a cost paid or chosen, with nothing after them; where each is written. */
const FLAG_CLAUSES: Record<string, { field: 'buyback' | 'entwine' | 'evoke' | 'dash' | 'surge' | 'spectacle' | 'madness' | 'retrace' | 'miracle' | 'rebound' | 'conspire' | 'suspend' | 'cascade' | 'alternative' | 'overload' | 'awaken' | 'fused'; example: string }> = {
  'with buyback': { field: 'buyback', example: 'Alice casts Whispers of the Muse with buyback' },
  entwined: { field: 'entwine', example: 'Alice casts Rain of Rust entwined targeting Ornithopter, Forest' },
  evoked: { field: 'evoke', example: 'Alice casts Mulldrifter evoked' },
  dashed: { field: 'dash', example: 'Alice casts Mardu Strike Leader dashed' },
  surged: { field: 'surge', example: 'Alice casts Boulder Salvo surged targeting Grizzly Bears' },
  'with spectacle': { field: 'spectacle', example: 'Alice casts Light Up the Stage with spectacle' },
  'with madness': { field: 'madness', example: 'Alice casts Arrogant Wurm with madness' },
  'with retrace': { field: 'retrace', example: 'Alice casts Flame Jab with retrace targeting Bob' },
  'with miracle': { field: 'miracle', example: 'Alice casts Devastation Tide with miracle' },
  'with rebound': { field: 'rebound', example: 'Alice casts Staggershock with rebound targeting Bob' },
  conspired: { field: 'conspire', example: 'Alice casts Traitor\'s Roar conspired targeting Grizzly Bears' },
  'with suspend': { field: 'suspend', example: 'Alice casts Rift Bolt with suspend targeting Bob' },
  'with cascade': { field: 'cascade', example: 'Alice casts Lightning Bolt with cascade targeting Bob' },
  'for its alternative cost': { field: 'alternative', example: 'Alice casts Bringer of the Green Dawn for its alternative cost' },
  overloaded: { field: 'overload', example: 'Alice casts Electrickery overloaded' },
  awakened: { field: 'awaken', example: 'Alice casts Ruinous Path awakened targeting Grizzly Bears, Forest' },
  fused: { field: 'fused', example: "Alice casts Wear // Tear fused targeting Bob's Bonesplitter, Bob's Pacifism" },
};

/** `kicked`, `kicked twice`, `kicked 3 times` (multikicker, 702.33c); `replicated twice` (702.56a). */
function timesKicked(body: Phrase, word: 'kicked' | 'replicated' = 'kicked'): number {
  if (!body.text) return 1;
  const words = /^(?:(once)|(twice)|(\d{1,2})\s+times?)$/i.exec(body.text);
  if (!words) throw ScenarioError.at(body, `expected how many times it is ${word}, got '${body.text}'`, `write '${word}', '${word} twice' or '${word} 3 times'`);
  return words[1] ? 1 : words[2] ? 2 : Number(words[3]);
}

/** Splits `Lightning Bolt targeting Bob, Alice with X=2 paying with Mountain choosing red` (and `sacrificing …`). */
function actionClauses(rest: Phrase): { head: Phrase; clauses: ActionClauses } {
  const marks = [...rest.text.matchAll(CLAUSE)];
  const head = slice(rest, 0, marks[0]?.index ?? rest.text.length);
  if (!head.text) throw ScenarioError.at(rest, 'expected a card name', "write, for example, 'Alice casts Lightning Bolt targeting Bob'");
  const clauses: ActionClauses = { targets: [], paying: [], choosing: [] };
  const seen = new Set<string>();
  marks.forEach((mark, i) => {
    const keyword = clauseKeyword(mark[2]!);
    const keywordAt = slice(rest, mark.index! + (mark[1]?.length ?? 0));
    if (seen.has(keyword)) throw ScenarioError.at(keywordAt, `'${keyword}' is given twice`, 'give each part once');
    seen.add(keyword);
    const body = slice(rest, mark.index! + mark[0].length, marks[i + 1]?.index ?? rest.text.length);
    if (keyword === 'with bestow') {
      // "bestowed on Grizzly Bears" (or "onto"): the creature it targets.
      const onto = /^(?:on|onto)\s+(?=\S)/i.exec(body.text);
      if (onto && seen.has('targeting')) throw ScenarioError.at(body, 'the targets are given twice', "give them once: 'bestowed on <creature>' or 'with bestow targeting <creature>'");
      if (onto) {
        clauses.targets = splitList(slice(body, onto[0].length));
        seen.add('targeting');
      }
      else if (body.text) throw ScenarioError.at(body, `'${mark[2]!.trim()}' takes nothing after it`, "write 'with bestow targeting <creature>'");
      clauses.bestow = true;
      return;
    }
    if (keyword === 'face down') {
      if (body.text) throw ScenarioError.at(body, "'face down' takes nothing after it: a face-down spell has no targets (708.4)", "write 'Alice casts Abzan Guide face down'");
      clauses.faceDown = keywordAt;
      return;
    }
    if (keyword === 'with flashback') {
      if (body.text) throw ScenarioError.at(body, `'${mark[2]!.trim()}' takes nothing after it`, "write 'Alice casts Think Twice with flashback'");
      clauses.flashback = true;
      return;
    }
    const flag = FLAG_CLAUSES[keyword];
    if (flag) {
      if (body.text) throw ScenarioError.at(body, `'${mark[2]!.trim()}' takes nothing after it`, `write '${flag.example}'`);
      clauses[flag.field] = keywordAt;
      return;
    }
    if (keyword === 'winning the flip' || keyword === 'losing the flip') {
      if (body.text) throw ScenarioError.at(body, `'${mark[2]!.trim()}' takes nothing after it`, "write 'Alice activates Goblin Bangchuckers targeting Bob winning the flip'");
      if (clauses.flip) throw ScenarioError.at(keywordAt, 'the flip is won or lost, not both', 'give one');
      clauses.flip = { value: keyword === 'winning the flip' ? 'win' : 'lose', at: keywordAt };
      return;
    }
    if (keyword === 'kicked') {
      clauses.kicked = { times: timesKicked(body), at: keywordAt };
      return;
    }
    if (keyword === 'replicated') {
      clauses.replicated = { times: timesKicked(body, 'replicated'), at: keywordAt };
      return;
    }
    if (!body.text) throw ScenarioError.at(body, `expected something after '${mark[2]!.trim()}'`);
    if (keyword === 'paying') {
      const life = /^(\d{1,3})\s+life$/i.exec(body.text);
      if (!life || Number(life[1]) % 2 !== 0) throw ScenarioError.at(body, `expected the life paid for Phyrexian mana, 2 for each symbol, got '${body.text}' (107.4f)`, "write 'paying 2 life' or 'paying 4 life'");
      clauses.payingLife = { symbols: Number(life[1]) / 2, at: body };
    } else if (keyword === 'with x') {
      if (!/^\d{1,2}$/.test(body.text) || Number(body.text) > MAX_X) throw ScenarioError.at(body, `expected a whole number from 0 to ${MAX_X} for X, got '${body.text}'`, "write 'with X=3'");
      clauses.x = { value: Number(body.text), at: body };
    } else if (keyword === 'targeting') clauses.targets = splitList(body);
    else if (keyword === 'dividing') clauses.dividing = damageParts(body);
    else if (keyword === 'paying with') clauses.paying = splitList(body);
    else if (keyword === 'sacrificing' || keyword === 'tapping' || keyword === 'returning' || keyword === 'exiling') clauses[keyword] = splitList(body);
    else if (keyword === 'convoking' || keyword === 'improvising' || keyword === 'delving') clauses[keyword] = splitList(body);
    else if (keyword === 'searching for') clauses.searching = splitList(body);
    else if (keyword === 'taking') clauses.taking = /^nothing$/i.test(body.text) ? [] : splitList(body);
    else if (keyword === 'ordering') clauses.ordering = splitList(body);
    else if (keyword === 'copying') clauses.copying = body;
    else readChoosing(clauses, body);
  });
  if (clauses.dividing) {
    const at = slice(rest, rest.text.search(/\bdividing\b/i));
    if (clauses.targets.length) throw ScenarioError.at(at, "'dividing' names the targets: give them once", "write 'dividing 3 to Grizzly Bears, 2 to Bob' without 'targeting'");
    clauses.targets = clauses.dividing.map((part) => part.to);
  }
  return { head, clauses };
}

/** The words that open a part of a cast or activation, whose slips are never part of a card's name. */
export const CLAUSE_KEYWORDS = ['targeting', 'dividing', 'paying with', 'choosing', 'copying', 'searching for', 'taking', 'ordering', 'sacrificing', 'tapping', 'returning', 'exiling', 'convoking', 'improvising', 'delving', 'with bestow', 'bestowed', 'for its bestow cost', 'with flashback', 'from graveyard', 'kicked', 'with kicker', 'replicated', 'with buyback', 'entwined', 'with entwine', 'evoked', 'with evoke', 'for its evoke cost', 'dashed', 'with dash', 'for its dash cost', 'surged', 'with surge', 'for its surge cost', 'with spectacle', 'for its spectacle cost', 'with madness', 'for its madness cost', 'with retrace', 'with miracle', 'for its miracle cost', 'with rebound', 'conspired', 'with suspend', 'with cascade', 'for its alternative cost', 'overloaded', 'awakened', 'face down', 'fused', 'winning the flip', 'losing the flip'];

/** A slip of a keyword ('targetting') and the keyword meant. */
export interface KeywordSlip {
  at: Phrase;
  keyword: string;
}

/** The first run of words of `phrase`, from word `fromWord` (0-based) on, that is a slip of one of `keywords`. */
export function keywordSlip(phrase: Phrase, keywords: readonly string[], fromWord: number): KeywordSlip | undefined {
  const words = [...phrase.text.matchAll(/\S+/g)];
  for (let i = fromWord; i < words.length; i++) {
    for (const keyword of keywords) {
      const run = words.slice(i, i + keyword.split(' ').length);
      if (run.length < keyword.split(' ').length) continue;
      const last = run[run.length - 1]!;
      const typed = slice(phrase, run[0]!.index, last.index + last[0].length);
      if (isSlipOf(typed.text.replace(/\s+/g, ' '), keyword)) return { at: typed, keyword };
    }
  }
  return undefined;
}

/** "line 2, column 28: 'targetting' — did you mean 'targeting'?" */
export function slipError(slip: KeywordSlip): ScenarioError {
  return ScenarioError.at(slip.at, `'${slip.at.text}'`, `did you mean '${slip.keyword}'?`);
}

/** A slip of one of `keywords` anywhere in `phrase`, as an error ("attacks wiht Grizzly Bears"). */
function slipIn(phrase: Phrase, keywords: readonly string[]): ScenarioError | undefined {
  const slip = keywordSlip(phrase, keywords, 0);
  return slip && slipError(slip);
}

/** `choosing red`, `choosing mode 2`, `choosing modes 1 and 2, red`: modes (1-based) apart from the other choices. */
function readChoosing(clauses: ActionClauses, body: Phrase): void {
  let inModes = false;
  for (const item of splitList(body)) {
    const mode = /^modes?\s+(.+)$/i.exec(item.text);
    if (mode || (inModes && /^\d+(\s+and\s+\d+)*$/i.test(item.text))) {
      inModes = true;
      const numbers = (mode ? mode[1]! : item.text).split(/\s+and\s+/i);
      if (numbers.some((n) => !/^\d{1,2}$/.test(n))) throw ScenarioError.at(item, `expected mode numbers such as 'mode 2' or 'modes 1 and 2', got '${item.text}'`);
      clauses.modes = { values: [...(clauses.modes?.values ?? []), ...numbers.map(Number)], at: clauses.modes?.at ?? item };
      continue;
    }
    inModes = false;
    clauses.choosing.push(item);
  }
}

/** `2 Mountain`, `a Heartwood token`, `Grizzly Bears (new, tapped, 2 +1/+1 counters, 1 damage)`, `Holy Strength (attached to Grizzly Bears)`. */
function cardItem(phrase: Phrase): CardItem {
  let name = phrase;
  let count = 1;
  const counted = /^(?:(\d+)\s*x?|an?)\s+/i.exec(name.text);
  if (counted) {
    count = counted[1] === undefined ? 1 : Number(counted[1]);
    if (count < 1 || count > MAX_COUNT) throw ScenarioError.at(name, `expected a count from 1 to ${MAX_COUNT}, got ${counted[1]}`);
    name = slice(name, counted[0].length);
  }
  const item: CardItem = { name, count, isNew: false, tapped: false, counters: {}, damage: 0 };
  const marks = /\(([^()]*)\)$/.exec(name.text);
  if (marks) {
    item.name = slice(name, 0, marks.index);
    const inside = slice(name, marks.index + 1, marks.index + 1 + marks[1]!.length);
    let inHost = false;
    for (const mark of splitList(inside)) {
      // `(attached to Isamaru, Hound of Konda, tapped)`: what follows the host and is no mark is the rest of its name (setup checks it).
      const restOfHost: boolean = inHost && !isMark(mark.text);
      if (restOfHost) item.attachedTo = slice(inside, item.attachedTo!.column - inside.column, mark.column - inside.column + mark.text.length);
      else readMark(item, mark);
      inHost = restOfHost || ATTACHED_MARK.test(mark.text);
    }
  }
  if (!item.name.text) throw ScenarioError.at(phrase, 'expected a card name');
  return item;
}

const COUNTERS_MARK = /^(\d*)\s*([+-]1\/[+-]1|[a-z]+) counters?$/;
const DAMAGE_MARK = /^(\d{1,3}) damage$/;
const ATTACHED_MARK = /^attached to\s+/i;
const FACE_DOWN_MARK = /^(face[\s-]+down|manifested)$/;
/** 110.5: a flip card's permanent flipped (710.2), a double-faced one with its back face up (712.8e). */
const FACE_MARK = /^(flipped|transformed)$/;
const CHOSEN_MARK = /^chosen (white|blue|black|red|green)$/;
/** `(chosen Goblin)`: a creature type (205.3m). */
const CHOSEN_TYPE_MARK = /^chosen (.+)$/;
const chosenTypeMark = (text: string): string | undefined => creatureTypeNamed(CHOSEN_TYPE_MARK.exec(text)?.[1] ?? '');

/** True when the text is a mark: `new`, `tapped`, counters, damage or `attached to …`. */
function isMark(text: string): boolean {
  const lower = text.toLowerCase();
  return lower === 'new' || lower === 'tapped' || FACE_DOWN_MARK.test(lower) || FACE_MARK.test(lower) || CHOSEN_MARK.test(lower) || chosenTypeMark(lower) !== undefined || COUNTERS_MARK.test(lower) || DAMAGE_MARK.test(lower) || ATTACHED_MARK.test(text);
}

function readMark(item: CardItem, mark: Phrase): void {
  const text = mark.text.toLowerCase();
  const counters = COUNTERS_MARK.exec(text);
  const damage = DAMAGE_MARK.exec(text);
  const attached = ATTACHED_MARK.exec(mark.text);
  if (text === 'new') item.isNew = true;
  else if (text === 'tapped') item.tapped = true;
  else if (FACE_DOWN_MARK.test(text)) item.faceDown = { manifested: text === 'manifested', at: mark };
  else if (FACE_MARK.test(text)) item.face = { status: text as 'flipped' | 'transformed', at: mark };
  else if (CHOSEN_MARK.test(text)) item.chosenColor = colorNamed(CHOSEN_MARK.exec(text)![1]!)!;
  else if (chosenTypeMark(text)) item.chosenType = chosenTypeMark(text);
  else if (counters) item.counters[counters[2]!] = Math.min(MAX_COUNTERS, Number(counters[1] || 1));
  else if (damage) item.damage = Number(damage[1]);
  else if (attached) item.attachedTo = slice(mark, attached[0].length);
  else throw unknownMark(mark);
}

/** A mark that is none, with the closest one when it is a slip ('tappd'). */
export function unknownMark(mark: Phrase): ScenarioError {
  const guess = suggest(mark.text.toLowerCase(), ['new', 'tapped', 'face down', 'manifested', 'flipped', 'transformed', 'chosen red']);
  return ScenarioError.at(mark, `unknown mark '${mark.text}'`, guess ? `did you mean '${guess}'?` : "expected 'new', 'tapped', '2 +1/+1 counters', '3 loyalty counters', '2 damage', 'attached to <permanent>', 'face down', 'manifested', 'flipped', 'transformed' or 'chosen red'");
}

/** Splits at commas outside brackets; every item must be non-empty. */
export function splitList(phrase: Phrase): Phrase[] {
  if (!phrase.text) throw ScenarioError.at(phrase, 'expected a name here');
  const items = splitOutside(phrase.text, ',', phrase);
  const empty = items.find((item) => !item.text);
  if (empty) throw ScenarioError.at(empty, 'expected a name between the commas');
  return items;
}

const OPEN = '([{';
const CLOSE = ')]}';

/** Splits `text` (which starts at `origin`) at `separator` outside brackets and quotes, trimming each part. */
function splitOutside(text: string, separator: string, origin: Phrase): Phrase[] {
  const parts: Phrase[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch !== undefined && OPEN.includes(ch)) depth++;
    else if (!quoted && ch !== undefined && CLOSE.includes(ch)) depth = Math.max(0, depth - 1);
    if (i === text.length || (ch === separator && depth === 0 && !quoted)) {
      parts.push(slice(origin, start, i));
      start = i + 1;
    }
  }
  return parts;
}

/** The trimmed part of a phrase from `start` to `end`, with its own position. */
export function slice(phrase: Phrase, start: number, end = phrase.text.length): Phrase {
  const raw = phrase.text.slice(start, end);
  const lead = raw.length - raw.trimStart().length;
  return { text: raw.trim(), line: phrase.line, column: phrase.column + start + lead };
}

function dedent(lines: string[]): string {
  const indents = lines.slice(1).map((line) => /^\s*/.exec(line)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return [lines[0]!, ...lines.slice(1).map((line) => line.slice(common))].join('\n');
}
