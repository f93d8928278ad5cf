// The bot run from its sources (through tsx, registered by test/e2e/preload.js), for the abuse
// bench's unbounded twin: ./unbounded.js lifts the limits in the source modules, which the
// bundle that bin/heartwood.js runs does not share.
import { runCli } from '../../src/cli/entry';

runCli(process.argv);
