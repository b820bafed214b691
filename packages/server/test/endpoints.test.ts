import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { endpoints } from '@facturador/contracts';
import type { FacturadorServer } from '../src/app.ts';
import { unavailableDatabase } from './support/test-database.ts';
import { buildTestServer } from './support/test-server.ts';

describe('the contract endpoints the client calls', () => {
  let app: FacturadorServer;

  // Routes are known without a database.
  beforeAll(async () => {
    app = buildTestServer({ db: unavailableDatabase() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('are every one a route of the server, with its method and path', () => {
    const missing = Object.entries(endpoints)
      .filter(([, endpoint]) => !app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map(([name, endpoint]) => `${name}: ${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });
});
