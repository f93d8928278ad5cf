#!/usr/bin/env node
// The `heartwood` CLI: TypeScript sources run through tsx's require hook (no build step).
require('tsx/cjs/api').register();
require('../src/cli/main.ts').runCli(process.argv);
