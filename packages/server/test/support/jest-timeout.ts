import { jest } from '@jest/globals';

// API tests hash passwords and start servers: on a busy 2-core machine (CI runs both database
// passes side by side) jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);
