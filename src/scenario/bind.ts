/**
 * Binds an action line to the engine's actions against the game as it is when the line runs:
 * players by name, cards in hand, permanents and spells by label or card name, targets, X,
 * payment sources and choices. Whether the action is legal is the engine's call, not ours.
 */
import { FACE_DOWN, chosenParts, findCandidate, spellResolvable, targetProblem, type Ability, type Action, type GameObject, type CardDefinition, type CardLibrary, type Choices, type GameState, type ManaPayment, type ManaType, type StackItem, type TargetChoice, type TargetSpec } from '../engine';

import { plainMinus, slice } from './parse';
import { orList, findObject, type CardVocabulary, type Resolved, type SearchZone } from './vocabulary';

type Resolvable = ReturnType<typeof spellResolvable>;
import { suggest } from './suggest';
import { compactName } from '../cards/names';
import { creatureTypeNamed } from '../engine/cards/creature-types';
import { ScenarioError, type ActionClauses, type Phrase, type Statement } from './syntax';

export interface Bound {
  actions: Action[];
  /** Corrections made while reading names, for the trace. */
  corrections: string[];
}

/**
 * A trigger's source may already have left the battlefield (a dies trigger), be a permanent spell about to
 * enter (its enters trigger), or a land in a hand about to be played (its enters trigger goes on the stack
 * before anyone gets priority, 603.3, so its targets are planned before the play).
 */
const TRIGGER_SOURCES: SearchZone[] = ['battlefield', 'graveyard', 'stack', 'hand'];
/** The cast's clauses that pay a cost of the card's (buyback, entwine, evoke, dash, surge), the rule of each and its words. */
const COST_CLAUSES = [
  ['buyback', '702.27a', 'with buyback'],
  ['entwine', '702.42a', 'entwined'],
  ['evoke', '702.74a', 'evoked'],
  ['dash', '702.109a', 'dashed'],
  ['surge', '702.117a', 'surged'],
  ['spectacle', '702.137a', 'with spectacle'],
  ['madness', '702.35a', 'with madness'],
  ['miracle', '702.94a', 'with miracle'],
  ['alternative', '118.9', 'for its alternative cost'],
  ['overload', '702.96a', 'overloaded'],
  ['awaken', '702.113a', 'awakened'],
] as const;
const COLORS: Record<string, ManaType> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G', colorless: 'C' };

export function bindAction(statement: Statement, state: GameState, vocabulary: CardVocabulary, library: CardLibrary): Bound {
  const corrections: string[] = [];
  const note = <T>(resolved: { value: T; correction?: string }): T => {
    if (resolved.correction) corrections.push(resolved.correction);
    return resolved.value;
  };
  const object = (phrase: Phrase, zones: SearchZone[], role: string) => ({ id: note(findObject(state, phrase, zones, role)) });
  const targets = (phrases: Phrase[]): TargetChoice[] =>
    vocabulary.joinCommaNames(phrases).map((phrase) => {
      const player = playerNamed(state, phrase.text);
      if (player) return { player };
      const ability = abilityOnStack(state, phrase);
      if (ability) return { ability: ability.id };
      try {
        return { object: object(phrase, ['battlefield', 'stack', 'graveyard'], 'target') };
      } catch (error) {
        throw abilityNameError(state, phrase) ?? oneWordNameError(state, phrase, error);
      }
    });
  /** Whether the phrase names no permanent but a card in the player's graveyard (an ability that works there, 113.6m). */
  const inGraveyardOnly = (phrase: Phrase, player: string): boolean => {
    const finds = (zone: 'battlefield' | 'graveyard') => {
      try {
        findObject(state, phrase, [zone], 'card', (id) => zone === 'battlefield' || state.players[state.objects[id]!.owner]!.name === player);
        return true;
      } catch {
        return false;
      }
    };
    return !finds('battlefield') && finds('graveyard');
  };
  const tag = (phrase: Phrase) => `${phrase.line}:${phrase.column}`;
  const labelOfId = (id: number) => state.objects[id]!.label;
  /** The player's permanents (or cards in hand) the phrases name, each once ("Grizzly Bears, Grizzly Bears" are two of them). */
  const ownCards = (player: string, phrases: Phrase[], zone: 'battlefield' | 'hand' | 'graveyard' = 'battlefield', kind = 'creature'): number[] => {
    const ids: number[] = [];
    const role = zone === 'battlefield' ? `${kind} of ${player}'s` : `card in ${player}'s ${zone}`;
    for (const phrase of vocabulary.joinCommaNames(phrases)) ids.push(note(findObject(state, phrase, [zone], role, (id) => state.players[state.objects[id]!.controller]!.name === player && !ids.includes(id))));
    return ids;
  };
  const attacking = (phrase: Phrase): number => note(findObject(state, phrase, ['battlefield'], 'attacking creature', (id) => (state.combat?.attackers ?? []).some((a) => a.ref.id === id)));
  /** `paying with Heartwood token` or `… for G` (`… for RG`: a combination, 106.3); without a type the engine makes one the cost still needs. */
  const paying = (phrases: Phrase[]): ManaPayment[] =>
    vocabulary.joinCommaNames(phrases).map((phrase) => {
      const several = /\s+for\s+((?:\{?[wubrgc]\}?){2,})$/i.exec(phrase.text);
      if (several) return { source: object(slice(phrase, 0, several.index), ['battlefield'], 'mana source'), combination: manaCombination(several[1]!.toLowerCase())! };
      const explicit = /\s+for\s+\{?(\w+)\}?$/i.exec(phrase.text);
      const source = object(explicit ? slice(phrase, 0, explicit.index) : phrase, ['battlefield'], 'mana source');
      return explicit ? { source, mana: manaType(slice(phrase, explicit.index + explicit[0].indexOf(explicit[1]!))) } : { source };
    });

  /** The objects the phrases name in a zone, each once ("Goblin Token, Goblin Token" are two of them), by label. */
  const distinctLabels = (phrases: Phrase[], zone: SearchZone, role: string): string[] => {
    const ids: number[] = [];
    for (const phrase of vocabulary.joinCommaNames(phrases)) ids.push(note(findObject(state, phrase, [zone], role, (id) => !ids.includes(id))));
    return ids.map(labelOfId);
  };
  /**
   * What a cost of a spell or an ability takes (118.3): `sacrificing Doomed Traveler` (one label, or several),
   * `tapping Llanowar Elves, Grizzly Bears`, `returning Island`, `exiling Shock, Opt` (cards of a graveyard).
   */
  const costChoices = (statement: { sacrificing?: Phrase[]; tapping?: Phrase[]; returning?: Phrase[]; exiling?: Phrase[] }, choices: Choices): Choices => {
    if (statement.sacrificing) {
      const labels = distinctLabels(statement.sacrificing, 'battlefield', 'permanent to sacrifice');
      choices.sacrifice = labels.length === 1 ? labels[0]! : labels;
    }
    if (statement.tapping) choices.tap = distinctLabels(statement.tapping, 'battlefield', 'permanent to tap');
    if (statement.returning) choices.return = distinctLabels(statement.returning, 'battlefield', 'permanent to return');
    if (statement.exiling) choices.exile = distinctLabels(statement.exiling, 'graveyard', 'card to exile from a graveyard');
    return choices;
  };

  /** `searching for Forest, Island`: the cards the player's next search finds (701.23; default the first matching ones, stated). */
  const listed = (player: string, key: string, phrases: Phrase[] | undefined, at: Phrase): Action[] =>
    phrases ? [{ type: 'choose', player, key, value: vocabulary.joinCommaNames(phrases).map((phrase) => phrase.text), tag: tag(phrases[0] ?? at) }] : [];
  /** … and `taking Mountain` / `ordering Plains, Forest`: what the next look at the top of a library takes (701.20e), and the order of the rest (401.4); `winning the flip`: the next coin flip's result (705.2). */
  const libraryChoices = (player: string, clauses: ActionClauses & { at: Phrase }): Action[] => [
    ...listed(player, 'search', clauses.searching, clauses.at),
    ...listed(player, 'take', clauses.taking, clauses.at),
    ...listed(player, 'library-order', clauses.ordering, clauses.at),
    ...(clauses.flip ? [{ type: 'choose' as const, player, key: 'flip', value: clauses.flip.value, tag: tag(clauses.flip.at) }] : []),
  ];

  switch (statement.kind) {
    case 'play': {
      const player = actor(state, statement.player);
      return { actions: [{ type: 'play-land', player, card: { id: inHand(state, player, statement.card, vocabulary) } }], corrections };
    }
    case 'cast': {
      const player = actor(state, statement.player);
      // 702.85a: the card a cascade trigger will exile is in the library as the cast is planned.
      const card = statement.cascade ? inHand(state, player, statement.card, vocabulary, 'library') : inHand(state, player, statement.card, vocabulary, statement.madness || statement.suspend || onAdventure(state, player, statement.card, vocabulary) ? 'exile' : statement.flashback || statement.retrace || vocabulary.namesAftermathHalf(statement.card) ? 'graveyard' : 'hand');
      const { choices = {}, copyOf: chosenCopy } = chosen(statement, state, vocabulary);
      // "Alice casts Clone copying Serra Angel": what it copies, as `choosing Serra Angel` (707.2).
      const copyOf = statement.copying ? labelOfId(object(statement.copying, ['battlefield'], 'permanent to copy').id) : chosenCopy;
      costChoices(statement, choices);
      if (statement.faceDown && statement.targets.length) throw ScenarioError.at(statement.targets[0]!, 'a spell cast face down has no targets: it is a 2/2 creature spell with no text (708.4)', `remove 'targeting …'`);
      // 708.4: cast face down, it is the face-down 2/2 creature spell, with no text.
      const definition = statement.faceDown ? FACE_DOWN : library.find(state.objects[card]!.card);
      // 709.3: a split card is cast as the half the line names ("Alice casts Wear …"), or fused (702.102a).
      const half = definition?.halves?.findIndex((face) => compactName(face.name) === compactName(statement.card.text));
      // 715.3: an adventurer card is cast as its Adventure when the line names the Adventure ("Alice casts Stomp …").
      const adventure = definition?.adventure && compactName(definition.adventure.name) === compactName(statement.card.text) ? definition.adventure : undefined;
      const resolvable = definition && spellResolvable(adventure ?? (half !== undefined && half >= 0 && !statement.fused ? definition.halves![half]! : definition));
      const named = targets(ownedBy(player, statement.targets));
      // 702.42a: an entwined spell has all its modes, and the targets of each.
      const entwined = statement.entwine && resolvable?.modes ? resolvable.modes.map((_, index) => index) : undefined;
      const fitting = resolvable && !statement.modes && !entwined && !statement.fused && named.length ? modesFitting(state, resolvable, named, { source: state.objects[card]!, label: state.objects[card]!.label, at: statement.card }) : undefined;
      // 702.102a: a fused split card is both halves, left then right.
      const modes = statement.modes ? statement.modes.values.map((m) => m - 1) : statement.fused ? [0, 1] : fitting && note(fitting);
      const specs = resolvable ? chosenParts(resolvable, entwined ?? modes ?? []).flatMap((p) => p.targets) : [];
      const action: Action = { type: 'cast', player, card: { id: card }, targets: grouped(named, specs) };
      if (statement.bestow) action.bestow = true;
      if (statement.faceDown) action.faceDown = true;
      if (statement.fused) action.fuse = true;
      else if (half !== undefined && half >= 0) action.half = half;
      if (adventure) action.adventure = true;
      if (statement.flashback && !definition?.flashback) throw ScenarioError.at(statement.card, `${state.objects[card]!.label} has no flashback: it can't be cast from a graveyard (702.34a)`, "remove 'with flashback'");
      if (statement.flashback) action.flashback = true;
      if (statement.retrace && !definition?.keywords.includes('retrace')) throw ScenarioError.at(statement.retrace, `${state.objects[card]!.label} has no retrace: it can't be cast from a graveyard that way (702.81a)`, "remove 'with retrace'");
      if (statement.retrace) action.retrace = true;
      if (statement.kicked) action.kicked = kickedTimes(statement.kicked, definition);
      if (statement.replicated) {
        if (!definition?.replicate) throw ScenarioError.at(statement.replicated.at, `${definition?.name ?? 'that card'} has no replicate (702.56a)`, "remove 'replicated'");
        action.replicated = statement.replicated.times;
      }
      for (const [field, rule, words] of COST_CLAUSES) {
        const at = statement[field];
        if (at && !definition?.[field]) throw ScenarioError.at(at, `${state.objects[card]!.label} has no ${field}: its ${field} cost can't be paid (${rule})`, `remove '${words}'`);
        if (at) action[field] = true;
      }
      if (statement.rebound && !definition?.keywords.includes('rebound')) throw ScenarioError.at(statement.rebound, `${state.objects[card]!.label} has no rebound: it can't be cast from exile that way (702.88a)`, "remove 'with rebound'");
      if (statement.rebound) action.rebound = true;
      if (statement.conspire && !definition?.keywords.includes('conspire')) throw ScenarioError.at(statement.conspire, `${state.objects[card]!.label} has no conspire: its conspire cost can't be paid (702.78a)`, "remove 'conspired'");
      if (statement.conspire) action.conspire = true;
      if (statement.suspend && !definition?.suspend) throw ScenarioError.at(statement.suspend, `${state.objects[card]!.label} has no suspend: it can't be cast from exile that way (702.62a)`, "remove 'with suspend'");
      if (statement.suspend) action.suspend = true;
      if (statement.cascade) {
        action.cascade = true;
        action.card = state.objects[card]!.card;
      }
      if (statement.convoking) action.convoke = ownCards(player, statement.convoking).map((id) => ({ id }));
      if (statement.improvising) action.improvise = ownCards(player, statement.improvising, 'battlefield', 'artifact').map((id) => ({ id }));
      if (statement.delving) action.delve = ownCards(player, statement.delving, 'graveyard').map((id) => ({ id }));
      if (Object.keys(choices).length) action.choices = choices;
      if (statement.x) action.x = statement.x.value;
      if (statement.payingLife) action.phyrexianLife = statement.payingLife.symbols;
      if (modes) action.modes = modes;
      if (statement.paying.length) action.payWith = paying(statement.paying);
      if (statement.dividing) action.divide = statement.dividing.map((part) => part.amount);
      const copy: Action[] = copyOf ? [{ type: 'choose', player, key: 'copy', for: state.objects[card]!.label, value: copyOf, tag: tag(statement.at) }] : [];
      return { actions: [...copy, ...libraryChoices(player, statement), action], corrections };
    }
    case 'activate': {
      const player = actor(state, statement.player);
      // 113.6m: "Alice activates Reassembling Skeleton" names a card in her graveyard when no permanent has that name.
      const fromGraveyard = !statement.fromHand && inGraveyardOnly(statement.card, player);
      const source = statement.fromHand ? object(statement.card, ['hand'], 'card in hand') : fromGraveyard ? object(statement.card, ['graveyard'], 'card in graveyard') : object(statement.card, ['battlefield'], 'permanent');
      const { choices = {}, mana, combination } = chosen(statement, state, vocabulary);
      if (statement.modes) throw ScenarioError.at(statement.modes.at, 'modes are chosen for a spell as it is cast', 'use it with casts');
      costChoices(statement, choices);
      const card = state.objects[source.id]!.card;
      const chosenAbility = statement.ability ? abilityOf(statement.ability, card, library) : undefined;
      const ability = chosenAbility ? chosenAbility.ability : library.find(card)?.abilities.find((a) => a.kind === 'activated');
      const action: Action = { type: 'activate', player, source, targets: grouped(targets(ownedBy(player, statement.targets)), ability?.kind === 'activated' ? ability.targets : []) };
      if (chosenAbility) action.ability = chosenAbility.choice;
      if (statement.fromHand) action.from = 'hand';
      if (fromGraveyard) action.from = 'graveyard';
      if (statement.dividing) action.divide = statement.dividing.map((part) => part.amount);
      if (statement.x) action.x = statement.x.value;
      if (statement.payingLife) action.phyrexianLife = statement.payingLife.symbols;
      if (statement.paying.length) action.payWith = paying(statement.paying);
      if (mana) action.mana = mana;
      if (combination) action.combination = combination;
      if (Object.keys(choices).length) action.choices = choices;
      return { actions: [...libraryChoices(player, statement), action], corrections };
    }
    case 'suspend': {
      const player = actor(state, statement.player);
      const action: Action = { type: 'suspend', player, card: { id: inHand(state, player, statement.card, vocabulary) } };
      if (statement.paying.length) action.payWith = paying(statement.paying);
      return { actions: [action], corrections };
    }
    case 'turn-face-up': {
      const player = actor(state, statement.player);
      const permanent = object(statement.card, ['battlefield'], 'face-down permanent');
      const action: Action = { type: 'turn-face-up', player, card: permanent };
      const choices: Choices = {};
      costChoices(statement, choices);
      if (Object.keys(choices).length) action.choices = choices;
      if (statement.paying.length) action.payWith = paying(statement.paying);
      return { actions: [action], corrections };
    }
    case 'choose':
      return { actions: [{ type: 'choose', player: statement.player ? actor(state, statement.player) : chooser(state), ...(statement.clash ? { key: 'clash', value: statement.clash } : statement.flip ? { key: 'flip', value: statement.flip } : { key: 'may', value: statement.answer }), tag: tag(statement.at) }], corrections };
    case 'attack': {
      const player = actor(state, statement.player);
      const defender = statement.defender ? defenderName(state, statement.defender, (p, z, r) => object(p, z, r)) : '';
      const value = Object.fromEntries(ownCards(player, statement.attackers).map((id) => [labelOfId(id), defender]));
      return { actions: [{ type: 'choose', player, key: 'attackers', value, tag: tag(statement.at) }], corrections };
    }
    case 'block': {
      const player = actor(state, statement.player);
      if (statement.blockers.length === 0) return { actions: [{ type: 'choose', player, key: 'blockers', value: {}, tag: tag(statement.at) }], corrections };
      const attackers = statement.attackers ? vocabulary.joinCommaNames(statement.attackers).map(attacking) : [onlyAttacker(state, statement.at)];
      const blockers = ownCards(player, statement.blockers);
      // One choice for each attacker: a blocker named for several blocks each of them (509.1a).
      const actions = attackers.map((attacker): Action => ({ type: 'choose', player, key: 'blockers', value: Object.fromEntries(blockers.map((id) => [labelOfId(id), labelOfId(attacker)])), tag: tag(statement.at) }));
      return { actions, corrections };
    }
    case 'assign': {
      const player = actor(state, statement.player);
      // An attacker's division (510.1c), or a blocker's among the attackers it blocks (510.1d).
      const attacker = note(findObject(state, statement.attacker, ['battlefield'], 'attacking or blocking creature', (id) => [...(state.combat?.attackers ?? []), ...(state.combat?.blockers ?? [])].some((c) => c.ref.id === id)));
      const value: Record<string, number> = {};
      for (const part of statement.parts) {
        const name = playerNamed(state, part.to.text) ?? labelOfId(object(part.to, ['battlefield'], 'creature or player').id);
        value[name] = (value[name] ?? 0) + part.amount;
      }
      return { actions: [{ type: 'choose', player, key: 'damage', for: labelOfId(attacker), value, tag: tag(statement.at) }], corrections };
    }
    case 'keep': {
      const player = actor(state, statement.player);
      return { actions: [{ type: 'choose', player, key: 'legend', value: labelOfId(object(statement.card, ['battlefield', 'stack'], 'legendary permanent').id), tag: tag(statement.at) }], corrections };
    }
    case 'pay':
      return { actions: [{ type: 'choose', player: actor(state, statement.player), key: statement.tribute ? 'tribute' : 'pay', value: statement.answer, tag: tag(statement.at) }], corrections };
    case 'exert':
    case 'band': {
      const player = actor(state, statement.player);
      return { actions: [{ type: 'choose', player, key: statement.kind, value: ownCards(player, statement.cards).map(labelOfId), tag: tag(statement.at) }], corrections };
    }
    case 'return':
    case 'sacrifice': {
      const player = actor(state, statement.player);
      return { actions: [{ type: 'choose', player, key: statement.kind, value: ownCards(player, statement.cards, 'battlefield', 'permanent').map(labelOfId), tag: tag(statement.at) }], corrections };
    }
    case 'keep-tapped': {
      const player = actor(state, statement.player);
      return { actions: [{ type: 'choose', player, key: 'keep-tapped', value: ownCards(player, statement.cards, 'battlefield', 'permanent').map(labelOfId), tag: tag(statement.at) }], corrections };
    }
    case 'discard': {
      const player = actor(state, statement.player);
      return { actions: [{ type: 'choose', player, key: 'discard', value: ownCards(player, statement.cards, 'hand').map(labelOfId), tag: tag(statement.at) }], corrections };
    }
    case 'dredge': {
      const player = actor(state, statement.player);
      return { actions: [{ type: 'choose', player, key: 'dredge', value: ownCards(player, [statement.card], 'graveyard').map(labelOfId)[0]!, tag: tag(statement.at) }], corrections };
    }
    case 'apply-first':
      // The source may be a permanent or a spell that made a prevention shield: its label, checked when the choice is made (616.1).
      return { actions: [{ type: 'choose', player: actor(state, statement.player), key: 'replacement', value: statement.source.text, tag: tag(statement.at) }], corrections };
    case 'order': {
      const ids = vocabulary.joinCommaNames(statement.items).map((item) => object(item, TRIGGER_SOURCES, 'trigger source').id);
      const player = state.players[state.objects[ids[0]!]!.controller]!.name;
      return { actions: [{ type: 'choose', player, key: 'order', value: ids.map((id) => state.objects[id]!.label), tag: tag(statement.at) }], corrections };
    }
    case 'new-targets': {
      const spell = state.objects[object(statement.card, ['stack'], 'spell').id]!;
      const value = targets(statement.targets).map((target) => targetLabel(state, target));
      return { actions: [{ type: 'choose', player: state.players[spell.controller]!.name, key: 'new-targets', for: spell.label, value, tag: tag(statement.at) }], corrections };
    }
    case 'trigger-targets': {
      const source = state.objects[object(statement.card, TRIGGER_SOURCES, 'trigger source').id]!;
      const named = targets(statement.targets);
      const value = named.map((target) => targetLabel(state, target));
      const player = state.players[source.controller]!.name;
      // A modal trigger (603.3c) takes the mode its targets fit, as a spell does.
      const modal = library.find(source.card)?.abilities.find((ability) => ability.kind === 'triggered' && ability.modes);
      const fitting = modal?.kind === 'triggered' ? modesFitting(state, modal, named, { source, label: `${source.label}'s trigger`, at: statement.card }) : undefined;
      const modes: Action[] = fitting ? [{ type: 'choose', player, key: 'modes', for: source.label, value: note(fitting).map(String), tag: tag(statement.at) }] : [];
      const division: Action[] = statement.divide ? [{ type: 'choose', player, key: 'divide', for: source.label, value: Object.fromEntries(value.map((label, i) => [label, statement.divide![i]!])), tag: tag(statement.at) }] : [];
      return { actions: [...modes, { type: 'choose', player, key: 'targets', for: source.label, value, tag: tag(statement.at) }, ...division], corrections };
    }
    default:
      throw ScenarioError.at(statement.at, 'this line is not an action');
  }
}

/**
 * The targets named, one per instance of "target", except that a counted one ("up to two target
 * creatures", 601.2c) takes as many of the names as it can while leaving one for each target after it.
 */
/** `casts Giant Growth on her Grizzly Bears`: "her", "his", "their", "my" are the acting player's. */
function ownedBy(player: string, phrases: Phrase[]): Phrase[] {
  return phrases.map((phrase) => {
    const pronoun = /^(?:her|his|their|my)\s+/i.exec(phrase.text);
    return pronoun ? { ...phrase, text: `${player}'s ${phrase.text.slice(pronoun[0].length)}` } : phrase;
  });
}

/** `Bob blocks with Hill Giant`: the one attacking creature; with several, the line must name it. */
function onlyAttacker(state: GameState, at: Phrase): number {
  const attackers = state.combat?.attackers ?? [];
  if (attackers.length === 1) return attackers[0]!.ref.id;
  const names = attackers.map((a) => state.objects[a.ref.id]!.label);
  throw ScenarioError.at(at, `${names.length} creatures are attacking (${names.join(', ')}): say which one is blocked`, `write '… blocks ${names[0]} with …'`);
}

/**
 * 700.2: the modes of a modal spell cast without `choosing mode …` (or of a modal trigger, 603.3c), when its targets fit one mode (or
 * one combination of modes) alone, and a note that says so; targets that several fit are an error
 * listing them; none, the engine's refusal. A target fits an instance of "target" that may name it by
 * its kind, zone and controller (115.1): hexproof or protection is the engine's to refuse.
 */
function modesFitting(state: GameState, resolvable: Resolvable, named: TargetChoice[], { source, label, at }: { source: GameObject; label: string; at: Phrase }): Resolved<number[]> | undefined {
  if (!resolvable.modes) return undefined;
  const { min, max } = resolvable.modeCount ?? { min: 1, max: 1 };
  const by = { controller: source.controller, colors: [], types: [], sourceId: source.id };
  const fits = (spec: TargetSpec, choice: TargetChoice) => !targetProblem(state, spec, findCandidate(state, spec, choice), by)?.endsWith('(115.1)');
  const fitting = modeSets(resolvable.modes.length, min, max).filter((modes) => {
    const specs = chosenParts(resolvable, modes).flatMap((part) => part.targets);
    const groups = grouped(named, specs);
    return groups.length === specs.length && specs.every((spec, i) => [groups[i]!].flat().every((choice) => fits(spec, choice)));
  });
  const numbered = (modes: number[]) => `mode${modes.length > 1 ? 's' : ''} ${modes.map((m) => m + 1).join(' and ')}`;
  const worded = (modes: number[], quote: string, join: string) => modes.map((m) => `${quote}${resolvable.modes![m]!.text}${quote}`).join(join);
  if (fitting.length > 1) throw ScenarioError.at(at, `${label}'s targets fit more than one mode: ${orList(fitting.map((modes) => `${numbered(modes)} (${worded(modes, '', '; ')})`))}`, `say which: 'choosing ${numbered(fitting[0]!)}'`);
  const [modes] = fitting;
  if (!modes) return undefined;
  const them = named.map((target) => targetLabel(state, target)).join(', ');
  return { value: modes, correction: `${label}: ${numbered(modes)} (${worded(modes, '"', ' and ')}) ${modes.length > 1 ? 'are' : 'is'} chosen, the only ${modes.length > 1 ? 'modes' : 'mode'} whose targets fit ${them} (700.2).` };
}

/** Every set of `min` to `max` of `count` modes, each in ascending order. */
function modeSets(count: number, min: number, max: number): number[][] {
  const sets: number[][] = [[]];
  for (let mode = 0; mode < count; mode++) for (const set of [...sets]) if (set.length < max) sets.push([...set, mode]);
  return sets.filter((set) => set.length >= min).sort((a, b) => a.length - b.length || String(a).localeCompare(String(b)));
}

function grouped(named: TargetChoice[], specs: TargetSpec[]): (TargetChoice | TargetChoice[])[] {
  if (!specs.some((spec) => spec.count)) return named;
  const out: (TargetChoice | TargetChoice[])[] = [];
  let next = 0;
  specs.forEach((spec, i) => {
    const later = specs.length - i - 1;
    if (!spec.count) {
      if (next < named.length) out.push(named[next++]!);
      return;
    }
    const max = typeof spec.count.max === 'number' ? spec.count.max : named.length;
    const take = Math.max(0, Math.min(max, named.length - next - later));
    out.push(named.slice(next, next + take));
    next += take;
  });
  return [...out, ...named.slice(next)];
}

function manaType(phrase: Phrase): ManaType {
  const text = phrase.text.toLowerCase();
  const type = COLORS[text] ?? (Object.values(COLORS) as string[]).find((t) => t.toLowerCase() === text);
  if (type) return type as ManaType;
  throw ScenarioError.at(phrase, `'${phrase.text}' is not a type of mana`, 'expected W, U, B, R, G, C or a color word');
}

/**
 * The choices of `choosing …`: a color (also the mana a mana ability makes), yes/no for "you may",
 * top/bottom for scry, a permanent on the battlefield (what a Clone copies), or a creature type ("choose a
 * creature type", 614.12a, 608.2d; a permanent of that name is the Clone's choice).
 */
function chosen(clauses: ActionClauses, state: GameState, vocabulary: CardVocabulary): { choices?: Choices; mana?: ManaType; combination?: ManaType[]; copyOf?: string } {
  if (clauses.choosing.length === 0) return {};
  const choices: Choices = {};
  let mana: ManaType | undefined;
  let combination: ManaType[] | undefined;
  let copyOf: string | undefined;
  for (const phrase of vocabulary.joinCommaNames(clauses.choosing)) {
    const word = phrase.text.toLowerCase();
    if (word === 'yes' || word === 'no') choices.may = word === 'yes';
    else if (manaCombination(word)) combination = manaCombination(word);
    else if (word === 'top' || word === 'bottom') choices.scry = word;
    else if (COLORS[word]) {
      choices.color = word;
      mana = COLORS[word];
    } else {
      const permanent = state.battlefield.map((id) => state.objects[id]!).find((o) => o.label.toLowerCase() === word || o.card.toLowerCase() === word);
      if (permanent) {
        copyOf = permanent.label;
        continue;
      }
      const type = creatureTypeNamed(word);
      if (type) {
        choices['creature-type'] = type;
        continue;
      }
      const guess = suggest(word, [...Object.keys(COLORS), ...state.battlefield.map((id) => state.objects[id]!.label)]);
      throw ScenarioError.at(phrase, `cannot choose '${phrase.text}'`, guess ? `did you mean ${guess}?` : `expected a color (${orList(Object.keys(COLORS))}), yes or no, top or bottom, 'mode 2', a permanent to copy, or a creature type`);
    }
  }
  return { choices, ...(mana ? { mana } : {}), ...(combination ? { combination } : {}), ...(copyOf ? { copyOf } : {}) };
}

/** "RG" or "{R}{G}": a combination of mana an ability adds one of ("{R}{R}, {R}{G}, or {G}{G}", 106.3). */
function manaCombination(word: string): ManaType[] | undefined {
  return /^(?:\{?[wubrgc]\}?){2,}$/.test(word) ? [...word.replace(/[{}]/g, '').toUpperCase()].map((letter) => letter as ManaType) : undefined;
}

/**
 * `activates Llanowar Elves: 2` (the second ability), `Jace Beleren: -1` or `: 0` (the loyalty ability of
 * that cost, 606.3, however its minus sign is printed) or `: sacrifice` (by name or words of its text).
 */
function abilityOf(phrase: Phrase, card: string, library: CardLibrary): { choice: number | string; ability: Ability | undefined } {
  const definition = library.find(card);
  const abilities = definition?.abilities ?? [];
  const own = (index: number) => ({ choice: index, ability: abilities[index] });
  const isLoyaltyCost = /^[+-]\d+$|^0$/.test(phrase.text);
  const loyalty = isLoyaltyCost ? abilities.findIndex((a) => a.kind === 'activated' && a.cost.loyalty === Number(phrase.text)) : -1;
  if (loyalty >= 0) return own(loyalty);
  if (/^\d+$/.test(phrase.text)) {
    const index = Number(phrase.text) - 1;
    if (index < 0 || index >= abilities.length) throw ScenarioError.at(phrase, `${card} has no ability ${phrase.text}`, `it has ${abilities.length} abilit${abilities.length === 1 ? 'y' : 'ies'}`);
    return own(index);
  }
  const wanted = phrase.text.toLowerCase();
  const named = (a: Ability) => a.kind === 'activated' && (a.name?.toLowerCase() === wanted || plainMinus(a.text).toLowerCase().includes(wanted));
  // By its name first: the abilities of one line of keywords share its text ("Islandcycling {2}, swampcycling {2}").
  const byName = abilities.findIndex((a) => a.kind === 'activated' && a.name?.toLowerCase() === wanted);
  const index = byName >= 0 ? byName : abilities.findIndex(named);
  if (index >= 0) return own(index);
  // An ability the card grants itself (a leveler's striation, 711.2b): the engine finds it by its words among those it has then.
  const granted = definition?.grantedAbilities?.find(named);
  if (granted) return { choice: phrase.text, ability: granted };
  const names = abilities.flatMap((a, i) => (a.kind === 'activated' ? [a.name ?? loyaltyCost(a.cost.loyalty) ?? String(i + 1)] : []));
  throw ScenarioError.at(phrase, `${card} has no activated ability '${phrase.text}'`, names.length ? `expected ${orList(names)}` : `${card} has no activated ability`);
}

/** A loyalty ability's cost as printed: "+1", "-2", "0" (undefined for another ability). */
function loyaltyCost(loyalty: number | undefined): string | undefined {
  return loyalty === undefined ? undefined : loyalty > 0 ? `+${loyalty}` : String(loyalty);
}

/** The card named in a cast or play line, in its player's hand (setup put it there if needed). */
/** Where a card is looked for, in words, and how to get it there. */
const ZONE_HELP = {
  hand: { words: 'hand any more', fix: 'add another copy to their hand with a setup line' },
  graveyard: { words: 'their graveyard', fix: 'add it to their graveyard with a setup line' },
  library: { words: 'their library: a card is cast with cascade as a cascade trigger exiles it from there (702.85a)', fix: "add it to their library with a 'library:' setup line" },
  exile: { words: 'exile: a card is cast for its madness cost after it is discarded into exile (702.35a), with suspend after its last time counter is removed (702.62a)', fix: 'discard it or suspend it first' },
} as const;

/** 715.3d: the card named is one the player exiled as its Adventure resolved, which they may cast from exile. */
function onAdventure(state: GameState, player: string, phrase: Phrase, vocabulary: CardVocabulary): boolean {
  const { name } = vocabulary.card(phrase).value;
  const index = state.players.findIndex((p) => p.name === player);
  return state.players[index]!.exile.some((id) => state.objects[id]!.card === name && state.objects[id]!.onAdventure === index);
}

function inHand(state: GameState, player: string, phrase: Phrase, vocabulary: CardVocabulary, zone: keyof typeof ZONE_HELP = 'hand'): number {
  const { name } = vocabulary.card(phrase).value; // a correction was already noted at setup
  const card = state.players.find((p) => p.name === player)![zone].find((id) => state.objects[id]!.card === name);
  if (card === undefined) throw ScenarioError.at(phrase, `${player} has no ${name} in ${ZONE_HELP[zone].words}`, ZONE_HELP[zone].fix);
  return card;
}

/** `kicked`, `kicked 3 times`: how many times the kicker cost is paid; a card without kicker, or kicked twice with one kicker cost, is an error here (702.33a, 702.33c). */
function kickedTimes(kicked: { times: number; at: Phrase }, definition: CardDefinition | undefined): number {
  if (!definition?.kicker && !definition?.multikicker) throw ScenarioError.at(kicked.at, `${definition?.name ?? 'that card'} has no kicker: it can't be cast kicked (702.33a)`, "remove 'kicked'");
  if (definition.kicker && kicked.times > 1) throw ScenarioError.at(kicked.at, `${definition.name} has kicker ${definition.kicker}, not multikicker: it can be kicked once (702.33a, 702.33c)`, "write 'kicked'");
  return kicked.times;
}

/** A target as the "choose" action names it: a player's name, an object's label or an ability's on the stack. */
function targetLabel(state: GameState, target: TargetChoice): string {
  if (typeof target === 'string') return target;
  if ('ability' in target) return state.stack.find((item) => item.id === target.ability)!.label;
  return 'player' in target ? target.player : state.objects[(target.object as { id: number }).id]!.label;
}

/** `Favored Hoplite's trigger`, `Blood Artist trigger`, `Viscera Seer's ability`: a source's name and the kind of ability. */
const ABILITY_PHRASE = /^(.+?)(?:['’]s)?\s+(trigger|triggered ability|ability|activated ability)$/i;

/**
 * An activated or triggered ability on the stack that a target phrase names (Stifle's target, 115.1):
 * the topmost of that source's (its label or card name) of that kind; a trigger is "trigger" or
 * "triggered ability", an activated one "ability" or "activated ability".
 */
function abilityOnStack(state: GameState, phrase: Phrase): StackItem | undefined {
  const words = ABILITY_PHRASE.exec(phrase.text.trim());
  if (!words) return undefined;
  const source = words[1]!.toLowerCase();
  const kind = /^trigger/i.test(words[2]!) ? 'triggered' : /^activated/i.test(words[2]!) ? 'activated' : undefined;
  return [...state.stack].reverse().find((item) => item.kind !== 'spell' && (kind === undefined || item.kind === kind) && (item.sourceLabel.toLowerCase() === source || state.objects[item.source.id]?.card.toLowerCase() === source));
}

/** A phrase that names an ability nothing has put on the stack: say so, and list the abilities that are there. */
function abilityNameError(state: GameState, phrase: Phrase): ScenarioError | undefined {
  if (!ABILITY_PHRASE.test(phrase.text.trim())) return undefined;
  const there = [...state.stack].reverse().filter((item) => item.kind !== 'spell').map((item) => item.label);
  return ScenarioError.at(phrase, `no ability '${phrase.text}' is on the stack`, there.length ? `the abilities on the stack are ${orList(there)}` : 'nothing has put an activated or triggered ability on the stack yet: target it after the line that does (a trigger goes on the stack when its event happens, 603.3; a mana ability and its triggers never do, 605.3b, 605.4a)');
}

/** A one-word name that is neither a player nor an object here: say so, and suggest the closest player or object. */
function oneWordNameError(state: GameState, phrase: Phrase, error: unknown): unknown {
  if (!(error instanceof ScenarioError) || !/^[\p{L}][\p{L}\p{N}_-]*$/u.test(phrase.text)) return error;
  const names = [...state.players.map((p) => p.name), ...state.battlefield.map((id) => state.objects[id]!.card)];
  const guess = suggest(phrase.text, names);
  const players = orList(state.players.map((p) => p.name));
  return ScenarioError.at(phrase, `'${phrase.text}' is not a player or a card here`, guess ? `did you mean ${guess}? (players: ${players}; declare more with 'players: …')` : `the players are ${players}; declare more with 'players: …'`);
}

/** What an attack names: a player (by name) or a planeswalker (its label). */
function defenderName(state: GameState, phrase: Phrase, object: (p: Phrase, zones: SearchZone[], role: string) => { id: number }): string {
  return playerNamed(state, phrase.text) ?? state.objects[object(phrase, ['battlefield'], 'player or planeswalker to attack').id]!.label;
}

function playerNamed(state: GameState, text: string): string | undefined {
  return state.players.find((p) => p.name.toLowerCase() === text.toLowerCase())?.name;
}

function actor(state: GameState, phrase: Phrase): string {
  const name = playerNamed(state, phrase.text);
  if (!name) throw ScenarioError.at(phrase, `unknown player '${phrase.text}'`, `expected ${orList(state.players.map((p) => p.name))}`);
  return name;
}

/** Who answers a `choose` line without a player: the controller of the top of the stack, else who holds priority. */
function chooser(state: GameState): string {
  const top = state.stack[state.stack.length - 1];
  return state.players[top?.controller ?? state.priority ?? state.activePlayer]!.name;
}
