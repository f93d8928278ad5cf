/**
 * The Heartwood rules engine: a deterministic Magic game core with no Discord and no scenario text.
 *
 *   const { state, events } = createGame({ players: [{ name: 'Alice', battlefield: ['Mountain'] , hand: ['Lightning Bolt'] },
 *                                                   { name: 'Bob', life: 20 }] });
 *   const next = step(state, { type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] });
 *   const done = resolveStack(next.state);          // every player passes until the stack is empty
 *   snapshot(done.state).players[1].life            // 17
 *
 * - `createGame(setup, library?)` builds a game: players in turn order, the active player, life,
 *   cards in each zone ("newThisTurn" = summoning sick), the step (default precombat main), inline
 *   card definitions. The active player (or `priorityPlayer`) then holds priority.
 * - `step(state, action)` is pure: it returns a new state and the events of that action. Actions:
 *   cast (targets, X, modes, resolution choices, mana abilities to activate at 601.2g), activate
 *   (an ability by index or name; mana abilities resolve at once, 605.3b), play-land, pass (117.3d;
 *   when all players pass in succession the top of the stack resolves, 608.1), choose (answers a
 *   choice ahead of time: a trigger's targets, trigger order, "you may", a color, what to sacrifice
 *   or copy, new targets; see the Action type).
 *   An illegal action changes nothing but returns an "illegal-action" event (and "rewind" for a
 *   cast proposed and then found illegal: the game returns to before the proposal, 732).
 * - Choices nobody answered take a documented default, stated in a "choice" event:
 *   trigger order = the order they triggered; a trigger's targets = the first legal candidate
 *   (battlefield order, then players in turn order); "you may" = yes; a color = white; a mana
 *   ability's type = the first it offers (W U B R G C), but a payWith source makes a type the cost
 *   still needs (colored, then hybrid, else the first it offers); mana to pay = the pool first, then untapped
 *   {T} sources in battlefield order; scry keeps cards on top; the first creature to sacrifice or to
 *   copy; the legend rule keeps the newest; targets of a copied or redirected spell stay.
 * - `snapshot(state)` reads the board: life, mana pools, zones, permanents with P/T, counters,
 *   damage, tokens and copies, the stack top first; `stackViews(state)` the stack alone.
 * - `resolveStack(state)` passes for every player until the stack is empty (stops at the action
 *   limit with a "step-limit" event instead of looping forever).
 * - Every event is `{ seq, kind, step?, rules, players?, objects?, text }`; rules are numbered as in
 *   the January 2026 CR, and `resolveCitation` maps a number to another CR version by section title.
 * - Cards are data (./cards/schema.ts), loaded from rules-data/cards/ by `loadCardLibrary`.
 */
export type * from './types';
export type { CardDefinition, CardDefinitionInput, Effect, Ability, TargetSpec, Cost, Who, Color, ManaType, TriggerEvent, Filter, Modification } from './cards/schema';
export { cardDefinitionSchema, KNOWN_KEYWORDS, isKnownKeyword } from './cards/schema';
export { CardLibrary, CardDefinitionError, loadCardLibrary, defaultCardLibrary, parseCardFile, validateCard } from './cards/library';
export { createGame, step, resolveStack, runActions, DEFAULT_MAX_ACTIONS } from './game';
export { STEPS, STEPS_AFTER_ATTACKS, stepName } from './steps';
export { MAX_PER_EFFECT } from './effects';
export { MAX_OBJECTS } from './context';
export { snapshot, stackViews, findObject } from './snapshot';
export { resolveCitation, MOVABLE_SECTIONS } from './citations';
export { Game } from './session';
export { FACE_DOWN, chosenParts, spellResolvable } from './characteristics';
export { findCandidate, targetProblem } from './targets';
export { triggeredCastOf } from './casting';
