import type { Migration } from './migration.ts';

/** The periodic sweep (src/auth/session-sweep.ts) finds live sessions past their expiry. */
export const sessionExpiryIndexMigration: Migration = {
  id: '003_session_expiry_index',
  sql: /* sql */ `
    CREATE INDEX sessions_live_expiry_idx ON sessions (expires_at) WHERE revoked_at IS NULL;
  `,
};
