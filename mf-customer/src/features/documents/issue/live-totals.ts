import { documentInputSchema, documentLineInputSchema, type CurrencyCode } from '@facturador/contracts';
import { amountInWords, computeDocument, STANDARD_IGV_PERCENT } from '@facturador/einvoice/calc';
import { toDocumentDraft, type IssueFormValues } from './issue-form-model.ts';

export interface LiveTotals {
  currency: CurrencyCode;
  taxed: string;
  exonerated: string;
  unaffected: string;
  /** Line and global discounts, without IGV; '0.00' when none. */
  discounts: string;
  igv: string;
  total: string;
  words: string;
  /** Each line's amount with taxes, '' for a line not yet complete. */
  lineTotals: string[];
}

const ISSUER = { ruc: '', businessName: '', address: '', ubigeo: '', establishmentCode: '0000' };
const PLACEHOLDER_CUSTOMER = { documentType: '-', documentNumber: '-', name: '-' } as const;

/**
 * The totals as the server will compute them (the same computeDocument), from the lines that
 * are complete so far: the header and the buyer do not change an amount, so they are stood in for.
 */
export function liveTotals(values: IssueFormValues, igvPercent = STANDARD_IGV_PERCENT): LiveTotals {
  const draft = toDocumentDraft(values, igvPercent);
  const complete = draft.lines
    .map((line, index) => ({
      index,
      parsed: documentLineInputSchema.safeParse({ ...line, description: line.description || '-' }),
    }))
    .filter((line) => line.parsed.success);
  const input = documentInputSchema.safeParse({
    ...draft,
    series: draft.documentType === '01' ? 'F001' : 'B001',
    issueDate: '2000-01-01',
    customer: PLACEHOLDER_CUSTOMER,
    lines: complete.map((line) => line.parsed.data),
    payment: { method: 'Contado' },
  });
  const lineTotals = values.lines.map(() => '');
  if (!input.success) {
    return {
      currency: values.currency,
      taxed: '0.00',
      exonerated: '0.00',
      unaffected: '0.00',
      discounts: '0.00',
      igv: '0.00',
      total: '0.00',
      words: '',
      lineTotals,
    };
  }
  const computed = computeDocument(input.data, { issuer: ISSUER, number: 1, igvPercent });
  computed.lines.forEach((line, position) => {
    const index = complete[position]!.index;
    lineTotals[index] = line.isFree ? '0.00' : line.lineExtensionAmount.plus(line.taxTotal).toFixed(2);
  });
  const { totals } = computed;
  return {
    currency: values.currency,
    taxed: totals.taxed.toFixed(2),
    exonerated: totals.exonerated.toFixed(2),
    unaffected: totals.unaffected.toFixed(2),
    discounts: totals.globalDiscount.plus(totals.lineDiscounts).toFixed(2),
    igv: totals.igv.toFixed(2),
    total: totals.payableAmount.toFixed(2),
    words: amountInWords(totals.payableAmount, values.currency),
    lineTotals,
  };
}
