import { apiKeyMessages, type DocumentListItem, type V1DocumentListQuery } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { validationError } from '../http/error-answer.ts';
import { documentFilterSql, LIST_COLUMNS, toListItem, type DocumentRow } from './document-views.ts';

/**
 * The documents list of /v1 (issue 30), walked by a cursor: the position after the last row
 * answered (issue date, then id, the list's order). Unlike a page number it does not skip or
 * repeat rows while new documents are issued during the walk. Opaque to the integrator.
 */
const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2})\.(\d{1,19})$/;

const cursorOf = (row: DocumentRow) => Buffer.from(`${row.issue_date}.${row.id}`).toString('base64url');

function positionOf(cursor: string): { issueDate: string; id: string } {
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw validationError([{ field: 'cursor', message: apiKeyMessages.cursorInvalid }]);
  return { issueDate: match[1]!, id: match[2]! };
}

export async function listDocumentsAfter(
  db: Queryable,
  companyId: string,
  query: V1DocumentListQuery,
): Promise<{ items: DocumentListItem[]; nextCursor: string | null }> {
  const { cursor, limit, ...filters } = query;
  const filter = documentFilterSql(companyId, filters);
  const { params } = filter;
  let where = filter.where;
  if (cursor) {
    const { issueDate, id } = positionOf(cursor);
    params.push(issueDate, id);
    where += ` AND (d.issue_date, d.id) < ($${params.length - 1}::date, $${params.length}::bigint)`;
  }
  // One row more than asked says whether another page follows.
  const rows = await db.query<DocumentRow>(
    `SELECT ${LIST_COLUMNS} FROM documents d WHERE ${where}
      ORDER BY d.issue_date DESC, d.id DESC LIMIT ${limit + 1}`,
    params,
  );
  const page = rows.slice(0, limit);
  return {
    items: page.map(toListItem),
    nextCursor: rows.length > limit ? cursorOf(page.at(-1)!) : null,
  };
}
