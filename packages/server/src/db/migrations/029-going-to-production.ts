import type { Migration } from './migration.ts';

/**
 * Issue 40 items 3 and 5 (docs/decisions/0048).
 *
 * `company_sol_checks`: the last «Probar conexión» of a company's SOL credentials on each
 * provider's production channel (SUNAT, or an OSE), with the credentials it tried (the user and
 * when the password was saved, never the password) and when those same credentials last
 * succeeded there. «Pasar a producción» needs a success of the current credentials on the
 * company's current channel.
 *
 * `companies.production_since`: when the company switched through the checklist.
 *
 * `summaries.environment`: like documents (migration 028), the environment a summary (RC, RA)
 * was made in, so that its send and its ticket go there whatever the company is now. Existing
 * summaries take their documents' environment.
 */
export const goingToProductionMigration: Migration = {
  id: '029_going_to_production',
  sql: /* sql */ `
    CREATE TABLE company_sol_checks (
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      provider_id bigint NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      endpoint text NOT NULL,
      tested_at timestamptz NOT NULL,
      outcome text NOT NULL CHECK (outcome IN ('ok', 'credentials', 'userInactive', 'profile', 'notSecondary',
                                               'notEnabled', 'unavailable', 'unknown')),
      code text,
      sunat_message text,
      sol_user text NOT NULL,
      sol_password_set_at timestamptz NOT NULL,
      ok_at timestamptz,
      PRIMARY KEY (company_id, provider_id)
    );

    ALTER TABLE companies ADD COLUMN production_since timestamptz;

    ALTER TABLE summaries ADD COLUMN environment text CHECK (environment IN ('test', 'production'));
    UPDATE summaries s
       SET environment = COALESCE(
             (SELECT d.environment FROM summary_lines l JOIN documents d ON d.id = l.document_id
               WHERE l.summary_id = s.id LIMIT 1),
             (SELECT CASE c.environment WHEN 'production' THEN 'production' ELSE 'test' END
                FROM companies c WHERE c.id = s.company_id));
    ALTER TABLE summaries ALTER COLUMN environment SET NOT NULL;
  `,
};
