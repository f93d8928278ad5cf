/** Figures of the bundled data the tests compare with (the bundled cards grow with the engine's). */
import { readCardStore, storePath } from '../src/cards/store';
import { resolveDataDir } from '../src/util/paths';

export const BUNDLED_CARDS = readCardStore(storePath(resolveDataDir())).cards.length;

/** The console's first line and the bot's first log line with the bundled data alone. */
export const LOADED_LINE = `Comprehensive Rules of January 16, 2026: 3,114 rules, 725 glossary entries; ${BUNDLED_CARDS.toLocaleString('en-US')} cards`;
