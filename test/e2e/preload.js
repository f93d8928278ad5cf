// Loaded with `node --require` before the program in the end-to-end tests: adds the test-only
// command modules to the registry of commands the program serves, so the real start-up path serves
// them next to the real ones. bin/heartwood.js runs the bundle (dist/heartwood.js, built first if a
// source changed); a .ts program (deploy-commands) runs the sources through tsx.
// (Worker threads inherit --require: a simulation worker has no commands to add.)
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { isMainThread } = require('node:worker_threads');
if (isMainThread) addTestCommands();

function addTestCommands() {
  require('tsx/cjs/api').register();
  const testCommands = require('./test-commands.ts').testCommands;
  if (process.argv[1].endsWith('.ts')) {
    require('../../commands/index.ts').commands.push(...testCommands);
  } else {
    const build = require('../../scripts/build.js');
    if (!build.isFresh()) execFileSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'build.js')], { stdio: 'inherit' });
    require(build.BUNDLE).commandRegistry().push(...testCommands);
  }
}
