import type { BusinessRole, DocumentTypeCode } from '@facturador/contracts';
import { addEstablishment } from '../companies/establishments.ts';
import { addCompany } from '../companies/company-repository.ts';
import type { Queryable } from '../db/database.ts';
import { withCheckDigit, type DemoCompanyData } from './demo-people.ts';

/** The demo customer's own company: a Lima trading company with a second shop. */
export const DEMO_CUSTOMER_COMPANY: DemoCompanyData = {
  ruc: withCheckDigit('2060458173'),
  businessName: 'Inversiones Huamán & Asociados S.A.C.',
  tradeName: 'Bodega Huamán',
  fiscal: { address: 'Av. Arequipa 1250, Lince, Lima', ubigeo: '150116' },
};

export const DEMO_CUSTOMER_SECOND_ESTABLISHMENT = {
  code: '0001',
  name: 'Local Miraflores',
  address: 'Av. José Larco 845, Miraflores, Lima',
  ubigeo: '150122',
} as const;

export interface DemoSeries {
  /** The establishment's code. */
  establishment: string;
  /** Catalogue 01 of DOMAIN.md. */
  documentType: DocumentTypeCode;
  series: string;
  nextCorrelative: number;
}

export interface CreatedDemoCompany {
  id: string;
  /** Establishment ids by code. */
  establishments: Map<string, string>;
}

/** A company owned by `ownerId`, through the same function the API uses (0000 comes with it). */
export async function createDemoCompany(
  tx: Queryable,
  ownerId: string,
  company: DemoCompanyData,
  at: Date,
): Promise<CreatedDemoCompany> {
  const id = await addCompany(
    tx,
    ownerId,
    {
      ruc: company.ruc,
      businessName: company.businessName,
      tradeName: company.tradeName,
      fiscalAddress: company.fiscal.address,
      ubigeo: company.fiscal.ubigeo,
    },
    at,
  );
  if (!id) throw new Error(`demo RUC ${company.ruc} is taken`);
  const [fiscal] = await tx.query<{ id: string }>(
    `SELECT id FROM establishments WHERE company_id = $1 AND code = '0000'`,
    [id],
  );
  return { id, establishments: new Map([['0000', fiscal!.id]]) };
}

export async function addDemoEstablishment(
  tx: Queryable,
  company: CreatedDemoCompany,
  establishment: { code: string; name: string; address: string; ubigeo: string },
  at: Date,
): Promise<void> {
  const row = await addEstablishment(tx, company.id, establishment, at);
  company.establishments.set(establishment.code, row.id);
}

/**
 * The company's series as the story needs them: a series every new company already has
 * (default-series.ts) takes the establishment, number and date given here.
 */
export async function addDemoSeries(
  tx: Queryable,
  company: CreatedDemoCompany,
  series: readonly DemoSeries[],
  at: Date,
): Promise<void> {
  for (const item of series) {
    await tx.query(
      `INSERT INTO series (company_id, establishment_id, document_type, series, next_correlative,
                           created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (company_id, document_type, series) DO UPDATE SET
         establishment_id = EXCLUDED.establishment_id, next_correlative = EXCLUDED.next_correlative,
         created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at`,
      [
        company.id,
        company.establishments.get(item.establishment),
        item.documentType,
        item.series,
        item.nextCorrelative,
        at,
      ],
    );
  }
}

export async function addDemoMember(
  tx: Queryable,
  companyId: string,
  userId: string,
  role: BusinessRole,
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO company_members (company_id, user_id, role_id, created_at)
     SELECT $1, $2, id, $3 FROM roles WHERE name = $4`,
    [companyId, userId, at, role],
  );
}
