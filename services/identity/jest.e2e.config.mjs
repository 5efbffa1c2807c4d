import swc from './jest.swc.mjs';

// API end-to-end tests: the real app on a fresh database (SQLite, or MariaDB with TEST_DATABASE_URL).
export default {
  ...swc,
  roots: ['<rootDir>/test'],
  testRegex: '\\.e2e-spec\\.ts$',
  // Every answer a test receives through supertest must match the app's OpenAPI document (docs/adr/1004).
  setupFilesAfterEnv: ['<rootDir>/test/support/openapi-supertest-hook.ts'],
  // One app and one database per file; files run one after another to spare the 2 shared cores.
  maxWorkers: 1,
  testTimeout: 30000,
};
