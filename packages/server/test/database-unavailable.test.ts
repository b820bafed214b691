import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorResponseSchema, sharedMessages } from '@facturador/contracts';
import type { Database } from '../src/db/database.ts';
import { DatabaseUnavailableError, isConnectionFailure } from '../src/db/database-unavailable.ts';
import { createPostgresDatabase } from '../src/db/postgres-database.ts';
import { toErrorAnswer } from '../src/http/error-answer.ts';
import { startApi, type TestApi } from './support/api.ts';

/** A PostgreSQL error as node-postgres raises it: a message and a SQLSTATE or errno code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('telling an unreachable database from a failing statement', () => {
  it.each([
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', pgError('read ECONNRESET', 'ECONNRESET')],
    [
      'the server shutting down (57P01)',
      pgError('terminating connection due to administrator command', '57P01'),
    ],
    ['the server starting up (57P03)', pgError('the database system is starting up', '57P03')],
    ['a connection exception (08006)', pgError('connection failure', '08006')],
    ['too many connections (53300)', pgError('sorry, too many clients already', '53300')],
    ['a dropped connection', pgError('Connection terminated unexpectedly')],
    ['both addresses of localhost refusing', new AggregateError([pgError('x', 'ECONNREFUSED')])],
  ])('%s is the database being unavailable', (_, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', pgError('duplicate key value', '23505')],
    ['a syntax error (42601)', pgError('syntax error at or near', '42601')],
    ['a serialization failure (40001)', pgError('could not serialize access', '40001')],
    ['an error without a code', new Error('connect ECONNREFUSED 127.0.0.1:5432')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });

  it('answers 503 DATABASE_UNAVAILABLE in Spanish, without the driver’s text', () => {
    const answer = toErrorAnswer(
      new DatabaseUnavailableError(pgError('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED')),
    );
    expect(answer).toEqual({
      statusCode: 503,
      body: {
        success: false,
        code: 'DATABASE_UNAVAILABLE',
        message: 'El servicio no está disponible en este momento. Intenta nuevamente en unos segundos.',
      },
    });
    expect(sharedMessages.serviceUnavailable).toBe(answer.body.message);
  });
});

describe('the PostgreSQL adapter with no server behind it', () => {
  // Port 1 on the loopback: nothing listens there, so every connection is refused at once.
  const db = createPostgresDatabase({ connectionString: 'postgres://nobody@127.0.0.1:1/none', max: 1 });
  afterAll(() => db.close());

  it('fails a query as DatabaseUnavailableError', async () => {
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  it('fails a transaction as DatabaseUnavailableError without running it', async () => {
    let ran = false;
    await expect(
      db.transaction(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(ran).toBe(false);
  });
});

/** The test database, with a switch that makes every call fail as an unreachable server does. */
function switchableDatabase(inner: Database) {
  let down = false;
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      if (down)
        return Promise.reject(new DatabaseUnavailableError(pgError('connect ECONNREFUSED', 'ECONNREFUSED')));
      return fn(...args);
    };
  const db: Database = {
    ...inner,
    query: guard(inner.query.bind(inner)) as Database['query'],
    exec: guard(inner.exec.bind(inner)),
    transaction: guard(inner.transaction.bind(inner)) as Database['transaction'],
  };
  return { db, setDown: (value: boolean) => (down = value) };
}

describe('a call while the database is down', () => {
  let api: TestApi;
  let inner: TestApi;
  let database: ReturnType<typeof switchableDatabase>;

  beforeAll(async () => {
    inner = await startApi();
    database = switchableDatabase(inner.db);
    api = await startApi({ db: database.db, clock: inner.clock });
  });
  afterAll(async () => {
    await api?.app.close();
    await inner?.close();
  });

  it('is answered 503 with Retry-After, and the same call works once the database is back', async () => {
    const user = await api.createUser();
    database.setDown(true);
    const refused = await api.login(user.email);

    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(errorResponseSchema.parse(refused.json())).toEqual({
      success: false,
      code: 'DATABASE_UNAVAILABLE',
      message: sharedMessages.serviceUnavailable,
    });

    database.setDown(false);
    expect((await api.login(user.email)).statusCode).toBe(200);
  });
});

/*
 * PostgreSQL only (TEST_DATABASE_URL): the server ends a connection that is inside a
 * transaction, as a restart does (57P01). node-postgres reports it twice, as the failed query
 * and as an 'error' event on the connection; an event nobody listens to ends the process.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('a connection ended by the server in the middle of a transaction', () => {
  const db = createPostgresDatabase({ connectionString: process.env.TEST_DATABASE_URL ?? '', max: 2 });
  afterAll(() => db.close());

  it('fails that transaction as DatabaseUnavailableError, and the next call gets a new connection (PostgreSQL only: runs with TEST_DATABASE_URL)', async () => {
    const transaction = db.transaction(async (tx) => {
      const [own] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // From the pool's other connection, as an administrator or a shutdown would.
      await db.query('SELECT pg_terminate_backend($1)', [own!.pid]);
      await tx.query('SELECT 1');
    });

    await expect(transaction).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(db.query<{ one: number }>('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });
});
