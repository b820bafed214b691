import { apiKeyMessages, type SummaryView } from '@facturador/contracts';
import { AppError } from '../../http/app-error.ts';

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
