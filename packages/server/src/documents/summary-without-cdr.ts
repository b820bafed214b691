import type { SunatAnswer } from '@facturador/einvoice';
import type { DocumentEnvironment } from '@facturador/contracts';
import { askEstadoCp, consultaOf } from './consulta-integrada.ts';
import type { DocumentsContext } from './documents-context.ts';

/*
 * Two answers about a summary that say nothing of its documents (issue 43, item 4): a ticket
 * «processed» (0) without a CDR — the resumen diario that left its boletas unreported for weeks —
 * and, on the resend of a summary whose first answer was lost, 2223/2324 «ya fue presentado» or
 * 0402 «ya ha sido enviado anteriormente».
 * Only SUNAT's Consulta Integrada tells whether the bajas took effect.
 */

/** The description a summary is settled with when the consulta shows its bajas in effect. */
export const VOIDS_FOUND_BY_CONSULTA =
  'SUNAT no entregó la constancia del resumen, pero la Consulta Integrada muestra sus comprobantes anulados';

/** Ticket 0 with no CDR: SUNAT says it finished, and gave nothing to prove what. */
export const isProcessedWithoutCdr = (answer: SunatAnswer): boolean =>
  answer.kind === 'status' && answer.statusCode === '0' && !answer.zip;

/** 2223 (RC) / 2324 (RA) / 0402: the file was presented before, its first answer lost. */
export const isPresentedBefore = (code: string): boolean => ['2223', '2324', '0402'].includes(code);

/**
 * Whether every document a summary voids is ANULADO for SUNAT: true, false, or null when the
 * consulta cannot be asked or did not answer (then the summary's own answer decides, as before).
 */
export async function voidsInEffect(
  app: DocumentsContext,
  summary: { id: string; company_id: string; environment: DocumentEnvironment },
): Promise<boolean | null> {
  const consulta = await consultaOf(app, summary.company_id, summary.environment);
  if (!consulta) return null;
  const lines = await app.db.query<{
    ruc: string;
    document_type: string;
    series: string;
    number: number;
    issue_date: string;
  }>(
    `SELECT c.ruc, d.document_type, d.series, d.number, to_char(d.issue_date, 'YYYY-MM-DD') AS issue_date
       FROM summary_lines l JOIN documents d ON d.id = l.document_id JOIN companies c ON c.id = d.company_id
      WHERE l.summary_id = $1 AND l.line_status = '3'`,
    [summary.id],
  );
  if (lines.length === 0) return null;
  try {
    for (const line of lines) {
      const state = await askEstadoCp(
        consulta.endpoints,
        consulta.client,
        {
          ruc: line.ruc,
          documentType: line.document_type,
          series: line.series,
          number: line.number,
          issueDate: line.issue_date,
        },
        app.env.SUNAT_TIMEOUT_MS,
      );
      if (state !== '2') return false;
    }
    return true;
  } catch {
    return null;
  }
}

/** The same signed file goes again for a new ticket: SUNAT's «0 without CDR» did not apply it. */
export async function sendSummaryAgain(
  app: DocumentsContext,
  summaryId: string,
  reason: string,
): Promise<void> {
  const now = app.clock.now();
  await app.db.query(
    `UPDATE summaries SET status = 'signed', ticket = NULL, send_attempts = 0, next_attempt_at = $2, last_error = $3,
       updated_at = $2 WHERE id = $1`,
    [summaryId, now, reason],
  );
}
