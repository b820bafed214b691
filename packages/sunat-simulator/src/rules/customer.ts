import { first, text, type Element } from '../document/dom.ts';

/** The customer's identity document: cbc:ID and its @schemeID (Catálogo 06). */
export function customerDocument(root: Element): { id?: string; scheme?: string } {
  const el = first(root, 'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID');
  return { id: text(el), scheme: el?.getAttribute('schemeID') ?? undefined };
}

/** Catálogo 51 operation type, carried as InvoiceTypeCode/@listID. */
export function operationType(root: Element): string | undefined {
  return first(root, 'cbc:InvoiceTypeCode')?.getAttribute('listID') ?? undefined;
}
