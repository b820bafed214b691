/** Parameters bound to `$1`, `$2`… in the order given. */
export type SqlParams = readonly unknown[];

/**
 * A statement each connection parses and plans once, then reuses: for the few that run on
 * almost every call (planning costs more than running them, in PGlite above all). Only
 * statements whose best plan does not depend on the values bound: a generic plan serves all.
 */
export interface NamedStatement {
  /** Unique in the server, always with the same text. */
  name: string;
  text: string;
}

/** A named statement (see `NamedStatement`). */
export const namedStatement = (name: string, text: string): NamedStatement => ({ name, text });

/** What both a connection and an open transaction can do. */
export interface Queryable {
  /** One statement, with parameters; resolves to its rows. */
  query<T extends object = Record<string, unknown>>(
    sql: string | NamedStatement,
    params?: SqlParams,
  ): Promise<T[]>;
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
