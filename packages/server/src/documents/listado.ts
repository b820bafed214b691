import type { ListadoFilters, ListadoItem, ListadoPageFilters, ListadoStatus } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { documentFilterSql, LIST_COLUMNS, toListItem, type DocumentRow } from './document-views.ts';

/**
 * The Comprobantes Listado (issue 41): the company's documents and its retenciones and
 * percepciones (other_documents, decision 55) read as one list. Each table keeps its own storage;
 * the list is a UNION ALL of both under the same filters, one order and one page.
 */

/**
 * `WHERE` of the Listado's filters over `other_documents o`, continuing `params` (whose $1 is
 * the company): the same meaning as documentFilterSql's, the receiver standing for the customer.
 * A factura's type or a baja's state matches none of them.
 */
export function otherFilterSql(query: ListadoFilters, params: unknown[]): string {
  const where = ['o.company_id = $1'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.documentType) add('o.document_type = ?', query.documentType);
  if (query.status) add('o.status = ?', query.status);
  if (query.series) add('o.series = ?', query.series);
  if (query.from) add('o.issue_date >= ?', query.from);
  if (query.to) add('o.issue_date <= ?', query.to);
  if (query.search) {
    const numbered = /^([A-Z][A-Z0-9]{3})-(\d{1,8})$/i.exec(query.search);
    if (numbered) {
      add('o.series = ?', numbered[1]!.toUpperCase());
      add('o.number = ?', Number(numbered[2]));
    } else {
      params.push(containsPattern(query.search));
      const at = `$${params.length}`;
      where.push(`(o.receiver_name ILIKE ${at} OR o.receiver_document_number LIKE ${at})`);
    }
  }
  return where.join(' AND ');
}

/** Both tables' `WHERE`s over one parameter list. */
export function listadoFilterSql(companyId: string, query: ListadoFilters) {
  const { where: documents, params } = documentFilterSql(companyId, query);
  const others = otherFilterSql(query, params);
  return { documents, others, params };
}

/** A retención or percepción as a Listado row: its receiver as the customer, the amount withheld as its total. */
const OTHER_LIST_COLUMNS = /* sql */ `
  o.id, o.public_id, o.document_type, o.series, o.number, to_char(o.issue_date, 'YYYY-MM-DD') AS issue_date,
  o.receiver_document_type AS customer_document_type, o.receiver_document_number AS customer_document_number,
  o.receiver_name AS customer_name, 'PEN' AS currency, '0.00' AS igv, o.total_amount::text AS total, o.status,
  o.cdr_code, o.environment, o.created_at`;

type ListadoRow = Omit<DocumentRow, 'document_type' | 'status'> & {
  document_type: ListadoItem['documentType'];
  status: ListadoStatus;
  source: 'document' | 'other';
};

/**
 * One page of the Listado, newest issue date first, then newest issued: the same order over both
 * tables, so paging neither skips nor repeats a row (`source` breaks the last tie between ids of
 * two sequences).
 */
export async function listListado(
  db: Queryable,
  companyId: string,
  query: ListadoPageFilters,
): Promise<{ items: ListadoItem[]; total: number }> {
  const { documents, others, params } = listadoFilterSql(companyId, query);
  const [rows, [count]] = await Promise.all([
    db.query<ListadoRow>(
      `SELECT ${LIST_COLUMNS}, 'document' AS source FROM documents d WHERE ${documents}
       UNION ALL
       SELECT ${OTHER_LIST_COLUMNS}, 'other' AS source FROM other_documents o WHERE ${others}
       ORDER BY issue_date DESC, created_at DESC, source, id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    ),
    db.query<{ total: string }>(
      `SELECT (SELECT count(*) FROM documents d WHERE ${documents})
            + (SELECT count(*) FROM other_documents o WHERE ${others}) AS total`,
      params,
    ),
  ]);
  return {
    items: rows.map((row) => ({
      ...toListItem(row as unknown as DocumentRow),
      documentType: row.document_type,
      status: row.status,
    })),
    total: Number(count!.total),
  };
}
