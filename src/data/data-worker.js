// The data worker thread (./worker.ts): TypeScript runs through tsx's require hook (as in
// bin/heartwood.js), so the same file works from the CLI, the bot and jest.
require('tsx/cjs/api').register();
require('./data-worker-main.ts');
