import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  documentDeliveryMessages,
  LOOKUP_LINK_MINUTES,
  type DocumentEnvironment,
  type DocumentLookup,
} from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { AppError, TooManyRequestsError } from '../http/app-error.ts';

/** At most this many lookups per IP in a sliding window (counted as the contact form counts). */
export const LOOKUP_LIMIT = { maxLookups: 10, windowMs: 10 * 60 * 1000 } as const;
/** How long the download links of a lookup work. */
export const DOWNLOAD_TOKEN_TTL_MS = LOOKUP_LINK_MINUTES * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Seconds until this IP may look up again; 0 when it may now. */
async function lookupRetryAfter(db: Queryable, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOOKUP_LIMIT.windowMs);
  const [row] = await db.query<{ done: string; oldest: Date | null }>(
    'SELECT count(*) AS done, min(created_at) AS oldest FROM document_lookups WHERE ip = $1 AND created_at > $2',
    [ip, since],
  );
  if (!row || Number(row.done) < LOOKUP_LIMIT.maxLookups || !row.oldest) return 0;
  const freeAt = new Date(row.oldest).getTime() + LOOKUP_LIMIT.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/**
 * The consulta pública. All six printed fields must match one document SUNAT accepted; a
 * document that does not exist and one where a field differs get the same 404 and text, so an
 * answer never tells which part was right. Every attempt counts toward the IP's limit, found
 * or not, which bounds guessing.
 *
 * What a match gives is a random token, good for LOOKUP_LINK_MINUTES (15), in the download paths: the
 * simplest safe design. It needs no session or cookie, so a plain link opens the PDF; only its
 * SHA-256 is stored, so the table cannot be replayed; it names one document and expires,
 * unlike a signed URL whose key would have to be shared by every API instance and rotated.
 */
export async function lookupDocument(app: FastifyInstance, ip: string, request: DocumentLookup) {
  const now = app.clock.now();
  const retryAfter = await lookupRetryAfter(app.db, ip, now);
  if (retryAfter > 0) throw new TooManyRequestsError(documentDeliveryMessages.lookupRateLimited, retryAfter);
  await app.db.query('DELETE FROM document_lookups WHERE created_at <= $1', [
    new Date(now.getTime() - LOOKUP_LIMIT.windowMs),
  ]);
  await app.db.query('INSERT INTO document_lookups (ip, created_at) VALUES ($1, $2)', [ip, now]);

  const [found] = await app.db.query<{
    id: string;
    series: string;
    number: number;
    environment: DocumentEnvironment;
  }>(
    `SELECT d.id, d.series, d.number, d.environment FROM documents d JOIN companies c ON c.id = d.company_id
      WHERE c.ruc = $1 AND d.document_type = $2 AND d.series = $3 AND d.number = $4
        AND d.issue_date = $5::date AND d.total = $6::numeric AND d.status IN ('accepted', 'observed')
      LIMIT 1`,
    [request.ruc, request.documentType, request.series, request.number, request.issueDate, request.total],
  );
  if (!found) throw new AppError(404, 'NOT_FOUND', documentDeliveryMessages.lookupNotFound);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS);
  await app.db.query('DELETE FROM document_download_tokens WHERE expires_at <= $1', [now]);
  await app.db.query(
    'INSERT INTO document_download_tokens (token_hash, document_id, expires_at, created_at) VALUES ($1, $2, $3, $4)',
    [hashOf(token), found.id, expiresAt, now],
  );
  const base = `/public/documents/files/${token}`;
  return {
    fullNumber: `${found.series}-${Number(found.number)}`,
    // A test document is found (its seller may be trying the Consulta) but never served as
    // valid: the route says so, and its PDF carries the PRUEBA mark.
    environment: found.environment,
    pdfUrl: `${base}/pdf`,
    ticketPdfUrl: `${base}/pdf?format=ticket`,
    xmlUrl: `${base}/xml`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The document a download token names, while it is valid and the document still stands. */
export async function documentOfToken(app: FastifyInstance, token: string): Promise<string> {
  const [row] = await app.db.query<{ document_id: string }>(
    `SELECT t.document_id FROM document_download_tokens t JOIN documents d ON d.id = t.document_id
      WHERE t.token_hash = $1 AND t.expires_at > $2 AND d.status IN ('accepted', 'observed')`,
    [hashOf(token), app.clock.now()],
  );
  if (!row) throw new AppError(404, 'NOT_FOUND', documentDeliveryMessages.downloadExpired);
  return row.document_id;
}
