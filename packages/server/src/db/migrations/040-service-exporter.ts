import type { Migration } from './migration.ts';

/**
 * SUNAT 3097 (decision 0062): whether the company is in SUNAT's register of service exporters
 * (padrón 05), as its owner or administrator declares it in Mi empresa › Facturación. Null until
 * declared; the pre-flight then refuses its exportaciones de servicios (0201) as SUNAT would.
 */
export const serviceExporterMigration: Migration = {
  id: '040_service_exporter',
  sql: /* sql */ `
    ALTER TABLE companies ADD COLUMN service_exporter boolean;
  `,
};
