#!/usr/bin/env node
// The `heartwood` command line. It runs dist/heartwood.js, the sources bundled by esbuild
// (scripts/build.js: `npm install` builds it, and it is built again here when a source changed);
// without it, the TypeScript sources through tsx's require hook.
require('../scripts/build.js')
  .ensureBundle()
  .then((bundle) => {
    if (!bundle) require('tsx/cjs/api').register();
    require(bundle ?? '../src/cli/entry.ts').runCli(process.argv);
  });
