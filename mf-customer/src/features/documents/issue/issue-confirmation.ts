import { CURRENCY_SYMBOLS, formatMoney, type DocumentInput } from '@facturador/contracts';
import { Money, observeDocument } from '@facturador/einvoice/calc';
import { documentsMessages } from '../messages.ts';
import { amountsOf } from './document-amounts.ts';

const m = documentsMessages.confirm;

/**
 * Totals (in soles) above which a document is unusual enough to be asked about before it goes:
 * a boleta is a sale to a consumer, where S/ 10,000 is rare and a slipped digit is not; a factura
 * of more than S/ 100,000 is rare for the companies this product serves.
 */
export const UNUSUAL_TOTAL_PEN: Readonly<Record<string, string>> = { '01': '100000', '03': '10000' };

/** What the person confirms: the request as checked, the summary the dialog shows, and why it asks. */
export interface IssueConfirmation {
  input: DocumentInput;
  /** The payable amount with its currency, e.g. "S/ 118.00". */
  total: string;
  /** The warnings above the summary; none when asked only because Enter was pressed. */
  warnings: string[];
}

/** What SUNAT would observe in `input` and still accept, in its words for the person. */
export const observationsOf = (input: DocumentInput): string[] =>
  observeDocument(input).map((observation) => observation.message);

/**
 * What to ask before `input` goes: its total, and a warning when that total is 0.00 or beyond
 * UNUSUAL_TOTAL_PEN for its type (a dollar document taken to soles at its exchange rate), or when
 * SUNAT would accept it with an observation (a boleta's DNI that is not eight digits, 4207):
 * legal, but almost always a slip of the keyboard, so the person sees it before the number goes.
 */
export function confirmationOf(
  input: DocumentInput,
  igvPercent: string,
  exchangeRate: string,
): IssueConfirmation {
  const payable = amountsOf(input, igvPercent).totals.payableAmount;
  const rate = /^\d+(\.\d+)?$/.test(exchangeRate.trim()) ? exchangeRate.trim() : '1';
  const inSoles = input.currency === 'USD' ? payable.times(new Money(rate)) : payable;
  const limit = UNUSUAL_TOTAL_PEN[input.documentType];
  const warnings = [
    ...(payable.isZero() ? [m.zeroTotal] : []),
    ...(limit && inSoles.greaterThan(limit) ? [m.largeTotal(formatMoney(CURRENCY_SYMBOLS.PEN, limit))] : []),
    ...observationsOf(input),
  ];
  return { input, total: formatMoney(CURRENCY_SYMBOLS[input.currency], payable.toFixed(2)), warnings };
}
