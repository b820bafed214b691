import type { DocumentInput } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

/** What a note takes from the document it refers to: its type, number and request. */
export interface NoteOriginal {
  document_type: string;
  series: string;
  number: number;
  input: DocumentInput;
}

/** The document a note is issued on; `documentId` is one the caller may read (documentIdOf). */
export async function noteOriginalOf(db: Queryable, documentId: string): Promise<NoteOriginal> {
  const [row] = await db.query<NoteOriginal>(
    'SELECT document_type, series, number, input FROM documents WHERE id = $1',
    [documentId],
  );
  return row!;
}
