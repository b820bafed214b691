import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { configure } from '@testing-library/react';

// Components under test call a real HTTP server; on a loaded two-core CI machine an answer can
// take longer than Testing Library's 1 s default wait, and a test longer than jest's 5 s (set
// here: jest reads `testTimeout` from the global configuration only, never from a project's).
// In the full run (jest lanes beside Playwright and the build) a first render of a large form
// was seen taking 20 s, and a wait of 5 s failed tests that were right: the limits only bound
// how long a broken test takes to fail.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(60_000);

// jsdom leaves out the encoding API that react-router uses, and structuredClone (MUI X Charts),
// which every browser has: Node's own serializer does the same structured clone.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone !== 'function')
  Object.assign(globalThis, { structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T });

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
