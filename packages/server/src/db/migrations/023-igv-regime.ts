import type { Migration } from './migration.ts';

/**
 * Issue 41: a company keeps its IGV regime, not a copy of the regime's rates. The copies taken
 * when a restaurant chose Ley 31556 said 10 % through 2026, and SUNAT has refused 10 % since
 * 2026-02-13 (10.5 %); the rates now come from einvoice's one dated table (IGV_RATE_TABLE), read
 * by each document's issue date.
 */
export const igvRegimeMigration: Migration = {
  id: '023_igv_regime',
  sql: /* sql */ `
    ALTER TABLE companies
      ADD COLUMN igv_regime text NOT NULL DEFAULT 'general'
        CHECK (igv_regime IN ('general', 'restaurant_hotel'));
    UPDATE companies SET igv_regime = 'restaurant_hotel'
     WHERE id IN (SELECT company_id FROM company_igv_rates);
    DROP TABLE company_igv_rates;
  `,
};
