import swc from './jest.swc.mjs';

// Unit tests live beside the code.
export default {
  ...swc,
  roots: ['<rootDir>/src'],
  testRegex: '\\.spec\\.ts$',
};
