// Loaded with `node --require` before bin/heartwood.js in the end-to-end tests: adds the test-only
// command modules to the registry, so the real start-up path serves them next to the real ones.
require('tsx/cjs/api').register();
const { commands } = require('../../commands/index.ts');
commands.push(...require('./test-commands.ts').testCommands);
