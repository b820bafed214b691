import type { DocumentTypeCode, Series } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { isUuid } from './company-access.ts';

interface SeriesRow {
  id: string;
  public_id: string;
  establishment_public_id: string;
  establishment_code: string;
  document_type: DocumentTypeCode;
  series: string;
  next_correlative: number;
  is_active: boolean;
}

/** A series and its internal id, which the route needs to change or delete it. */
export interface StoredSeries {
  id: string;
  series: Series;
}

const SELECT = /* sql */ `
  SELECT s.id, s.public_id, e.public_id AS establishment_public_id, e.code AS establishment_code,
         s.document_type, s.series, s.next_correlative, s.is_active
    FROM series s JOIN establishments e ON e.id = s.establishment_id`;

const toSeries = (row: SeriesRow): Series => ({
  publicId: row.public_id,
  establishmentId: row.establishment_public_id,
  establishmentCode: row.establishment_code,
  documentType: row.document_type,
  series: row.series,
  nextCorrelative: Number(row.next_correlative),
  isActive: row.is_active,
});

async function seriesById(db: Queryable, id: string): Promise<Series> {
  const [row] = await db.query<SeriesRow>(`${SELECT} WHERE s.id = $1`, [id]);
  return toSeries(row!);
}

/** The company's series by establishment, document type and series. */
export async function listSeries(db: Queryable, companyId: string): Promise<Series[]> {
  const rows = await db.query<SeriesRow>(
    `${SELECT} WHERE s.company_id = $1 ORDER BY e.code, s.document_type, s.series`,
    [companyId],
  );
  return rows.map(toSeries);
}

/** Null when the company has no series with that public id (or it is not a UUID). */
export async function findSeries(
  db: Queryable,
  companyId: string,
  publicId: string,
): Promise<StoredSeries | null> {
  if (!isUuid(publicId)) return null;
  const [row] = await db.query<SeriesRow>(`${SELECT} WHERE s.company_id = $1 AND s.public_id = $2`, [
    companyId,
    publicId,
  ]);
  return row ? { id: row.id, series: toSeries(row) } : null;
}

export interface NewSeries {
  companyId: string;
  establishmentId: string;
  documentType: DocumentTypeCode;
  series: string;
  nextCorrelative: number;
}

/** The new series, or null when the company already has it for that document type. */
export async function insertSeries(db: Queryable, input: NewSeries, now: Date): Promise<Series | null> {
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO series (company_id, establishment_id, document_type, series, next_correlative, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (company_id, document_type, series) DO NOTHING RETURNING id`,
    [input.companyId, input.establishmentId, input.documentType, input.series, input.nextCorrelative, now],
  );
  return inserted ? seriesById(db, inserted.id) : null;
}

/** Advances the correlative and/or (de)activates; an absent field keeps its value. */
export async function updateSeries(
  db: Queryable,
  id: string,
  change: { nextCorrelative?: number | undefined; isActive?: boolean | undefined },
  now: Date,
): Promise<Series> {
  await db.query(
    `UPDATE series SET next_correlative = COALESCE($2, next_correlative), is_active = COALESCE($3, is_active),
            updated_at = $4 WHERE id = $1`,
    [id, change.nextCorrelative ?? null, change.isActive ?? null, now],
  );
  return seriesById(db, id);
}

export async function deleteSeries(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM series WHERE id = $1', [id]);
}
