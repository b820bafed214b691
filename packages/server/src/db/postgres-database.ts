import pg from 'pg';
import type { Database, NamedStatement, Queryable, SqlParams } from './database.ts';
import { asDatabaseError, DatabaseUnavailableError } from './database-unavailable.ts';

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string | NamedStatement, params?: SqlParams) {
      const values = params ? [...params] : undefined;
      try {
        // node-postgres prepares a named statement once per connection of the pool.
        const result =
          typeof sql === 'string'
            ? await target.query<T>(sql, values)
            : await target.query<T>({ name: sql.name, text: sql.text, values });
        return result.rows;
      } catch (error) {
        throw asDatabaseError(error);
      }
    },
    async exec(sql: string) {
      try {
        // Without parameters node-postgres uses the simple protocol, which runs several statements.
        await target.query(sql);
      } catch (error) {
        throw asDatabaseError(error);
      }
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Extra libpq startup options, e.g. `-c search_path=…` for a test's own schema. */
  options?: string;
  max?: number;
}

/** A PostgreSQL server through a node-postgres pool. */
export function createPostgresDatabase(config: PostgresOptions): Database {
  const pool = new pg.Pool(config);
  // An idle client losing its connection (server restart) must not crash the process;
  // the next query gets a fresh connection or a proper error.
  pool.on('error', () => {});
  // Nor may any other: when the server shuts down it tells every connection (57P01), also one
  // the pool is just discarding or one a caller holds between statements, and an 'error'
  // event nobody listens to ends the process. The pool and the caller still learn of it by
  // their own listeners and failed queries; this one only makes sure someone hears it.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const root = wrap(pool);
  let closed = false;
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        throw asDatabaseError(error);
      });
      const tx = wrap(client);
      let broken = false;
      // The server ending this connection while it is checked out (a restart: 57P01) is an
      // 'error' event as well as the failed query; unheard, the event would end the process.
      const onConnectionError = () => {
        broken = true;
      };
      client.on('error', onConnectionError);
      try {
        await tx.exec('BEGIN');
        const result = await fn(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (error) {
        // A transaction cut off half-way is rolled back by the server when the connection
        // drops: nothing of it is kept.
        broken ||= error instanceof DatabaseUnavailableError;
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.off('error', onConnectionError);
        // A connection that failed is destroyed, not handed to the next request.
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
