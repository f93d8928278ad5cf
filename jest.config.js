/** Type checking is done once by `tsc --noEmit` in `npm test`; jest only transpiles. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { diagnostics: false }] },
  testTimeout: 30000,
  // A data folder of its own for each test file: tests never touch the user's (test/data-folder.ts).
  setupFilesAfterEnv: ['<rootDir>/test/data-folder.ts'],
  // A temporary folder per run, removed at the end (test/temp-folder.ts), and the bundle that
  // bin/heartwood.js runs, built once from the sources under test (scripts/build.js).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
