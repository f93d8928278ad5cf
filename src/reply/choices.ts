/** Autocomplete's filter, the same for every command: what the user typed narrows the choices. */
import type { AutocompleteChoice } from './command';
import { LIMITS } from './reply';

/**
 * The choices of which every typed word begins a word of the value or the name (`h` finds
 * `heroic-…` and a title's "Hoplite", not every name with an h in it), those whose value begins
 * with the whole typed text first, each group in the given order; at most Discord's 25. Nothing
 * typed: the first 25.
 */
export function matchChoices(choices: readonly AutocompleteChoice[], typed: string): AutocompleteChoice[] {
  const text = typed.trim().toLowerCase();
  const words = text.split(/\s+/).filter(Boolean);
  const matching = choices.filter((choice) => words.every((word) => beginsWord(`${choice.value} ${choice.name}`.toLowerCase(), word)));
  const first = matching.filter((choice) => choice.value.toLowerCase().startsWith(text));
  const rest = matching.filter((choice) => !first.includes(choice));
  return [...first, ...rest].slice(0, LIMITS.autocompleteChoices);
}

/** Whether `word` starts somewhere in `text` at the start of a word (after a space, a dash, a bracket …). */
function beginsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!)) return true;
  }
  return false;
}
