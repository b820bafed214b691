import type { Migration } from './migration.ts';

/**
 * Issue 28, item 10: the local copy of SUNAT's padrón reducido del RUC, filled by
 * `pnpm padron:import` (docs/decisions/0032), and the signed-in users' recent lookups, which
 * bound how fast one account can read it (counted in the database: docs/decisions/0008).
 */
export const rucPadronMigration: Migration = {
  id: '018_ruc_padron',
  sql: /* sql */ `
    CREATE TABLE ruc_padron (
      ruc text PRIMARY KEY,
      razon_social text NOT NULL,
      estado text NOT NULL,
      condicion text NOT NULL,
      ubigeo text,
      address text NOT NULL DEFAULT '',
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE ruc_lookups (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX ruc_lookups_user_time ON ruc_lookups (user_id, created_at);
  `,
};
