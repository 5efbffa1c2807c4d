import swc from './jest.swc.mjs';

// API end-to-end tests: the real app on a fresh database (SQLite, or MariaDB with TEST_DATABASE_URL).
export default {
  ...swc,
  roots: ['<rootDir>/test'],
  testRegex: '\\.e2e-spec\\.ts$',
  // Every answer a test receives through supertest must match the app's OpenAPI document (docs/adr/1004).
  // A failed test runs once more and is named in npm test's summary if it then passes (ADR 0423).
  setupFilesAfterEnv: ['<rootDir>/test/support/openapi-supertest-hook.ts', '<rootDir>/test/support/retry-once.ts'],
  // One app and one database per file; files run one after another to spare the 2 shared cores.
  maxWorkers: 1,
  // The MariaDB lane runs beside the unit suites on 2 cores (docs/adr/0420): a test that starts the
  // built server or the CLI as a process took over 30 s there when the machine was busy.
  testTimeout: 60000,
  // Each file leaves ~40 MB the worker cannot free (a whole app's modules); near the heap limit the
  // later files ran 5 to 8 times slower in GC. A worker past this size after a file is replaced.
  workerIdleMemoryLimit: '800MB',
};
