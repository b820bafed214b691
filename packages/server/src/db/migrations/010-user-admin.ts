import type { Migration } from './migration.ts';

/**
 * The administrators' user list (GET /users): a last-access column to show and sort by
 * (kept by sign-in and refresh, see auth/sessions.ts), one lowercased column holding what the
 * search matches (name, e-mail, document), and indexes for its sorts. `pnpm bench:users`
 * measures the list on 10,000 users.
 */
export const userAdminMigration: Migration = {
  id: '010_user_admin',
  sql: /* sql */ `
    ALTER TABLE users ADD COLUMN last_access_at timestamptz;
    UPDATE users u SET last_access_at = s.last_seen
      FROM (SELECT user_id, max(last_seen_at) AS last_seen FROM sessions GROUP BY user_id) s
     WHERE s.user_id = u.id;

    ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (
      lower(full_name || ' ' || email || ' ' || coalesce(document_number, '') || ' ' ||
            coalesce(first_name, '') || ' ' || coalesce(last_name, ''))
    ) STORED;

    CREATE INDEX users_live_created_idx ON users (created_at DESC, id DESC) WHERE NOT is_deleted;
    CREATE INDEX users_live_full_name_idx ON users (lower(full_name), id) WHERE NOT is_deleted;
    CREATE INDEX users_live_last_access_idx ON users (last_access_at, id) WHERE NOT is_deleted;
  `,
};
