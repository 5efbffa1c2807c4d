/** Component tests in jsdom, TypeScript and JSX through SWC (the same compiler as the build). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // A test that types into several fields and waits for fake answers runs long on two loaded cores;
  // the limit is for hangs, not for speed.
  testTimeout: 30_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
};
