import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders that react-router reads at import time; Node's are the same API.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Fluent's motion and context selector commit state while Testing Library waits outside act();
// React then warns about the environment, not about the code under test. Only that line is dropped.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('The current testing environment is not configured to support act')) return;
  consoleError(...args);
};

// findBy*/waitFor wait up to 10 s rather than 1 s: a loaded CI core must not fail a correct page.
configure({ asyncUtilTimeout: 10_000 });
