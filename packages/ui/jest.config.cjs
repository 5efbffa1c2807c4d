/** Component tests in jsdom, TypeScript and JSX through SWC (the same compiler as the build). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/webpack'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The limit is for hangs, not for speed: two loaded cores run every suite at once.
  testTimeout: 30_000,
  transform: {
    '^.+\\.(t|j)sx?$|\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
};
