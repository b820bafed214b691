import type { NoteReferenceInput } from '@facturador/contracts';
import { type Node, text } from './builder.ts';

const referencedId = (reference: NoteReferenceInput) => `${reference.series}-${reference.number}`;

/** Why the note exists: Catálogo 09 (credit) or 10 (debit) reason and its sustento. */
export function appendDiscrepancy(root: Node, reference: NoteReferenceInput): void {
  const node = root.ele('cac:DiscrepancyResponse');
  text(node, 'cbc:ReferenceID', referencedId(reference));
  text(node, 'cbc:ResponseCode', reference.reasonCode);
  text(node, 'cbc:Description', reference.reasonDescription);
}

/** The document the note modifies; SUNAT answers 2119 when it was never registered. */
export function appendBillingReference(root: Node, reference: NoteReferenceInput): void {
  const node = root.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference');
  text(node, 'cbc:ID', referencedId(reference));
  text(node, 'cbc:DocumentTypeCode', reference.documentType);
}

/** A note cannot be built without the document it modifies. */
export function requireReference(reference: NoteReferenceInput | undefined, id: string): NoteReferenceInput {
  if (!reference) throw new Error(`La nota ${id} no indica el comprobante que modifica`);
  return reference;
}
