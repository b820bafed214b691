import type { Migration } from './migration.ts';

/**
 * The security log a user reads in "Actividad reciente" (src/auth/security-events.ts): sign-ins,
 * failed attempts, password changes and ended sessions. Kept 180 days (the session sweep prunes).
 */
export const securityEventsMigration: Migration = {
  id: '006_security_events',
  sql: /* sql */ `
    CREATE TABLE security_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      type text NOT NULL,
      session_id uuid,
      ip_address text,
      user_agent text,
      detail text,
      created_at timestamptz NOT NULL,
      -- Orders events recorded within the same instant (one request can record two).
      seq bigint GENERATED ALWAYS AS IDENTITY
    );
    CREATE INDEX security_events_user_created_idx ON security_events (user_id, created_at DESC);
    CREATE INDEX security_events_created_idx ON security_events (created_at);
  `,
};
