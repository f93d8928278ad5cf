// `npm run bench -- abuse`'s baseline: preloaded (NODE_OPTIONS=--require) into a bot process to
// lift its limits, so that the same flood is measured without them: queries searched whole, no
// option max_length, paging re-running simulations (no trace cache), an unbounded queue.
require('tsx/cjs/api').register();
const { SEARCH_LIMITS } = require('../../src/search/limits.ts');
Object.assign(SEARCH_LIMITS, { queryChars: Infinity, queryWords: Infinity, correctedWords: Infinity, fuzzyTermChars: Infinity });
for (const command of require('../../commands/index.ts').commands) for (const option of command.definition.options ?? []) delete option.max_length;
require('../../src/state/memory-state.ts').MemoryState.prototype.getTrace = async () => undefined;
require('../../src/scenario/pool.ts').SimulationPool.prototype.admit = async () => ({ release() {} });
