import type { DocumentsContext } from './documents-context.ts';
import type { DocumentInput, DocumentValidation } from '@facturador/contracts';
import { computeAmounts } from '@facturador/einvoice';
import { sendDeadlineOf } from './deadlines.ts';
import { preflightDocument, sunatRulesRefusal } from './preflight-document.ts';
import { signingKeyOf } from './sending-profile.ts';
import { assertSeriesCanIssue } from './series-number.ts';

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
