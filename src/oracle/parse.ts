/**
 * Reads one ability of normalised Oracle text (normalise.ts) with the Oracle grammar and builds its
 * tree (ast.ts). The grammar is a chain of grammars, one per domain of Oracle text, each extending
 * the one below it (grammar/*.ohm), and each with its semantic actions beside it (grammar/*.ts);
 * docs/oracle.md ("How it works") says which file a template goes in. Pronouns are resolved as the
 * words are read (grammar/scope.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as ohm from 'ohm-js';
import type { Ability } from './ast';
import { amountActions } from './grammar/amounts';
import { conditionActions } from './grammar/conditions';
import { costActions } from './grammar/costs';
import { effectActions } from './grammar/effects';
import { counterEffectActions } from './grammar/effects-counters';
import { creatureEffectActions } from './grammar/effects-creatures';
import { damageEffectActions } from './grammar/effects-damage';
import { faceEffectActions } from './grammar/effects-faces';
import { libraryEffectActions } from './grammar/effects-library';
import { manaEffectActions } from './grammar/effects-mana';
import { stackEffectActions } from './grammar/effects-stack';
import { zoneEffectActions } from './grammar/effects-zones';
import { keywordActions } from './grammar/keywords';
import { modalActions } from './grammar/modal';
import { ReadingProblem } from './grammar/nodes';
import { nounActions } from './grammar/nouns';
import { abilityActions } from './grammar/oracle';
import { replacementActions } from './grammar/replacements';
import { scope } from './grammar/scope';
import { staticActions } from './grammar/statics';
import { triggerActions } from './grammar/triggers';
import { wordActions } from './grammar/words';
import { skipSpacesQuickly } from './skip-spaces';

/**
 * The grammars, each extending the one before it (`Nouns <: Words`), with their semantic actions. A
 * rule a lower grammar needs from a higher one is declared low and extended (`+=`) higher; `+=`
 * tries the new alternatives first.
 */
const GRAMMARS: [file: string, actions: ohm.ActionDict<unknown>][] = [
  ['words', wordActions],
  ['nouns', nounActions],
  ['amounts', amountActions],
  ['conditions', conditionActions],
  ['costs', costActions],
  ['keywords', keywordActions],
  ['effects', effectActions],
  ['effects-damage', damageEffectActions],
  ['effects-zones', zoneEffectActions],
  ['effects-counters', counterEffectActions],
  ['effects-library', libraryEffectActions],
  ['effects-creatures', creatureEffectActions],
  ['effects-mana', manaEffectActions],
  ['effects-stack', stackEffectActions],
  ['effects-faces', faceEffectActions],
  ['triggers', triggerActions],
  ['statics', staticActions],
  ['replacements', replacementActions],
  ['modal', modalActions],
  ['oracle', abilityActions],
];

/** The grammar and its semantics, built on first use: a scenario of hand-written cards never needs them. */
let built: { grammar: ohm.Grammar; semantics: ohm.Semantics } | undefined;
function oracleGrammar(): { grammar: ohm.Grammar; semantics: ohm.Semantics } {
  if (!built) {
    const library = require('ohm-js') as typeof ohm;
    const { grammar: compile } = library;
    let namespace: ohm.Namespace = {};
    let grammar: ohm.Grammar | undefined;
    for (const [file] of GRAMMARS) {
      grammar = compile(fs.readFileSync(path.join(__dirname, 'grammar', `${file}.ohm`), 'utf8'), namespace);
      namespace = { ...namespace, [grammar.name]: grammar };
    }
    skipSpacesQuickly(library, grammar!);
    const actions = Object.assign({}, ...GRAMMARS.map(([, domain]) => domain)) as ohm.ActionDict<unknown>;
    built = { grammar: grammar!, semantics: grammar!.createSemantics().addOperation<unknown>('ast', actions) };
  }
  return built;
}

/** Where a text failed to parse: the index in the normalised text where the grammar could go no further. */
export interface ParseFailure {
  at: number;
}

export type Reading = { ability: Omit<Ability, 'text' | 'label'> } | { failure: ParseFailure } | { problem: string };

/**
 * Each normalised text is read once: cards repeat abilities ("Flying", "{T}: Add {G}."), and the 2020
 * pool's 14,397 abilities are 9,366 texts. A reading depends on its text alone (the scope is reset for
 * each), and is frozen, so that no reader of one card's tree can change another's. Bounded, since
 * scenarios compile cards written by users.
 */
const readings = new Map<string, Reading>();
const READINGS_KEPT = 20000;

/** Parses one normalised ability: its tree (without text and label), or where it failed. */
export function parseAbility(text: string): Reading {
  let reading = readings.get(text);
  if (!reading) {
    if (readings.size >= READINGS_KEPT) readings.clear();
    reading = deepFreeze(readAbility(text));
    readings.set(text, reading);
  }
  return reading;
}

/** Forgets every reading: for a benchmark that times reading cards for the first time. */
export function forgetReadings(): void {
  readings.clear();
}

function readAbility(text: string): Reading {
  const { grammar, semantics } = oracleGrammar();
  const match = grammar.match(text, 'Ability');
  if (match.failed()) return { failure: { at: match.getRightmostFailurePosition() } };
  scope.reset();
  try {
    return { ability: semantics(match)['ast']() as Omit<Ability, 'text' | 'label'> };
  } catch (error) {
    if (error instanceof ReadingProblem) return { problem: error.message };
    throw error;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
