import type { Migration } from './migration.ts';

/**
 * Sessions, rotating refresh tokens, one-time codes and links, login throttling and the mail
 * outbox. Secrets are stored only as SHA-256 hashes: a copy of the database signs nobody in.
 */
export const authMigration: Migration = {
  id: '002_auth',
  sql: /* sql */ `
    ALTER TABLE users ADD COLUMN company_name text;
    -- A document number belongs to one live account (issue 3, validate-account).
    CREATE UNIQUE INDEX users_document_key ON users (identity_document_type_id, document_number)
      WHERE document_number IS NOT NULL AND NOT is_deleted;

    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      device text NOT NULL,
      browser text NOT NULL,
      ip_address text,
      user_agent text,
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_reason text
    );
    CREATE INDEX sessions_user_id_idx ON sessions (user_id);

    CREATE TABLE refresh_tokens (
      token_hash text PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);

    -- Six-digit codes mailed to a user: e-mail verification and security confirmations.
    CREATE TABLE one_time_codes (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      purpose text NOT NULL,
      code_hash text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      failed_attempts integer NOT NULL DEFAULT 0,
      consumed_at timestamptz
    );
    CREATE INDEX one_time_codes_user_purpose_idx ON one_time_codes (user_id, purpose);

    CREATE TABLE password_reset_tokens (
      token_hash text PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );

    -- Failed sign-ins by key (account, account+IP, IP); see src/auth/login-throttle.ts.
    CREATE TABLE login_throttle (
      key text PRIMARY KEY,
      failures integer NOT NULL,
      window_started_at timestamptz NOT NULL,
      blocked_until timestamptz
    );

    CREATE TABLE mail_outbox (
      id bigserial PRIMARY KEY,
      recipient text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (recipient, id);
  `,
};
