import { createHash } from 'node:crypto';
import {
  bulkMessages,
  bulkRowFault,
  despatchBulkRowFault,
  despatchInputSchema,
  documentInputSchema,
} from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { BatchItem } from './bulk-csv.ts';

/** What a job issues: comprobantes (documents) or guías de remisión (despatches). */
export type BulkKind = 'documents' | 'despatches';

/** Why a row of the batch cannot be issued as written: its first fault, its field named in Spanish. */
export function inputFault(input: unknown, kind: BulkKind = 'documents'): string | null {
  const parsed = (kind === 'despatches' ? despatchInputSchema : documentInputSchema).safeParse(input);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return (kind === 'despatches' ? despatchBulkRowFault : bulkRowFault)(issue!.path, issue!.message);
}

export interface NewBulkJob {
  companyId: string;
  userId: string;
  idempotencyKey: string;
  source: 'json' | 'csv';
  /** The request as sent (the JSON or the CSV's text): what its Idempotency-Key is compared by. */
  raw: string;
  items: BatchItem[];
  /** Documents unless said: a job of one kind is never answered for a key of the other. */
  kind?: BulkKind;
}

/**
 * Stores a job and its rows in one transaction, each row checked now: a row that cannot be a
 * document is failed at once with its reason, the others wait for the job. The same key and
 * request answer the job already made (`replay`); the same key with another request, 409.
 */
export async function createBulkJob(
  db: { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> },
  job: NewBulkJob,
  now: Date,
): Promise<{ jobId: string; publicId: string; replay: boolean }> {
  const hash = createHash('sha256').update(job.raw).digest('base64url');
  const kind = job.kind ?? 'documents';
  return db.transaction(async (tx) => {
    const [made] = await tx.query<{ id: string; public_id: string }>(
      `INSERT INTO bulk_jobs (company_id, issued_by, idempotency_key, request_hash, source, kind, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (company_id, idempotency_key) DO NOTHING
       RETURNING id, public_id::text`,
      [job.companyId, job.userId, job.idempotencyKey, hash, job.source, kind, now],
    );
    if (!made) {
      const [existing] = await tx.query<{
        id: string;
        public_id: string;
        request_hash: string;
        kind: BulkKind;
      }>(
        'SELECT id, public_id::text, request_hash, kind FROM bulk_jobs WHERE company_id = $1 AND idempotency_key = $2',
        [job.companyId, job.idempotencyKey],
      );
      if (existing!.request_hash !== hash || existing!.kind !== kind)
        throw new AppError(409, 'CONFLICT', bulkMessages.idempotencyReused);
      return { jobId: existing!.id, publicId: existing!.public_id, replay: true };
    }
    let row = 0;
    for (const item of job.items) {
      row += 1;
      const fault = item.error ?? inputFault(item.input, kind);
      await tx.query(
        `INSERT INTO bulk_rows (job_id, row_number, reference, input, status, error)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
        [
          made.id,
          row,
          item.reference,
          JSON.stringify(item.input ?? null),
          fault ? 'failed' : 'pending',
          fault,
        ],
      );
    }
    return { jobId: made.id, publicId: made.public_id, replay: false };
  });
}
