/** Component tests in jsdom, TypeScript and JSX through SWC (the same compiler as the build). */
module.exports = {
  testEnvironment: 'jsdom',
  // The machine is small and shared: a page test may wait on a busy core.
  testTimeout: 30000,
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
};
