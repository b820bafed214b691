import { describe, expect, it } from '@jest/globals';
import { endpoints } from '@facturador/contracts';
import { z } from 'zod';
import { unavailableDatabase } from './support/test-database.ts';
import { buildTestServer } from './support/test-server.ts';

/**
 * Issue 44: each call is declared once, in the contract's `endpoints`. A route the contract does
 * not name already stops the server (operation-docs.ts); so does an entry that no route serves.
 */
describe('the contract endpoints and the routes', () => {
  it('refuses to start when a contract entry has no route, naming it', async () => {
    // An entry no route serves, added for this test only (and taken out again whatever happens),
    // rather than a routes folder mocked away: the API files share one module registry in npm test.
    const contract = endpoints as Record<string, unknown>;
    contract.probeWithoutRoute = { method: 'GET', path: '/probe-without-route', answer: z.unknown() };
    const app = buildTestServer({ db: unavailableDatabase() });
    try {
      await expect(app.ready()).rejects.toThrow('Contract endpoints no route serves: probeWithoutRoute.');
    } finally {
      delete contract.probeWithoutRoute;
      await app.close();
    }
  });
});
