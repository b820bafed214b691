import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out the encoding API that react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A test that logs an error has found a problem: fail it instead of letting it pass.
const originalError = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
  };
});
afterEach(() => {
  console.error = originalError;
});
