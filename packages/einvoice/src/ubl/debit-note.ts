import type { ComputedDocument } from '../model/computed.ts';
import { appendGlobalDiscount } from './allowances.ts';
import { createRoot, serialize, text } from './builder.ts';
import { appendIdentity, appendNotes, appendOrderReference, appendVersions21 } from './header.ts';
import { appendLine } from './lines.ts';
import { appendMonetaryTotal } from './monetary-total.ts';
import { NS } from './namespaces.ts';
import { appendBillingReference, appendDiscrepancy, requireReference } from './note-references.ts';
import { appendCustomer, appendSupplier } from './parties.ts';
import type { Signatory } from '../sign/signatory.ts';
import { appendExtensions, appendSignatureReference } from './signature-block.ts';
import { appendDocumentTaxTotal } from './taxes.ts';

/** Nota de débito (08): UBL 2.1 DebitNote, totals in RequestedMonetaryTotal (greenter's notadb2.1). */
export function buildDebitNoteXml(doc: ComputedDocument, signatory?: Signatory): string {
  const reference = requireReference(doc.reference, doc.id);
  const root = createRoot(NS.debitNote, 'DebitNote');
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
  appendGlobalDiscount(root, doc);
  appendDocumentTaxTotal(root, doc.currency, doc.totals.taxTotal, doc.taxSubtotals);
  appendMonetaryTotal(root, 'cac:RequestedMonetaryTotal', doc.currency, doc.totals);
  for (const line of doc.lines) {
    appendLine(root, { line: 'cac:DebitNoteLine', quantity: 'cbc:DebitedQuantity' }, doc.currency, line);
  }
  return serialize(root);
}
