/** Parameters bound to `$1`, `$2`… in the order given. */
export type SqlParams = readonly unknown[];

/** What both a connection and an open transaction can do. */
export interface Queryable {
  /** One statement, with parameters; resolves to its rows. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]>;
  /** Several statements separated by semicolons, without parameters (migrations, scripts). */
  exec(sql: string): Promise<void>;
}

/**
 * The storage the server talks to: embedded PGlite or a PostgreSQL server, same SQL for both.
 * int8 columns arrive as strings from both (JavaScript numbers cannot hold every int8).
 */
export interface Database extends Queryable {
  /** `pglite` is the embedded database; `postgres` is a server named by DATABASE_URL. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
