// The browser suite drives real APIs and portals started by the global setup: one stack per worker,
// so two files never share accounts or a catalogue at the same time (docs/adr/0400). Two workers by
// default (E2E_WORKERS): a file waits on pages, animations and the network most of its time; the
// whole suite used about a third of one core's time serially, so a second worker nearly halves it.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/src/harness/global-setup.ts',
  globalTeardown: '<rootDir>/src/harness/global-teardown.ts',
  // node, marking a failed test so useBrowser can report its pages (src/harness/failure-report.ts).
  testEnvironment: '<rootDir>/src/jest/browser-suite-environment.ts',
  setupFilesAfterEnv: ['<rootDir>/src/jest/retry-once.ts'],
  maxWorkers: Number(process.env.E2E_WORKERS || 2),
  testTimeout: 60_000,
};
