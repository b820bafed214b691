import type { Queryable } from '../db/database.ts';

/**
 * The guía's signed XML, byte for byte as it went to SUNAT, and its file name (RUC-TT-SERIE-NUMERO);
 * null while the guía is numbered and not yet signed (decision 63).
 */
export async function despatchXmlOf(
  db: Queryable,
  despatchId: string,
): Promise<{ fileName: string; xml: string | null }> {
  const [row] = await db.query<{ file_name: string; xml: string | null }>(
    'SELECT file_name, xml FROM despatches WHERE id = $1',
    [despatchId],
  );
  return { fileName: row!.file_name, xml: row!.xml };
}

/** SUNAT's CDR of the guía as SUNAT delivered it (null while SUNAT has not given one), and its file name. */
export async function despatchCdrOf(
  db: Queryable,
  despatchId: string,
): Promise<{ fileName: string; cdr: Buffer | null }> {
  const [row] = await db.query<{ file_name: string; cdr: Buffer | null }>(
    'SELECT file_name, cdr FROM despatches WHERE id = $1',
    [despatchId],
  );
  return { fileName: row!.file_name, cdr: row!.cdr };
}
