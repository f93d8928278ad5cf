/**
 * German (Discord locale `de`) names and descriptions for the commands, applied to every
 * definition when it is registered. Discord shows them to users whose client is in German.
 * Option names follow Discord's rule for names: lower case, no spaces, at most 32 characters.
 */
import type { CommandModule } from '../reply/command';

interface GermanCommand {
  /** Context-menu commands only: their shown name. */
  name?: string;
  description?: string;
  options?: Record<string, { name: string; description: string }>;
}

export const GERMAN: Record<string, GermanCommand> = {
  rule: {
    description: 'Eine Regel der Umfassenden Regeln nachschlagen, per Nummer oder in Worten',
    options: {
      query: { name: 'suche', description: 'Regelnummer (601.2h) oder Suchbegriffe (fluchsicher, Stapel)' },
      examples: { name: 'beispiele', description: 'Die Beispiele der Regel mit anzeigen' },
    },
  },
  define: {
    description: 'Einen Begriff aus dem Glossar der Umfassenden Regeln erklären',
    options: {
      term: { name: 'begriff', description: 'Der Begriff, z. B. fluchsicher oder Spielstein' },
    },
  },
  card: {
    description: 'Eine Karte suchen: Oracle-Text, Typ, Kosten',
    options: {
      name: { name: 'name', description: 'Der Name der Karte' },
    },
  },
  ruling: {
    description: 'Die offiziellen Rulings zu einer Karte zeigen',
    options: {
      card: { name: 'karte', description: 'Der Name der Karte' },
      name: { name: 'name', description: 'Der Name der Karte' },
    },
  },
  simulate: {
    description: 'Eine kleine Spielsituation durchspielen, mit Regelzitaten für jeden Schritt',
    options: {
      scenario: { name: 'szenario', description: 'Die Situation in der Szenario-Sprache (leer lassen für ein Formular)' },
    },
  },
  Simulate: { name: 'Simulieren' },
  'Explain a rule': { name: 'Regel erklären' },
};

type Definition = CommandModule['definition'];

/** The definition with German localizations added to it and to each option it has a translation for. */
export function localizeDefinition(definition: Definition): Definition {
  const german = GERMAN[definition.name];
  if (!german) return definition;
  const localized: Definition = { ...definition };
  if (german.name) localized.name_localizations = { ...definition.name_localizations, de: german.name };
  if (german.description && 'description' in localized) {
    localized.description_localizations = { ...localized.description_localizations, de: german.description };
  }
  if ('options' in localized && localized.options) {
    localized.options = localized.options.map((option) => {
      const translation = german.options?.[option.name];
      if (!translation) return option;
      return {
        ...option,
        name_localizations: { ...option.name_localizations, de: translation.name },
        description_localizations: { ...option.description_localizations, de: translation.description },
      };
    });
  }
  return localized;
}
