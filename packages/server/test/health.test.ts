import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { healthResponseSchema } from '@facturador/contracts';
import {
  createMigratedTestDatabase,
  unavailableDatabase,
  type TestDatabase,
} from './support/test-database.ts';
import { buildTestServer } from './support/test-server.ts';

describe('GET /health', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createMigratedTestDatabase();
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('answers ok when the database answers', async () => {
    const app = buildTestServer({ db: testDb.db });
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });

      expect(response.statusCode).toBe(200);
      const body = healthResponseSchema.parse(response.json());
      expect(body.data).toMatchObject({ status: 'ok', database: 'ok', version: '0.1.0' });
      expect(body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    } finally {
      await app.close();
    }
  });

  it('answers 503 degraded when the database fails', async () => {
    const app = buildTestServer({ db: unavailableDatabase() });
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });

      expect(response.statusCode).toBe(503);
      expect(healthResponseSchema.parse(response.json()).data).toMatchObject({
        status: 'degraded',
        database: 'unavailable',
      });
    } finally {
      await app.close();
    }
  });
});
