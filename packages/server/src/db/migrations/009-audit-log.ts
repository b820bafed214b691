import type { Migration } from './migration.ts';

/**
 * The administrators' audit log (src/audit/audit-log.ts): who changed which record, how, from
 * where and when, with the record before and after (secrets stripped before they get here).
 * The actor is copied, not referenced: an entry must outlive and never follow its actor's row.
 */
export const auditLogMigration: Migration = {
  id: '009_audit_log',
  sql: /* sql */ `
    CREATE TABLE audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- Orders entries recorded within the same instant (one request can record two).
      seq bigint GENERATED ALWAYS AS IDENTITY,
      actor_id bigint,
      actor_public_id uuid,
      actor_email text,
      action text NOT NULL,
      entity_type text NOT NULL,
      entity_id text,
      before jsonb,
      after jsonb,
      ip_address text,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, seq DESC);
    CREATE INDEX audit_log_actor_idx ON audit_log (actor_public_id, created_at DESC);
    CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC);
    CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, created_at DESC);

    -- Append-only, on the database too: nothing the server or a console runs can rewrite history.
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only';
    END;
    $$;
    CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
  `,
};
