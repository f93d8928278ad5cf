#!/usr/bin/env node
// The `heartwood` command line. It runs dist/heartwood.js, the sources bundled by esbuild
// (scripts/build.js: `npm install` builds it, and it is built again here when a source changed);
// without it, the TypeScript sources through tsx's require hook.
// The bot (`start`): V8's young generation keeps its starting size (1 MB semi-spaces): loading the
// data ahead would grow it to 32 MB, which V8 never gives back to an idle bot (idle 30 s with
// 35,000 cards: 176 MB without this line, 139 MB with it; `npm run bench -- discord`). Lookups
// allocate little, and simulations run in workers. Not for the other commands: compiling the card
// pool (`cards coverage`) allocates much, and spends more time collecting garbage with it.
if (process.argv.slice(2).includes('start')) require('node:v8').setFlagsFromString('--semi-space-growth-factor=1');
require('../scripts/build.js')
  .ensureBundle()
  .then((bundle) => {
    if (!bundle) require('tsx/cjs/api').register();
    require(bundle ?? '../src/cli/entry.ts').runCli(process.argv);
  });
