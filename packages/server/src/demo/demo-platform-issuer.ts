import type { SecretBox } from '../crypto/secret-box.ts';
import type { Queryable } from '../db/database.ts';
import { DEVELOPMENT_PLATFORM } from '../signing/development-identity.ts';
import { addDemoSeries, createDemoCompany } from './demo-companies.ts';
import { addDemoCredentials } from './demo-credentials.ts';
import type { DemoCompanyData } from './demo-people.ts';

/** The platform's own company in the demo: it issues the comprobantes of what Facturador sells. */
export const DEMO_PLATFORM_COMPANY: DemoCompanyData = {
  ...DEVELOPMENT_PLATFORM,
  tradeName: 'Facturador',
  fiscal: { address: 'Av. Javier Prado Este 4200, Santiago de Surco, Lima', ubigeo: '150140' },
};

/**
 * Issue 28, item 4: the owner's company with the TEST certificate, a SOL user and series B001 and
 * F001, named in Configuración as the issuer of purchase comprobantes, so that a plan or a pack
 * bought in the demo gets its boleta or factura from the SUNAT double. Without the secret box
 * (or the test certificate) nothing is named, and purchases say their comprobante will come.
 */
export async function seedDemoPlatformIssuer(
  tx: Queryable,
  ownerId: string,
  secrets: SecretBox | undefined,
  now: Date,
): Promise<void> {
  if (!secrets) return;
  const company = await createDemoCompany(tx, ownerId, DEMO_PLATFORM_COMPANY, now);
  if (!(await addDemoCredentials(tx, company.id, secrets, now))) return;
  await addDemoSeries(
    tx,
    company,
    [
      { establishment: '0000', documentType: '03', series: 'B001', nextCorrelative: 1 },
      { establishment: '0000', documentType: '01', series: 'F001', nextCorrelative: 1 },
    ],
    now,
  );
  await tx.query(`UPDATE system_settings SET settings = settings || $1::jsonb WHERE id`, [
    JSON.stringify({ receiptIssuerRuc: DEMO_PLATFORM_COMPANY.ruc }),
  ]);
}
