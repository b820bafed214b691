import Decimal from 'decimal.js';
import type { ComputedDetraction, ComputedDocument } from '../model/computed.ts';
import { type Node, text } from './builder.ts';
import { amount, percent } from './format.ts';

/**
 * Forma de pago (RS 193-2020): "Contado", or "Credito" with the pending amount and one
 * Cuota001… per installment with its amount and due date (errors 3244/3246 otherwise).
 */
export function appendPaymentMethod(root: Node, doc: Pick<ComputedDocument, 'payment' | 'currency'>): void {
  const terms = root.ele('cac:PaymentTerms');
  text(terms, 'cbc:ID', 'FormaPago');
  text(terms, 'cbc:PaymentMeansID', doc.payment.method);
  if (doc.payment.method === 'Contado') return;
  text(terms, 'cbc:Amount', amount(doc.payment.pendingAmount), { currencyID: doc.currency });
  for (const installment of doc.payment.installments) {
    const cuota = root.ele('cac:PaymentTerms');
    text(cuota, 'cbc:ID', 'FormaPago');
    text(cuota, 'cbc:PaymentMeansID', installment.id);
    text(cuota, 'cbc:Amount', amount(installment.amount), { currencyID: doc.currency });
    text(cuota, 'cbc:PaymentDueDate', installment.dueDate);
  }
}

/** Detracción: the Banco de la Nación account (PaymentMeans) — it precedes every PaymentTerms. */
export function appendDetractionMeans(root: Node, detraction: ComputedDetraction): void {
  const means = root.ele('cac:PaymentMeans');
  text(means, 'cbc:ID', 'Detraccion');
  text(means, 'cbc:PaymentMeansCode', detraction.paymentMeansCode);
  text(means.ele('cac:PayeeFinancialAccount'), 'cbc:ID', detraction.account);
}

/** Detracción terms: Catálogo 54 code, percent and the amount withheld, always in PEN. */
export function appendDetractionTerms(root: Node, detraction: ComputedDetraction): void {
  const terms = root.ele('cac:PaymentTerms');
  text(terms, 'cbc:ID', 'Detraccion');
  text(terms, 'cbc:PaymentMeansID', detraction.code);
  text(terms, 'cbc:PaymentPercent', percent(new Decimal(detraction.percent)));
  text(terms, 'cbc:Amount', amount(detraction.amount), { currencyID: 'PEN' });
}

/** Percepción (Factura row 64): «Percepcion» and the total the buyer pays with it, always in PEN (2788). */
export function appendPerceptionTerms(root: Node, doc: Pick<ComputedDocument, 'perception'>): void {
  if (!doc.perception) return;
  const terms = root.ele('cac:PaymentTerms');
  text(terms, 'cbc:ID', 'Percepcion');
  text(terms, 'cbc:Amount', amount(doc.perception.totalWithPerception), { currencyID: 'PEN' });
}
