import swc from './jest.swc.mjs';

// Unit tests live beside the code (src, and the tools in scripts).
export default {
  ...swc,
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testRegex: '\\.spec\\.ts$',
};
