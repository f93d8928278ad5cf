// A coverage worker thread (./coverage.ts, coverageInParallel): TypeScript runs through tsx's require
// hook (as in bin/heartwood.js), so the same file works from the CLI, the bench and jest.
require('tsx/cjs/api').register();
require('./coverage-worker-main.ts');
