// jest globalSetup: the bundle the command-line and end-to-end tests run (dist/heartwood.js) is
// built from the sources under test before any test starts, once.
module.exports = () => require('../scripts/build.js').build();
