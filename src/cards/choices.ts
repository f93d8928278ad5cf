/** Autocomplete for card names, shared by /card and /ruling. */
import { loadCardLibrary } from './library';
import type { AutocompleteChoice, CommandContext } from '../reply/command';
import { LIMITS, truncate } from '../reply/reply';

/** Up to 25 names; a foreign name shows the English one too. A name over 100 characters is sent as the card id. */
export function cardChoices(typed: string, ctx: CommandContext): AutocompleteChoice[] {
  let library;
  try {
    library = loadCardLibrary(ctx);
  } catch {
    return [];
  }
  return library.suggest(typed, LIMITS.autocompleteChoices).map((match) => ({
    name: truncate(match.language ? `${match.name} (${match.card.name})` : match.name, LIMITS.choiceName),
    value: match.name.length <= LIMITS.choiceValue ? match.name : match.card.id,
  }));
}
