import {
  documentInputSchema,
  documentLineInputSchema,
  documentPricedWithTaxes,
  type CurrencyCode,
  type DocumentInput,
} from '@facturador/contracts';
import {
  amountInWords,
  MAX_AMOUNT_IN_WORDS,
  Money,
  STANDARD_IGV_PERCENT,
  type DocumentAmounts,
} from '@facturador/einvoice/calc';
import { documentsMessages } from '../messages.ts';
import { amountsOf } from './document-amounts.ts';
import { toDocumentDraft, type IssueFormValues } from './issue-form-model.ts';

export interface LiveTotals {
  currency: CurrencyCode;
  taxed: string;
  exonerated: string;
  unaffected: string;
  /** Line and global discounts, with IGV when the prices include it (as typed), without it otherwise; '0.00' when none. */
  discounts: string;
  discountsIncludeIgv: boolean;
  igv: string;
  total: string;
  /** Legend 1000, or why it cannot be written (an amount below zero or beyond SUNAT's n(12,2)). */
  words: string;
  /** Each line's amount with taxes, '' for a line not yet complete. */
  lineTotals: string[];
}

const PLACEHOLDER_CUSTOMER = { documentType: '-', documentNumber: '-', name: '-' } as const;

/** The amount in words, never a throw: the fields say what to change (checkIssueForm). */
function wordsOf(amount: Money, currency: CurrencyCode): string {
  if (amount.isNegative() || amount.greaterThan(MAX_AMOUNT_IN_WORDS))
    return documentsMessages.totals.wordsUnavailable;
  return amountInWords(amount, currency);
}

/**
 * What the discounts take off: as typed (with IGV) on prices with IGV, the base they reduce
 * (without IGV) otherwise.
 */
function discountsOf(input: DocumentInput, { lines, totals }: DocumentAmounts): Money {
  if (!documentPricedWithTaxes(input)) return totals.globalDiscount.plus(totals.lineDiscounts);
  return input.lines
    .filter((_, index) => !lines[index]!.isFree)
    .reduce((sum, line) => sum.plus(line.discount ?? '0'), new Money(input.globalDiscount ?? '0'))
    .toDecimalPlaces(2);
}

/**
 * The totals as the server will compute them (the same engine), from the lines that are complete
 * so far: the header, the buyer, the payment and the detracción do not change an amount, so they
 * are stood in for, and a global discount not yet an amount is left out. Any input gives totals;
 * what SUNAT would refuse (a discount beyond its line, say) is the resolver's to say, at its field.
 */
export function liveTotals(values: IssueFormValues, igvPercent = STANDARD_IGV_PERCENT): LiveTotals {
  const currency: CurrencyCode = values.currency === 'USD' ? 'USD' : 'PEN';
  const draft = toDocumentDraft(values);
  const complete = draft.lines
    .map((line, index) => ({
      index,
      // The description changes no amount: a line still without one, or with one too long, counts.
      parsed: documentLineInputSchema.safeParse({ ...line, description: '-' }),
    }))
    .filter((line) => line.parsed.success);
  const base = {
    documentType: '01',
    series: 'F001',
    issueDate: '2000-01-01',
    currency,
    customer: PLACEHOLDER_CUSTOMER,
    lines: complete.map((line) => line.parsed.data),
  };
  // The advance deducted (issue 41) takes its amount off the total, as the server computes it.
  const withAdvances = documentInputSchema.safeParse({
    ...base,
    globalDiscount: draft.globalDiscount,
    advanceDeductions: draft.advanceDeductions,
  });
  const withDiscount = withAdvances.success
    ? withAdvances
    : documentInputSchema.safeParse({ ...base, globalDiscount: draft.globalDiscount });
  const input = withDiscount.success ? withDiscount : documentInputSchema.safeParse(base);
  const lineTotals = values.lines.map(() => '');
  if (!input.success) {
    return {
      currency,
      taxed: '0.00',
      exonerated: '0.00',
      unaffected: '0.00',
      discounts: '0.00',
      discountsIncludeIgv: values.pricesIncludeIgv,
      igv: '0.00',
      total: '0.00',
      words: '',
      lineTotals,
    };
  }
  const computed = amountsOf(input.data, igvPercent);
  computed.lines.forEach((line, position) => {
    const index = complete[position]!.index;
    lineTotals[index] = line.isFree ? '0.00' : line.lineExtensionAmount.plus(line.taxTotal).toFixed(2);
  });
  const { totals } = computed;
  return {
    currency,
    taxed: totals.taxed.toFixed(2),
    exonerated: totals.exonerated.toFixed(2),
    unaffected: totals.unaffected.toFixed(2),
    discounts: discountsOf(input.data, computed).toFixed(2),
    discountsIncludeIgv: documentPricedWithTaxes(input.data),
    igv: totals.igv.toFixed(2),
    total: totals.payableAmount.toFixed(2),
    words: wordsOf(totals.payableAmount, currency),
    lineTotals,
  };
}
