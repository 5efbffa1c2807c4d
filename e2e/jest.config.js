// The browser suite drives one real API and one real portal started by the global setup. It runs
// serially (one worker): the machine has two cores, and the servers and chromium need them.
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
  testEnvironment: 'node',
  maxWorkers: 1,
  testTimeout: 60_000,
};
