import { SELLING_STATUSES, type DocumentTotalsRow, type ListadoFilters } from '@facturador/contracts';
import type { Queryable } from '../../db/database.ts';
import { documentFilterSql } from '../document-views.ts';
import { otherFilterSql } from '../listado.ts';
import { SELLING_SQL, signedSql } from '../selling.ts';

/** SQL over `other_documents o`: its importe retenido / percibido counts, as a sale's would (the dashboard's rule). */
const OTHER_COUNTED_SQL = `o.status IN (${SELLING_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * The Listado's retenciones and percepciones under the same filters, one line per type: how many,
 * and the amount of those that count. In soles, so they go on the PEN row.
 */
async function otherCpeTotals(db: Queryable, companyId: string, filters: ListadoFilters) {
  const params: unknown[] = [companyId];
  const where = otherFilterSql(filters, params);
  return db.query<NonNullable<DocumentTotalsRow['otherCpe']>[number]>(
    `SELECT o.document_type AS "documentType", count(*)::integer AS documents,
            coalesce(sum(o.total_amount) FILTER (WHERE ${OTHER_COUNTED_SQL}), 0)::numeric(14, 2)::text AS total
       FROM other_documents o WHERE ${where}
      GROUP BY o.document_type ORDER BY o.document_type`,
    params,
  );
}

/**
 * The Listado's filtered set in figures, per currency: how many documents, how many count as
 * sold, and their IGV and total with credit notes subtracted. PostgreSQL sums the numeric
 * columns exactly; the sums travel as text, never as floats. The set's retenciones and
 * percepciones are the PEN row's `otherCpe`, never in its document figures (issue 41).
 */
export async function documentTotals(
  db: Queryable,
  companyId: string,
  filters: ListadoFilters,
): Promise<DocumentTotalsRow[]> {
  const { where, params } = documentFilterSql(companyId, filters);
  const sumOf = (column: string) =>
    `coalesce(sum(${signedSql(column)}) FILTER (WHERE ${SELLING_SQL}), 0)::numeric(14, 2)::text`;
  const [rows, otherCpe] = await Promise.all([
    db.query<DocumentTotalsRow>(
      `SELECT d.currency, count(*)::integer AS documents,
              (count(*) FILTER (WHERE ${SELLING_SQL}))::integer AS selling,
              ${sumOf('igv')} AS igv, ${sumOf('total')} AS total
         FROM documents d WHERE ${where}
        GROUP BY d.currency ORDER BY d.currency`,
      params,
    ),
    otherCpeTotals(db, companyId, filters),
  ]);
  if (otherCpe.length === 0) return rows;
  const pen = rows.find((row) => row.currency === 'PEN');
  if (pen) return rows.map((row) => (row === pen ? { ...row, otherCpe } : row));
  const onlyOthers: DocumentTotalsRow = {
    currency: 'PEN',
    documents: 0,
    selling: 0,
    igv: '0.00',
    total: '0.00',
    otherCpe,
  };
  return [onlyOthers, ...rows];
}
