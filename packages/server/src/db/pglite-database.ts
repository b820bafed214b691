import { mkdir } from 'node:fs/promises';
import { parse, PGlite, protocol, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import type { Database, NamedStatement, Queryable, SqlParams } from './database.ts';
import { queryParameter } from './query-parameter.ts';

/**
 * PGlite turns int8 into number or bigint; node-postgres gives strings: match node-postgres.
 * bytea arrives as `\\x` and hex; PGlite's own parser reads it two characters at a time in
 * JavaScript, which a document's XML, zip and CDR made the costliest step of reading one back.
 */
export const PGLITE_OPTIONS: PGliteOptions = {
  parsers: {
    [types.INT8]: (value: string) => value,
    [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex'),
  },
};

const { serialize } = protocol;

/** The named statements this connection has prepared, by name, with their text. */
type Prepared = Map<string, string>;

/**
 * The statements PGlite prepares on its own, beside the named ones: in a single process the
 * parse and plan of an ordinary statement cost more than running it (a document's ~20
 * statements spent more in them than in their work). Only statements that can be prepared;
 * bounded, so text built with values inline cannot fill the memory.
 */
const PLANNABLE = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
export const AUTO_PREPARED_LIMIT = 500;

/** Gives a plannable statement text its own name while there is room; other texts stay as they are. */
function autoNamer(): (sql: string | NamedStatement) => string | NamedStatement {
  const names = new Map<string, NamedStatement>();
  return (sql) => {
    if (typeof sql !== 'string' || !PLANNABLE.test(sql)) return sql;
    let named = names.get(sql);
    if (named === undefined && names.size < AUTO_PREPARED_LIMIT) {
      named = { name: `auto_${names.size + 1}`, text: sql };
      names.set(sql, named);
    }
    return named ?? sql;
  };
}

function concatenated(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * Parse (for an unnamed statement, or a named one not prepared yet), bind, describe, execute
 * and sync: one statement's messages, sent together.
 */
function statementMessages(sql: string | NamedStatement, params: SqlParams, prepared: Prepared): Uint8Array {
  const values = params.map(queryParameter);
  if (typeof sql === 'string') {
    return concatenated([
      serialize.parse({ text: sql }),
      serialize.bind({ values }),
      serialize.describe({ type: 'P' }),
      serialize.execute(),
      serialize.sync(),
    ]);
  }
  const known = prepared.get(sql.name);
  if (known !== undefined && known !== sql.text) {
    throw new Error(`Statement ${sql.name} is already prepared with another text`);
  }
  return concatenated([
    // Closing a statement that does not exist is no error: this replaces one left by a failure.
    ...(known === undefined
      ? [serialize.close({ type: 'S', name: sql.name }), serialize.parse({ name: sql.name, text: sql.text })]
      : []),
    serialize.bind({ statement: sql.name, values }),
    serialize.describe({ type: 'P' }),
    serialize.execute(),
    serialize.sync(),
  ]);
}

/**
 * One statement in a single call into PGlite. `PGlite.query` makes six (parse, describe the
 * statement to type its parameters, bind, describe, execute, sync), and on a statement as
 * small as an authenticated call's each costs more than the work itself. Parameters are typed
 * by the server from the statement, as node-postgres does, so both databases read the same
 * values the same way.
 */
async function runStatement<T>(
  pglite: PGlite,
  prepared: Prepared,
  sql: string | NamedStatement,
  params: SqlParams,
  inTransaction: boolean,
): Promise<T[]> {
  if (pglite.closed) throw new Error('PGlite is closed');
  const message = statementMessages(sql, params, prepared);
  try {
    const messages = await pglite.execProtocolStream(message, { syncToFs: !inTransaction });
    if (typeof sql !== 'string') prepared.set(sql.name, sql.text);
    return parse.parseResults(messages, pglite.parsers)[0]!.rows as T[];
  } catch (error) {
    // Whether the parse got through is unknown: the next use prepares it again.
    if (typeof sql !== 'string') prepared.delete(sql.name);
    throw error;
  }
}

/**
 * PGlite is one connection: a statement outside a transaction waits for the open one to end,
 * or it would run inside it. (PGlite's own `query` waits likewise.)
 */
function serialized(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

type Namer = ReturnType<typeof autoNamer>;

function transactionQueryable(pglite: PGlite, prepared: Prepared, named: Namer, tx: Transaction): Queryable {
  return {
    query: <T extends object>(sql: string | NamedStatement, params: SqlParams = []) =>
      runStatement<T>(pglite, prepared, named(sql), params, true),
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

/** A `Database` over an open PGlite (created with `PGLITE_OPTIONS`); closing it closes PGlite. */
export function pgliteDatabase(pglite: PGlite): Database {
  const exclusive = serialized();
  const prepared: Prepared = new Map();
  const named = autoNamer();
  return {
    kind: 'pglite',
    query: <T extends object>(sql: string | NamedStatement, params: SqlParams = []) =>
      exclusive(() => runStatement<T>(pglite, prepared, named(sql), params, false)),
    exec: (sql: string) =>
      exclusive(async () => {
        await pglite.exec(sql);
      }),
    transaction: (fn) =>
      exclusive(() => pglite.transaction((tx) => fn(transactionQueryable(pglite, prepared, named, tx)))),
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** The embedded database, kept in `dataDir` (created when missing). */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create({ ...PGLITE_OPTIONS, dataDir }));
}
