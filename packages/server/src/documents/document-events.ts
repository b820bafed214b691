import type { Queryable } from '../db/database.ts';

/** One line of a document's history (document_events). */
export async function recordEvent(
  db: Queryable,
  documentId: string,
  status: string,
  code: string | null,
  description: string,
  at: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO document_events (document_id, created_at, status, code, description) VALUES ($1, $2, $3, $4, $5)',
    [documentId, at, status, code, description],
  );
}
