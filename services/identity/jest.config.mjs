import swc from './jest.swc.mjs';

// Unit tests live beside the code (src, and the tools in scripts); the few specs that test several
// modules together (and so may not live in a module's folder) in test/integration.
export default {
  ...swc,
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/test/integration'],
  testRegex: '\\.spec\\.ts$',
};
