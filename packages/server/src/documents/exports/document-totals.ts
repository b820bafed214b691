import type { DocumentTotalsRow, ListadoFilters } from '@facturador/contracts';
import type { Queryable } from '../../db/database.ts';
import { documentFilterSql } from '../document-views.ts';
import { SELLING_SQL, signedSql } from '../selling.ts';

/**
 * The Listado's filtered set in figures, per currency: how many documents, how many count as
 * sold, and their IGV and total with credit notes subtracted. PostgreSQL sums the numeric
 * columns exactly; the sums travel as text, never as floats.
 */
export async function documentTotals(
  db: Queryable,
  companyId: string,
  filters: ListadoFilters,
): Promise<DocumentTotalsRow[]> {
  const { where, params } = documentFilterSql(companyId, filters);
  const sumOf = (column: string) =>
    `coalesce(sum(${signedSql(column)}) FILTER (WHERE ${SELLING_SQL}), 0)::numeric(14, 2)::text`;
  return db.query<DocumentTotalsRow>(
    `SELECT d.currency, count(*)::integer AS documents,
            (count(*) FILTER (WHERE ${SELLING_SQL}))::integer AS selling,
            ${sumOf('igv')} AS igv, ${sumOf('total')} AS total
       FROM documents d WHERE ${where}
      GROUP BY d.currency ORDER BY d.currency`,
    params,
  );
}
