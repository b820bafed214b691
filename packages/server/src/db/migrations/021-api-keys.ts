import type { Migration } from './migration.ts';

/**
 * Issue 30: a company's API keys for /v1 (src/api-keys). The key's text is
 * `fk_live_<public_id>_<secret>`; only the SHA-256 of the secret is kept, so the database
 * cannot give a key back. A revoked key stays (the audit log and the tab name it).
 */
export const apiKeysMigration: Migration = {
  id: '021_api_keys',
  sql: /* sql */ `
    CREATE TABLE api_keys (
      id bigserial PRIMARY KEY,
      public_id text NOT NULL UNIQUE CHECK (public_id ~ '^[0-9a-f]{16}$'),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      created_by bigint REFERENCES users (id) ON DELETE SET NULL,
      name text NOT NULL,
      scopes text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['issue', 'read', 'void']),
      secret_sha256 bytea NOT NULL,
      expires_at timestamptz,
      last_used_at timestamptz,
      revoked_at timestamptz,
      revoked_by bigint REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX api_keys_company_idx ON api_keys (company_id, created_at DESC);
  `,
};
