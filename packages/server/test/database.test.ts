import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { namedStatement } from '../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** The same statements and values on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. */
describe('the database layer', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await testDb.db.exec(`CREATE TABLE samples (id serial PRIMARY KEY, body text, data jsonb, bytes bytea)`);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('binds each kind of value the way node-postgres does', async () => {
    const [row] = await testDb.db.query<Record<string, unknown>>(
      `SELECT $1::text AS text, $2::int AS int, $3::numeric AS numeric, $4::boolean AS bool, $5::text AS nothing,
              $6::timestamptz AS at, $7::text[] AS list, $8::jsonb AS object, $9::bytea AS bytes,
              $10::int[] AS numbers`,
      [
        'ñandú "quoted" \\ back',
        42,
        1.5,
        false,
        undefined,
        new Date('2030-01-02T03:04:05.678Z'),
        ['a', 'with "quotes"', 'back\\slash', null, 'coma, y {llaves}'],
        { nested: { list: [1, 'dos'] } },
        Buffer.from([0, 1, 254, 255]),
        [1, 2, 3],
      ],
    );
    expect(row).toEqual({
      text: 'ñandú "quoted" \\ back',
      int: 42,
      numeric: '1.5',
      bool: false,
      nothing: null,
      at: expect.anything(),
      list: ['a', 'with "quotes"', 'back\\slash', null, 'coma, y {llaves}'],
      object: { nested: { list: [1, 'dos'] } },
      bytes: expect.anything(),
      numbers: [1, 2, 3],
    });
    expect(new Date(row!.at as Date).toISOString()).toBe('2030-01-02T03:04:05.678Z');
    expect([...(row!.bytes as Uint8Array)]).toEqual([0, 1, 254, 255]);
    // A Buffer on both: PGlite's bytea parser is ours (PGLITE_OPTIONS), node-postgres's gives one.
    expect(Buffer.isBuffer(row!.bytes)).toBe(true);
  });

  // PostgreSQL's adapter prepares only named statements: a release migrates while other instances run.
  const onEmbedded = process.env.TEST_DATABASE_URL ? it.skip : it;
  onEmbedded(
    'prepares an ordinary statement once on the embedded database and reuses it (embedded only: PostgreSQL’s adapter prepares named statements only)',
    async () => {
      const text = 'SELECT count(*)::int AS n FROM samples WHERE body = $1';
      const preparedWith = () =>
        testDb.db.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE statement = $1', [
          text,
        ]);
      expect(await preparedWith()).toEqual([]);
      expect(await testDb.db.query(text, ['ninguno'])).toEqual([{ n: 0 }]);
      const [first] = await preparedWith();
      expect(first?.name).toMatch(/^auto_\d+$/);
      await testDb.db.transaction((tx) => tx.query(text, ['otro']));
      expect(await preparedWith()).toEqual([first]);
      // Statements that cannot be prepared are run as they come.
      await testDb.db.query('SET LOCAL statement_timeout = 0');
      expect(
        await testDb.db.query("SELECT 1 FROM pg_prepared_statements WHERE statement LIKE 'SET%'"),
      ).toEqual([]);
    },
  );

  it('writes and reads back bytes and JSON through a table, in and out of a transaction', async () => {
    const insert = 'INSERT INTO samples (body, data, bytes) VALUES ($1, $2, $3) RETURNING id';
    const [outside] = await testDb.db.query<{ id: number }>(insert, ['fuera', { a: 1 }, Buffer.from('hola')]);
    const inside = await testDb.db.transaction(async (tx) => {
      // A JavaScript array is a PostgreSQL array to node-postgres: JSON that is a list goes as text.
      const [row] = await tx.query<{ id: number }>(insert, [
        'dentro',
        JSON.stringify([1, 2]),
        Buffer.from('chau'),
      ]);
      return row!;
    });
    const rows = await testDb.db.query<{ body: string; data: unknown; bytes: Uint8Array }>(
      'SELECT body, data, bytes FROM samples WHERE id = ANY($1::int[]) ORDER BY id',
      [[outside!.id, inside.id]],
    );
    expect(rows.map((row) => [row.body, row.data, Buffer.from(row.bytes).toString()])).toEqual([
      ['fuera', { a: 1 }, 'hola'],
      ['dentro', [1, 2], 'chau'],
    ]);
  });

  it('reuses a named statement, and prepares it again after a failure', async () => {
    const half = namedStatement('test-half', 'SELECT 10 / $1::int AS half');
    expect(await testDb.db.query(half, [2])).toEqual([{ half: 5 }]);
    expect(await testDb.db.query(half, [5])).toEqual([{ half: 2 }]);
    await expect(testDb.db.query(half, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await testDb.db.query(half, [10])).toEqual([{ half: 1 }]);
    await expect(testDb.db.transaction((tx) => tx.query(half, ['x']))).rejects.toMatchObject({
      code: '22P02',
    });
    expect(await testDb.db.transaction((tx) => tx.query(half, [1]))).toEqual([{ half: 10 }]);
  });

  it('keeps a statement outside a transaction out of it: rolled back work stays undone', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = testDb.db
      .transaction(async (tx) => {
        await tx.query("INSERT INTO samples (body) VALUES ('deshecho')");
        await held;
        throw new Error('rollback');
      })
      .catch(() => 'rolled back');
    const outside = testDb.db.query("INSERT INTO samples (body) VALUES ('hecho') RETURNING id");
    release();
    expect(await transaction).toBe('rolled back');
    expect(await outside).toHaveLength(1);
    const bodies = await testDb.db.query<{ body: string }>(
      "SELECT body FROM samples WHERE body IN ('hecho', 'deshecho')",
    );
    expect(bodies.map((row) => row.body)).toEqual(['hecho']);
  });
});
