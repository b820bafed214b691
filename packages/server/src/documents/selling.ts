import { SELLING_STATUSES } from '@facturador/contracts';

/** SQL over `documents d`: the document's amount counts as sold (SELLING_STATUSES). */
export const SELLING_SQL = `d.status IN (${SELLING_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** A credit note takes back what its document sold: its amounts count negative. */
export const signedSql = (column: string) =>
  `CASE WHEN d.document_type = '07' THEN -d.${column} ELSE d.${column} END`;
