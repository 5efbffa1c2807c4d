import swc from './jest.swc.mjs';

// The multi-instance suite (test-multi/, docs/adr/0703): two built API processes (dist/main.js) on
// MariaDB and a Redis of its own behind a balancer. Needs TEST_DATABASE_URL and redis-server.
export default {
  ...swc,
  roots: ['<rootDir>/test-multi'],
  globalSetup: '<rootDir>/test-multi/support/fresh-figures.mjs',
  testRegex: '\\.multi-spec\\.ts$',
  // Each file starts its own processes; one file at a time on the 2 shared cores.
  maxWorkers: 1,
  testTimeout: 90000,
  // A test that fails half-way may leave a socket of a killed instance's peer open: never hang CI.
  forceExit: true,
};
