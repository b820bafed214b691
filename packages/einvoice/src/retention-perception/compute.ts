import type Decimal from 'decimal.js';
import type { RelatedDocumentInput, RetentionPerceptionInput } from '@facturador/contracts';
import { otherCpeRegimeOf } from '../calendar/index.ts';
import type { Issuer } from '../model/computed.ts';
import { money, sum, toAmount, ZERO } from '../money/index.ts';
import type { ComputedRelatedDocument, ComputedRetentionPerception } from './model.ts';

export interface RetentionPerceptionContext {
  issuer: Issuer;
  /** The correlative already allocated for (company, series). */
  number: number;
  /** HH:MM:SS, Lima time, used when the input has none. */
  issueTime?: string;
}

const HUNDRED = money('100');

/**
 * Related documents whose amounts the totals leave out: credit notes and the document's own type
 * (Retenciones1_0 rows 32/34, ERR-2628/2629: «sin considerar los tipos de documentos "07" y
 * "20"»; Percepciones1_0 rows 33/35, ERR-2667/2668: «"07" y "40"»).
 */
export const outOfTotals = (documentType: '20' | '40', relatedType: string): boolean =>
  relatedType === '07' || relatedType === documentType;

/**
 * One related document: the amount withheld or collected is the payment × the régimen's rate
 * (× the exchange rate when the document is not in soles), in PEN with 2 decimals; the net is the
 * payment in PEN minus it (retención, ERR-2623) or plus it (percepción, ERR-2608).
 */
export function computeRelated(
  documentType: '20' | '40',
  related: RelatedDocumentInput,
  rate: Decimal,
): ComputedRelatedDocument {
  const paid = money(related.payment.amount);
  const exchange = related.currency === 'PEN' || !related.exchangeRate ? undefined : related.exchangeRate;
  const factor = exchange ? money(exchange.rate) : money('1');
  const paidPen = paid.times(factor);
  const amount = toAmount(paid.times(rate).times(factor));
  const netAmount = toAmount(documentType === '20' ? paidPen.minus(amount) : paidPen.plus(amount));
  return {
    documentType: related.documentType,
    id: `${related.series}-${related.number}`,
    issueDate: related.issueDate,
    currency: related.currency,
    totalAmount: toAmount(money(related.totalAmount)),
    payment: { number: related.payment.number, date: related.payment.date, amount: toAmount(paid) },
    amount,
    netAmount,
    ...(exchange
      ? { exchangeRate: { source: related.currency, rate: money(exchange.rate), date: exchange.date } }
      : {}),
  };
}

/**
 * A retención or percepción input → every amount SUNAT checks: enrich (the régimen's rate of its
 * catálogo) → process (each related document) → summary (totals in PEN and the rounding). Pure;
 * an unknown régimen computes with rate 0 so the rules (2618/2602) can say what is wrong.
 */
export function computeRetentionPerception(
  input: RetentionPerceptionInput,
  context: RetentionPerceptionContext,
): ComputedRetentionPerception {
  // enrich
  const percent = money(otherCpeRegimeOf(input.documentType, input.regime)?.percent ?? '0');
  const rate = percent.dividedBy(HUNDRED);

  // process
  const related = input.relatedDocuments.map((document) =>
    computeRelated(input.documentType, document, rate),
  );

  // summary
  const counted = related.filter((document) => !outOfTotals(input.documentType, document.documentType));
  const rounding = input.totalRounding === undefined ? undefined : toAmount(money(input.totalRounding));
  const totalNet = sum(counted.map((document) => document.netAmount)).plus(rounding ?? ZERO);
  return {
    documentType: input.documentType,
    series: input.series,
    number: context.number,
    id: `${input.series}-${context.number}`,
    issueDate: input.issueDate,
    issueTime: input.issueTime ?? context.issueTime ?? '00:00:00',
    issuer: context.issuer,
    receiver: input.receiver,
    regime: input.regime,
    percent,
    related,
    totalAmount: sum(counted.map((document) => document.amount)),
    totalNet,
    ...(rounding && !rounding.isZero() ? { rounding } : {}),
    ...(input.observations ? { observations: input.observations } : {}),
  };
}
