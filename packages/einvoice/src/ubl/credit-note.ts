import type { ComputedDocument } from '../model/computed.ts';
import { appendGlobalDiscount } from './allowances.ts';
import { createRoot, serialize, text } from './builder.ts';
import { appendIdentity, appendNotes, appendOrderReference, appendVersions21 } from './header.ts';
import { appendLine } from './lines.ts';
import { appendMonetaryTotal } from './monetary-total.ts';
import { NS } from './namespaces.ts';
import { appendBillingReference, appendDiscrepancy, requireReference } from './note-references.ts';
import { appendCustomer, appendSupplier } from './parties.ts';
import { appendPaymentMethod } from './payment-terms.ts';
import type { Signatory } from '../sign/signatory.ts';
import { appendExtensions, appendSignatureReference } from './signature-block.ts';
import { appendDocumentTaxTotal } from './taxes.ts';

/** Catálogo 09 code 13: "ajustes – montos y/o fechas de pago", the only note that carries FormaPago. */
const PAYMENT_ADJUSTMENT = '13';

/** Nota de crédito (07): UBL 2.1 CreditNote (greenter's notacr2.1). */
export function buildCreditNoteXml(doc: ComputedDocument, signatory?: Signatory): string {
  const reference = requireReference(doc.reference, doc.id);
  const root = createRoot(NS.creditNote, 'CreditNote');
  appendExtensions(root);
  appendVersions21(root);
  appendIdentity(root, doc);
  appendNotes(root, doc);
  text(root, 'cbc:DocumentCurrencyCode', doc.currency);
  appendDiscrepancy(root, reference);
  appendOrderReference(root, doc.purchaseOrder);
  appendBillingReference(root, reference);
  appendSignatureReference(root, doc.issuer, signatory);
  appendSupplier(root, doc.issuer);
  appendCustomer(root, doc.customer);
  if (reference.reasonCode === PAYMENT_ADJUSTMENT) appendPaymentMethod(root, doc);
  appendGlobalDiscount(root, doc);
  appendDocumentTaxTotal(root, doc.currency, doc.totals.taxTotal, doc.taxSubtotals);
  appendMonetaryTotal(root, 'cac:LegalMonetaryTotal', doc.currency, doc.totals);
  for (const line of doc.lines) {
    appendLine(root, { line: 'cac:CreditNoteLine', quantity: 'cbc:CreditedQuantity' }, doc.currency, line);
  }
  return serialize(root);
}
