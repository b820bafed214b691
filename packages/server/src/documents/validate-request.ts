import type { DocumentsContext } from './documents-context.ts';
import { documentApiMessages, type DocumentInput, type DocumentValidation } from '@facturador/contracts';
import { computeAmounts } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { validationError } from '../http/error-answer.ts';
import { sendDeadlineOf } from './deadlines.ts';
import { preflightDocument, sunatRulesRefusal } from './preflight-document.ts';
import { signingKeyOf } from './sending-profile.ts';

/** The series issuing would number on, read without the lock: Revisar takes no number. */
async function assertSeriesCanIssue(db: Queryable, companyId: string, input: DocumentInput): Promise<void> {
  const [series] = await db.query<{ is_active: boolean }>(
    'SELECT is_active FROM series WHERE company_id = $1 AND document_type = $2 AND series = $3',
    [companyId, input.documentType, input.series],
  );
  if (!series) throw validationError([{ field: 'series', message: documentApiMessages.seriesNotFound }]);
  if (!series.is_active)
    throw validationError([{ field: 'series', message: documentApiMessages.seriesInactive }]);
}

/**
 * «Revisar» (issue 43): issuing's pre-flight without numbering, signing, sending or spending a
 * token. A document SUNAT would refuse is answered 422 with the body issuing's refusal has (the
 * first field named in the message, every issue with SUNAT's code in `details`); a good one, with
 * the totals issuing would compute. A company that could not sign is refused as issuing refuses it.
 */
export async function validateRequest(
  app: DocumentsContext,
  companyId: string,
  input: DocumentInput,
): Promise<DocumentValidation> {
  const { company, igvPercent, issues } = await preflightDocument(app, companyId, input);
  const [firstIssue, ...otherIssues] = issues;
  if (firstIssue) throw sunatRulesRefusal([firstIssue, ...otherIssues]);
  await assertSeriesCanIssue(app.db, companyId, input);
  await signingKeyOf(app, app.db, companyId, company);
  const computed = computeAmounts(input, {
    issuer: {
      ruc: company.ruc,
      businessName: company.business_name,
      address: '',
      ubigeo: '',
      establishmentCode: '0000',
    },
    number: 1,
    igvPercent,
  });
  const { totals } = computed;
  return {
    valid: true,
    documentType: input.documentType,
    series: input.series,
    currency: computed.currency,
    igvPercent: computed.igvPercent.toString(),
    totals: {
      taxed: totals.taxed.toFixed(2),
      exonerated: totals.exonerated.toFixed(2),
      unaffected: totals.unaffected.toFixed(2),
      exported: totals.exported.toFixed(2),
      free: totals.free.toFixed(2),
      igv: totals.igv.toFixed(2),
      isc: totals.isc.toFixed(2),
      icbper: totals.icbper.toFixed(2),
      globalDiscount: totals.globalDiscount.toFixed(2),
      taxTotal: totals.taxTotal.toFixed(2),
      payableAmount: totals.payableAmount.toFixed(2),
    },
    sendDeadline: sendDeadlineOf(input.documentType, input.series, input.issueDate).lastDay,
  };
}
