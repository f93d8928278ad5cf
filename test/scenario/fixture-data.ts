import path from 'node:path';

/** A small card pool (and a tiny rules corpus) of our own, independent of rules-data/. */
export const FIXTURE_DATA = path.join(__dirname, '..', 'fixtures', 'scenario', 'data');
