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

const CARD_NAME = { name: 'name', description: 'Der Name der Karte (Englisch oder eine andere Sprache)' };

export const GERMAN: Record<string, GermanCommand> = {
  rule: {
    description: 'Eine Regel der Umfassenden Regeln nachschlagen, per Nummer (601.2h) oder in Worten',
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
    description: 'Eine Karte zeigen: Manakosten, Typzeile, Oracle-Text, Stärke/Widerstandskraft, jede Seite',
    options: {
      name: CARD_NAME,
    },
  },
  ruling: {
    description: 'Die offiziellen Rulings einer Karte, mit Datum und Quelle',
    options: {
      name: CARD_NAME,
      about: { name: 'stichwort', description: 'Nur Rulings, die diese Wörter erwähnen' },
    },
  },
  legal: {
    description: 'Ist eine Karte in einem Format legal? (Standard, Pioneer, Modern, Legacy, Commander …)',
    options: {
      name: CARD_NAME,
      format: { name: 'format', description: 'Das Format (leer: jedes Format)' },
    },
  },
  mtr: {
    description: 'Die Magic-Turnierregeln (englisch) nachschlagen, per Abschnitt (3.10) oder in Worten',
    options: { query: { name: 'suche', description: 'Abschnittsnummer (3.10, appendix b) oder Suchbegriffe (englisch)' } },
  },
  ipg: {
    description: 'Den Infraction Procedure Guide (englisch) nachschlagen: Abschnitt (2.3), Verstoß (GRV) oder Worte',
    options: { query: { name: 'suche', description: 'Abschnitt, Verstoß oder Abkürzung (2.3, GRV, HCE) oder Suchbegriffe' } },
  },
  jar: {
    description: 'Judging at Regular REL (englisch) in Worten durchsuchen',
    options: { query: { name: 'suche', description: 'Suchbegriffe (englisch), z. B. missed trigger' } },
  },
  simulate: {
    description: 'Eine Spielsituation durchspielen und den Stapelverlauf zeigen, jeder Schritt mit seiner Regel',
    options: {
      scenario: { name: 'szenario', description: 'Anweisungen, getrennt durch ; (leer: öffnet ein Formular)' },
      preset: { name: 'vorlage', description: 'Ein benanntes Szenario' },
    },
  },
  Simulate: { name: 'Simulieren' },
  changes: {
    description: 'Was sich in den Umfassenden Regeln, MTR, IPG oder JAR geändert hat (standardmäßig zuletzt)',
    options: {
      from: { name: 'von', description: 'Die ältere Fassung, ein Datum wie 2025-11-14' },
      to: { name: 'bis', description: 'Die neuere Fassung, ein Datum wie 2026-01-16' },
      document: { name: 'dokument', description: 'Welches Dokument: die Umfassenden Regeln (Standard), MTR, IPG oder JAR' },
    },
  },
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
