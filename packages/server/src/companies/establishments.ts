import {
  establishmentMessages,
  FISCAL_ESTABLISHMENT_CODE,
  type CreateEstablishmentRequest,
  type Establishment,
} from '@facturador/contracts';
import { ubigeoCatalog } from '../catalogs/ubigeo-catalog.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from './company-access.ts';

export interface EstablishmentRow {
  id: string;
  public_id: string;
  code: string;
  name: string;
  address: string;
  ubigeo: string | null;
  is_active: boolean;
}

const COLUMNS = 'id, public_id, code, name, address, ubigeo, is_active';

export function toEstablishment(row: EstablishmentRow): Establishment {
  return {
    publicId: row.public_id,
    code: row.code,
    name: row.name,
    address: row.address,
    ubigeo: row.ubigeo ? ubigeoCatalog().find(row.ubigeo) : null,
    isActive: row.is_active,
    isFiscalAddress: row.code === FISCAL_ESTABLISHMENT_CODE,
  };
}

export async function listEstablishments(db: Queryable, companyId: string): Promise<EstablishmentRow[]> {
  return db.query<EstablishmentRow>(
    `SELECT ${COLUMNS} FROM establishments WHERE company_id = $1 ORDER BY code`,
    [companyId],
  );
}

/** One establishment of the company, by its public id; 404 when it is another company's. */
export async function findEstablishment(
  db: Queryable,
  companyId: string,
  publicId: string,
): Promise<EstablishmentRow> {
  const [row] = isUuid(publicId)
    ? await db.query<EstablishmentRow>(
        `SELECT ${COLUMNS} FROM establishments WHERE company_id = $1 AND public_id = $2`,
        [companyId, publicId],
      )
    : [];
  if (!row) throw new AppError(404, 'NOT_FOUND', establishmentMessages.notFound);
  return row;
}

/** Every new establishment goes through here (0000 is the company's own, made with it). */
export async function addEstablishment(
  tx: Queryable,
  companyId: string,
  establishment: Required<CreateEstablishmentRequest>,
  now: Date,
): Promise<EstablishmentRow> {
  const [row] = await tx.query<EstablishmentRow>(
    `INSERT INTO establishments (company_id, code, name, address, ubigeo, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (company_id, code) DO NOTHING RETURNING ${COLUMNS}`,
    [companyId, establishment.code, establishment.name, establishment.address, establishment.ubigeo, now],
  );
  if (!row) {
    const message =
      establishment.code === FISCAL_ESTABLISHMENT_CODE
        ? establishmentMessages.fiscalCodeReserved
        : establishmentMessages.codeTaken;
    throw new AppError(409, 'CONFLICT', message, [{ field: 'code', message }]);
  }
  return row;
}

/** Whether the establishment is active, as it is now (read under the caller's lock). */
export async function isEstablishmentActive(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.query<{ is_active: boolean }>('SELECT is_active FROM establishments WHERE id = $1', [
    id,
  ]);
  return row?.is_active ?? false;
}

/** Changes what is given; an absent field keeps its value. */
export async function updateEstablishment(
  db: Queryable,
  id: string,
  change: {
    name?: string | undefined;
    address?: string | undefined;
    ubigeo?: string | undefined;
    isActive?: boolean | undefined;
  },
  now: Date,
): Promise<EstablishmentRow> {
  const [row] = await db.query<EstablishmentRow>(
    `UPDATE establishments SET name = COALESCE($2, name), address = COALESCE($3, address),
            ubigeo = COALESCE($4, ubigeo), is_active = COALESCE($5, is_active), updated_at = $6
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, change.name ?? null, change.address ?? null, change.ubigeo ?? null, change.isActive ?? null, now],
  );
  return row!;
}
