import swc from './jest.swc.mjs';

// Unit tests live beside the code (src, and the tools in scripts); the few specs that test several
// modules together (and so may not live in a module's folder) in test/integration.
export default {
  ...swc,
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/test/integration'],
  testRegex: '\\.spec\\.ts$',
  // The integration specs migrate a fresh MariaDB database in a hook: over 5 s when CI's other lane
  // (the MariaDB API e2e, docs/adr/0420) shares the cores and the server.
  testTimeout: 30000,
};
