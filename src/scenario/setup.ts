/**
 * Turns a scenario's setup lines into the engine's GameSetup: players (created when first named,
 * the first is the active player), zones, life, the turn and step, inline card definitions, and
 * the cards that are cast without being in hand (put there first, with a note for the trace).
 */
import { compileCard } from '../oracle/compile';
import { isPlainCard, readPlainCard } from './plain-card';
import type { CardNames } from './store-lookup';
import { CardDefinitionError, STEPS_AFTER_ATTACKS, stepName, type CardDefinition, type CardDefinitionInput, type CardLibrary, type CardSetup, type GameSetup, type PlayerSetup, type Step } from '../engine';
import { suggest } from './suggest';
import { ScenarioError, type CardItem, type Phrase, type Statement } from './syntax';
import { CardVocabulary } from './vocabulary';
import { NameIndex, compactName } from '../cards/names';
import { CLAUSE_KEYWORDS, ZONES_SAID, keywordSlip, slice, slipError, splitList, unknownMark } from './parse';

/** A line of the trace that is the scenario's doing, not a rule's. */
export interface Note {
  line: number;
  text: string;
}

export interface PreparedGame {
  setup: GameSetup;
  library: CardLibrary;
  vocabulary: CardVocabulary;
  /** The action statements, in order. */
  actions: Statement[];
  notes: Note[];
}

const ACTION_KINDS = new Set<Statement['kind']>(['cast', 'activate', 'play', 'turn-face-up', 'suspend', 'pass', 'resolve-all', 'choose', 'order', 'trigger-targets', 'new-targets', 'attack', 'block', 'assign', 'advance', 'keep', 'discard', 'keep-tapped', 'exert', 'band', 'return', 'sacrifice', 'dredge', 'pay', 'apply-first']);
/** Statements whose subject is a player who acts. */
const ACTING_KINDS = new Set<Statement['kind']>(['cast', 'activate', 'play', 'turn-face-up', 'suspend', 'attack', 'block', 'assign', 'keep', 'discard', 'keep-tapped', 'exert', 'band', 'return', 'sacrifice', 'dredge', 'pay', 'apply-first']);

const STEPS: Record<string, Step> = {
  untap: 'untap',
  upkeep: 'upkeep',
  draw: 'draw',
  main: 'precombat-main',
  'main 1': 'precombat-main',
  'first main': 'precombat-main',
  'precombat main': 'precombat-main',
  combat: 'beginning-of-combat',
  'beginning of combat': 'beginning-of-combat',
  'declare attackers': 'declare-attackers',
  'declare blockers': 'declare-blockers',
  'first strike damage': 'first-strike-damage',
  'first strike combat damage': 'first-strike-damage',
  'combat damage': 'combat-damage',
  'end of combat': 'end-of-combat',
  'main 2': 'postcombat-main',
  'second main': 'postcombat-main',
  'postcombat main': 'postcombat-main',
  end: 'end',
  'end step': 'end',
  'end of turn': 'end',
  cleanup: 'cleanup',
};

/** The opponent added when a scenario names only one player (a game has two or more, 103.1). */
const DEFAULT_OPPONENT = 'Opponent';

export function prepareGame(written: Statement[], baseLibrary: CardLibrary, store?: CardNames): PreparedGame {
  const pool = defineCards(written, baseLibrary);
  const vocabulary = new CardVocabulary(pool, store);
  const notes: Note[] = [];
  for (const statement of written) checkKeywordSlips(statement, vocabulary);
  const statements = written.map((statement) => withTargetWords(statement, vocabulary, notes));
  const players = new Map<string, PlayerSetup>();
  const setup: GameSetup = { players: [] };
  const player = (phrase: Phrase): PlayerSetup => {
    const key = phrase.text.toLowerCase();
    let found = players.get(key);
    if (!found) {
      found = { name: phrase.text, battlefield: [], hand: [], graveyard: [], library: [] };
      players.set(key, found);
      setup.players.push(found);
    }
    return found;
  };

  const firstAction = statements.findIndex((statement) => ACTION_KINDS.has(statement.kind));
  const actions = firstAction < 0 ? [] : statements.slice(firstAction);
  for (const statement of actions) {
    if (!ACTION_KINDS.has(statement.kind) && statement.kind !== 'define') {
      throw ScenarioError.at(statement.at, 'setup lines come before the first action', 'move this line above the first cast, activation or pass');
    }
  }
  const namedLibraries = new Set<PlayerSetup>();
  const attached: CardItem[] = [];
  for (const statement of statements.slice(0, firstAction < 0 ? undefined : firstAction)) {
    if (statement.kind === 'setup' && statement.zone === 'library') namedLibraries.add(player(statement.player));
    if (statement.kind === 'setup') {
      const zone = (player(statement.player)[statement.zone] ??= []);
      for (const item of joinCommaItems(statement.cards, vocabulary)) {
        if (item.face && statement.zone !== 'battlefield') throw ScenarioError.at(item.face.at, `only a permanent is ${item.face.status}: a card in a ${statement.zone} has only its ${item.face.status === 'flipped' ? 'normal characteristics (710.2)' : 'front face (712.8a)'}`, "set it up on the battlefield: 'Alice has Jushi Apprentice (flipped)'");
        if (item.faceDown && statement.zone !== 'battlefield') throw ScenarioError.at(item.faceDown.at, `only a permanent is face down here: a card in a ${statement.zone} is face up (708.9)`, "set it up on the battlefield: 'Alice has Abzan Guide (face down)'");
        zone.push(...cardSetups(item, vocabulary, notes, statement.zone === 'battlefield'));
        if (item.attachedTo) attached.push(item);
      }
    } else if (statement.kind === 'life') player(statement.player).life = statement.life;
    else if (statement.kind === 'monarch') {
      for (const other of setup.players) delete other.monarch;
      player(statement.player).monarch = true;
    }
    else if (statement.kind === 'player-counters') player(statement.player)[statement.counter] = statement.amount;
    else if (statement.kind === 'turn') {
      setup.activePlayer = player(statement.player).name;
      if (statement.step) setup.step = startingStep(statement.step, statement.player, actions, notes);
    } else if (statement.kind === 'players') for (const name of statement.names) player(name);
  }
  for (const statement of actions) {
    if (ACTING_KINDS.has(statement.kind) && 'player' in statement && statement.player) player(statement.player);
    if (statement.kind === 'choose' && statement.player) player(statement.player);
  }
  if (setup.players.length === 0) throw new ScenarioError(1, 1, 'no player is named', "start with a setup line such as 'Alice has Mountain'");
  checkAttachments(attached, setup, vocabulary);
  if (setup.players.length === 1) {
    const opponent = opponentNamedByTarget(actions, namesHere(setup, actions, vocabulary), vocabulary, setup.players[0]!.name);
    player(opponent ?? { text: DEFAULT_OPPONENT, line: 1, column: 1 });
    const name = opponent?.text ?? DEFAULT_OPPONENT;
    notes.push({ line: opponent?.line ?? 0, text: `Only one player is named: ${name} joins as the second player (a game has two or more, 103.1).` });
  }
  // A library the scenario doesn't set up goes on with unknown cards, so that drawing (next turn) works.
  for (const p of setup.players) if (!namedLibraries.has(p)) p.unknownLibrary = true;
  putCastCardsInHand(actions, setup, vocabulary, notes);
  const compiled = vocabulary.definitions();
  for (const definition of compiled) notes.push({ line: 0, text: definition.token ? `${definition.name} token is set up as described: ${definition.text}` : `${definition.name} is played as compiled from its Oracle text.` });
  return { setup, library: compiled.length ? pool.withDefinitions(compiled) : pool, vocabulary, actions, notes };
}

/**
 * When only one player is named, a one-word target (or the player an attack or a division names) that is
 * no card's exact name and names no card of this scenario names the second player ("Alice casts
 * Lightning Bolt targeting Bob", though the card data has Penumbra Bobcat: a card that is not here can't
 * be a target); with two or more players, such a target is an error with a did-you-mean (bind.ts), never
 * a new player.
 */
function opponentNamedByTarget(actions: Statement[], here: NameIndex<string>, vocabulary: CardVocabulary, only: string): Phrase | undefined {
  for (const statement of actions) {
    const named = statement.kind === 'attack' ? (statement.defender ? [statement.defender] : []) : statement.kind === 'assign' ? statement.parts.map((part) => part.to) : 'targets' in statement ? statement.targets : [];
    for (const target of named) {
      if (/^[\p{L}][\p{L}\p{N}_-]*$/u.test(target.text) && target.text.toLowerCase() !== only.toLowerCase() && !vocabulary.isExactName(target.text) && here.lookup(target.text).status === 'none') return target;
    }
  }
  return undefined;
}

/** The cards of this scenario, as a target may name them: those set up, those cast, and the tokens they make. */
function namesHere(setup: GameSetup, actions: Statement[], vocabulary: CardVocabulary): NameIndex<string> {
  const zones = ['battlefield', 'hand', 'graveyard', 'library'] as const;
  const setUp = setup.players.flatMap((p) => zones.flatMap((zone) => (p[zone] ?? []).map((card) => (typeof card === 'string' ? card : card.card))));
  const cast = actions.flatMap((statement) => (statement.kind === 'cast' ? [vocabulary.card(statement.card).value.name] : []));
  const cards = [...new Set([...setUp, ...cast])];
  const names = [...cards, ...cards.flatMap((card) => tokensMadeBy(vocabulary.definition(card)))];
  return new NameIndex(names.map((name) => ({ name, value: name })));
}

/** The names of the tokens a card's effects create, wherever they are in its definition. */
function tokensMadeBy(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(tokensMadeBy);
  if (typeof node !== 'object' || node === null) return [];
  const { do: effect, token } = node as { do?: unknown; token?: unknown };
  const made = effect === 'create-token' ? [typeof token === 'string' ? token : (token as { name: string }).name] : [];
  return [...made, ...Object.values(node).flatMap(tokensMadeBy)];
}

/** `Isamaru, Hound of Konda (new)` was split at its comma: a plain item and the next one that spell a card are one. */
function joinCommaItems(items: CardItem[], vocabulary: CardVocabulary): CardItem[] {
  const joined: CardItem[] = [];
  for (const item of items) {
    const last = joined[joined.length - 1];
    const plain = last && last.count === 1 && isPlain(last);
    const both = plain ? `${last.name.text}, ${item.name.text}` : '';
    if (both && vocabulary.isExactName(both)) joined[joined.length - 1] = { ...item, name: { ...last.name, text: both } };
    else joined.push(item);
  }
  return joined;
}

const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** `two Mountains` is `2 Mountains`, unless the whole is a card's name (Seven Dwarves). */
function countInWords(item: CardItem, vocabulary: CardVocabulary): CardItem {
  const words = /^(\w+)\s+/.exec(item.name.text);
  const count = words ? NUMBER_WORDS.indexOf(words[1]!.toLowerCase()) + 2 : 0;
  if (count < 2 || item.count !== 1 || vocabulary.isExactName(item.name.text)) return item;
  return { ...item, count, name: { ...item.name, text: item.name.text.slice(words![0].length), column: item.name.column + words![0].length } };
}

function cardSetups(written: CardItem, vocabulary: CardVocabulary, notes: Note[], permanent: boolean): CardSetup[] {
  const counted = countInWords(written, vocabulary);
  const { value, correction } = vocabulary.card(counted.name);
  if (correction) notes.push({ line: counted.name.line, text: correction });
  const item = permanent ? faceNamed(counted, vocabulary.definition(value.name)) : counted;
  const counters = Object.keys(item.counters).length ? item.counters : undefined;
  const setup: CardSetup =
    isPlain(item) && !value.token
      ? value.name
      : {
          card: value.name,
          ...(item.isNew ? { newThisTurn: true } : {}),
          ...(item.tapped ? { tapped: true } : {}),
          ...(counters ? { counters } : {}),
          ...(item.damage ? { damage: item.damage } : {}),
          ...(value.token ? { token: true } : {}),
          ...(item.attachedTo ? { attachedTo: item.attachedTo.text } : {}),
          ...(item.faceDown ? { faceDown: true, ...(item.faceDown.manifested ? { manifested: true } : {}) } : {}),
          ...(item.face ? { [item.face.status]: true } : {}),
          ...(item.chosenColor ? { chosenColor: item.chosenColor } : {}),
          ...(item.chosenType ? { chosenType: item.chosenType } : {}),
        };
  return Array.from({ length: item.count }, () => setup);
}

/** `Grizzly Bears`, `Grizzly Bears #2`, `Bob's Grizzly Bears`: the owner and the card a host is named by. */
const HOST_NAME = /^(?:(\S+)['’]s\s+)?(.+?)(?:\s+#\d+)?$/;

/**
 * `(attached to …)` marks an Aura, an Equipment or a card with bestow (then a bestowed Aura, 702.103b)
 * attached to a permanent set up on a battlefield (`Grizzly Bears`, `Grizzly Bears #2`, `Bob's Grizzly
 * Bears`); anything else is an error at the mark (301.5, 303.4).
 */
function checkAttachments(items: CardItem[], setup: GameSetup, vocabulary: CardVocabulary): void {
  const onBattlefield = setup.players.flatMap((p) => (p.battlefield ?? []).map((c) => ({ owner: p.name.toLowerCase(), card: (typeof c === 'string' ? c : c.card).toLowerCase() })));
  const isSetUp = (text: string) => {
    const [, owner, card] = HOST_NAME.exec(text)!;
    return onBattlefield.some((p) => p.card === card!.toLowerCase() && (owner === undefined || p.owner === owner.toLowerCase()));
  };
  for (const item of items) {
    const host = item.attachedTo!;
    const { name } = vocabulary.card(item.name).value;
    const definition = vocabulary.definition(name);
    if (definition && !definition.enchant && !definition.bestow && !definition.subtypes?.includes('Equipment')) {
      throw ScenarioError.at(host, `${name} is not an Aura, an Equipment or a card with bestow: it can't be attached to a permanent (301.5, 303.4)`, "remove '(attached to …)', or attach an Aura or Equipment");
    }
    if (isSetUp(host.text)) continue;
    // `(attached to Grizzly Bears, tappd)`: the host is set up, and what follows its name is a mark that is none.
    const nameEnd = [...host.text.matchAll(/,/g)].map((comma) => comma.index).reverse().find((end) => isSetUp(host.text.slice(0, end).trim()));
    if (nameEnd !== undefined) {
      const next = host.text.indexOf(',', nameEnd + 1);
      throw unknownMark(slice(host, nameEnd + 1, next < 0 ? undefined : next));
    }
    const card = HOST_NAME.exec(host.text)![2];
    throw ScenarioError.at(host, `${name} is set up attached to '${host.text}', which is not set up on the battlefield`, `add it to a player's permanents ('Alice has ${card}') before this line`);
  }
}

/** 110.5: a flip card's permanent set up by its flipped half's name is flipped, a double-faced one by its back face's transformed. */
function faceNamed(item: CardItem, definition: CardDefinition | undefined): CardItem {
  const named = (face: { name: string } | undefined) => face?.name.toLowerCase() === item.name.text.trim().toLowerCase();
  if (item.face) return item;
  if (named(definition?.flip)) return { ...item, face: { status: 'flipped', at: item.name } };
  return named(definition?.back) ? { ...item, face: { status: 'transformed', at: item.name } } : item;
}

function isPlain(item: CardItem): boolean {
  return !item.isNew && !item.tapped && Object.keys(item.counters).length === 0 && !item.damage && !item.attachedTo && !item.faceDown && !item.face && !item.chosenColor && !item.chosenType;
}

/** A card cast or played without being in hand is put into its player's hand first; one cast with flashback or retrace, or as its half with aftermath, into their graveyard (702.34a, 702.81a, 702.127a). */
function putCastCardsInHand(actions: Statement[], setup: GameSetup, vocabulary: CardVocabulary, notes: Note[]): void {
  const names = (cards: PlayerSetup['hand']) => (cards ?? []).map((c) => (typeof c === 'string' ? c : c.card));
  const there = { hand: new Map(setup.players.map((p) => [p, names(p.hand)])), graveyard: new Map(setup.players.map((p) => [p, names(p.graveyard)])) };
  // 715.3d: a card cast as its Adventure is (once resolved) in exile, to be cast from there, not from the hand.
  const adventuring = new Map<PlayerSetup, string[]>(setup.players.map((p) => [p, []]));
  // 702.127a: a split card cast earlier in the scenario is in its graveyard by the time its half with aftermath is cast.
  const castBefore = new Map<PlayerSetup, string[]>(setup.players.map((p) => [p, []]));
  for (const statement of actions) {
    // 702.94a: a card cast for its miracle cost is drawn first, from the library the scenario states; 702.85a: a card cast with cascade is exiled from the library the scenario states.
    if ((statement.kind !== 'cast' && statement.kind !== 'play') || (statement.kind === 'cast' && (statement.miracle || statement.cascade))) continue;
    const caster = setup.players.find((p) => p.name.toLowerCase() === statement.player.text.toLowerCase())!;
    const { value, correction } = vocabulary.card(statement.card);
    if (correction) notes.push({ line: statement.card.line, text: correction });
    if (value.token) throw ScenarioError.at(statement.card, `${value.name} is a token: it cannot be cast or played`, 'put the token on the battlefield with a setup line');
    const aftermath = statement.kind === 'cast' && vocabulary.namesAftermathHalf(statement.card);
    const zone = statement.kind === 'cast' && (statement.flashback || statement.retrace || aftermath) ? 'graveyard' : 'hand';
    const cast = castBefore.get(caster)!;
    if (aftermath && cast.includes(value.name)) {
      cast.splice(cast.indexOf(value.name), 1);
      continue;
    }
    if (zone === 'hand' && statement.kind === 'cast') cast.push(value.name);
    const exiled = adventuring.get(caster)!;
    const adventure = vocabulary.definition(value.name)?.adventure;
    if (adventure && statement.kind === 'cast' && compactName(adventure.name) === compactName(statement.card.text)) exiled.push(value.name);
    else if (exiled.includes(value.name)) {
      exiled.splice(exiled.indexOf(value.name), 1);
      continue;
    }
    const cards = there[zone].get(caster)!;
    const at = cards.indexOf(value.name);
    if (at >= 0) {
      cards.splice(at, 1);
      continue;
    }
    (caster[zone] ??= []).push(value.name);
    const where = zone === 'hand' ? `${caster.name}'s hand` : `${caster.name}'s graveyard`;
    notes.push({ line: statement.card.line, text: `${value.name} is not in ${where}: it is put there first, so that it can be ${statement.kind === 'cast' ? `cast${zone === 'graveyard' ? (statement.retrace ? ' with retrace' : statement.flashback ? ' with flashback' : ' as its half with aftermath') : ''}` : 'played'}.` });
  }
}

/**
 * A slip of a keyword where a line names a card ('Lightning Bolt targetting Bob', 'Lightning Bolt
 * in hnad') is an error at the slip, never part of the card's name; a card's exact name stays whole.
 */
function checkKeywordSlips(statement: Statement, vocabulary: CardVocabulary): void {
  const names =
    statement.kind === 'cast' || statement.kind === 'activate' || statement.kind === 'turn-face-up' || statement.kind === 'suspend'
      ? [statement.card, ...(statement.kind === 'activate' && statement.ability ? [statement.ability] : []), ...statement.targets, ...statement.paying, ...statement.choosing, ...(statement.sacrificing ?? []), ...(statement.returning ?? []), ...(statement.exiling ?? []), ...(statement.copying ? [statement.copying] : [])].map((name) => ({ name, keywords: CLAUSE_KEYWORDS }))
      : statement.kind === 'setup' && statement.cards.length
        ? [{ name: statement.cards[statement.cards.length - 1]!.name, keywords: Object.keys(ZONES_SAID) }]
        : [];
  for (const { name, keywords } of names) {
    const slip = vocabulary.isExactName(name.text) ? undefined : keywordSlip(name, keywords, 1);
    if (slip) throw slipError(slip);
  }
}

/**
 * "Alice casts Lightning Bolt on Grizzly Bears" (or "at Bob"): when the words before "on" or "at"
 * are a card's exact name and the whole phrase is not ("Hold at Bay" stays whole), the rest are its
 * targets, as if written with "targeting"; the trace says how it was read.
 */
function withTargetWords(statement: Statement, vocabulary: CardVocabulary, notes: Note[]): Statement {
  if (statement.kind !== 'cast' || statement.targets.length || vocabulary.isExactName(statement.card.text)) return statement;
  for (const word of statement.card.text.matchAll(/\s+(on|at)\s+/gi)) {
    const card = slice(statement.card, 0, word.index);
    if (!vocabulary.isExactName(card.text)) continue;
    const targets = slice(statement.card, word.index + word[0].length);
    notes.push({ line: statement.card.line, text: `'${word[1]} ${targets.text}' read as 'targeting ${targets.text}'.` });
    return { ...statement, card, targets: splitList(targets) };
  }
  return statement;
}

/**
 * The step a `turn:` line starts the game in; one that comes after attackers are declared starts at the
 * beginning of combat (507.1), so that the scenario's `attacks` line declares them (508.1).
 */
function startingStep(phrase: Phrase, active: Phrase, actions: Statement[], notes: Note[]): Step {
  const step = stepOf(phrase);
  if (step !== 'declare-attackers' && !STEPS_AFTER_ATTACKS.includes(step)) return step;
  const attack = actions.find((statement) => statement.kind === 'attack');
  if (!attack) throw ScenarioError.at(phrase, `a game can't start in the ${stepName(step)} before attackers are declared (508.1)`, `write '${active.text} attacks with …' after the setup; the game then starts at the beginning of combat`);
  notes.push({ line: phrase.line, text: `The game starts at the beginning of combat, not in the ${stepName(step)}: line ${attack.at.line} declares the attackers (507.1, 508.1).` });
  return 'beginning-of-combat';
}

export function stepOf(phrase: Phrase): Step {
  const key = phrase.text.toLowerCase().replace(/[-\s]+/g, ' ').replace(/ step$/, '');
  const step = STEPS[key] ?? STEPS[`${key} step`];
  if (step) return step;
  const guess = suggest(key, Object.keys(STEPS));
  throw ScenarioError.at(phrase, `unknown step '${phrase.text}'`, guess ? `did you mean '${guess}'?` : `expected one of ${Object.keys(STEPS).join(', ')}`);
}

/** The pool plus the scenario's `define:` cards (same name: the scenario's wins). */
function defineCards(statements: Statement[], base: CardLibrary): CardLibrary {
  const defines = statements.filter((s): s is Extract<Statement, { kind: 'define' }> => s.kind === 'define');
  if (defines.length === 0) return base;
  let library = base;
  for (const define of defines) {
    if (isPlainCard(define.source)) {
      library = library.withDefinitions([compilePlainCard(define, library)]);
      continue;
    }
    try {
      library = library.with(readDefinitions(define), `the definition at line ${define.at.line}`);
    } catch (error) {
      if (!(error instanceof CardDefinitionError)) throw error;
      throw ScenarioError.at(define.at, error.message, "see the card format in docs/engine.md");
    }
  }
  return library;
}

/** A card written in plain words, compiled by the Oracle compiler like any card of the card store. */
function compilePlainCard(define: Extract<Statement, { kind: 'define' }>, library: CardLibrary): CardDefinition {
  const card = readPlainCard(define.source);
  if ('problem' in card) throw ScenarioError.at(define.at, `can't read the card: ${card.problem}`, 'write "Name {cost} Type — text", one line, or name and cost, type line, text lines and power/toughness on lines below');
  const result = compileCard(card, library);
  if (result.status === 'unsupported') throw ScenarioError.at(define.at, `Heartwood can't play ${card.name}: ${result.reason}`, 'reword it, or write it in the card format (docs/engine.md)');
  return result.definition;
}

function readDefinitions(define: Extract<Statement, { kind: 'define' }>): CardDefinitionInput[] {
  // yaml is loaded only by scenarios that define cards.
  const document = (require('yaml') as typeof import('yaml')).parseDocument(define.source, { prettyErrors: false });
  const problem = document.errors[0];
  if (problem) {
    const at = problem.linePos?.[0];
    const line = define.sourceLine + (at ? at.line - 1 : 0);
    throw new ScenarioError(line, at && at.line > 1 ? at.col : define.at.column, `the card definition is not valid YAML: ${problem.message.split('\n')[0]}`, 'indent it below define:, or write it as {name: …, types: [Creature], …}');
  }
  const value: unknown = document.toJS();
  if (typeof value !== 'object' || value === null) throw ScenarioError.at(define.at, 'expected a card definition (a mapping with name, types, …)', 'see the card format in docs/engine.md');
  return (Array.isArray(value) ? value : [value]) as CardDefinitionInput[];
}
