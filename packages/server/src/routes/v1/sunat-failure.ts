import { apiKeyMessages, type DocumentDetail, type SummaryView } from '@facturador/contracts';
import { AppError } from '../../http/app-error.ts';

/**
 * /v1 answers a document SUNAT refused as a failure (422) in the API's one error shape, with
 * SUNAT's code and Spanish text in `details` next to the document: an integrator then learns it
 * from the status, as from any other failure. The document exists either way (its number is
 * taken; a rejected one is burned), so the same Idempotency-Key answers the same 422.
 */
export function assertSunatTook(document: DocumentDetail): void {
  if (document.status !== 'rejected' && document.status !== 'exception') return;
  const code = document.cdr?.code ?? '';
  const text = document.cdr?.description ?? document.lastError ?? '';
  const rejected = document.status === 'rejected';
  throw new AppError(
    422,
    rejected ? 'SUNAT_REJECTED' : 'SUNAT_EXCEPTION',
    (rejected ? apiKeyMessages.sunatRejected : apiKeyMessages.sunatException)(
      document.fullNumber,
      code,
      text,
    ),
    { sunatCode: code, sunatMessage: text, document },
  );
}

/** A baja or resumen SUNAT refused at once: 422 with SUNAT's code and text, and the summary. */
export function assertSummaryTaken(summary: SummaryView): void {
  if (summary.status !== 'rejected' && summary.status !== 'exception') return;
  const code = summary.sunatCode ?? '';
  const text = summary.sunatDescription ?? '';
  throw new AppError(
    422,
    summary.status === 'rejected' ? 'SUNAT_REJECTED' : 'SUNAT_EXCEPTION',
    apiKeyMessages.summaryRejected(summary.identifier, code, text),
    { sunatCode: code, sunatMessage: text, summary },
  );
}
