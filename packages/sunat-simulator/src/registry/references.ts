import { all, first, text, type Element } from '../document/dom.ts';

export interface Reference {
  type: string;
  id: string;
  series: string;
  number: number;
}

/** The document a note modifies (cac:BillingReference/cac:InvoiceDocumentReference). */
export function noteReference(root: Element): Reference | undefined {
  const ref = first(root, 'cac:BillingReference/cac:InvoiceDocumentReference');
  const id = text(ref, 'cbc:ID');
  const type = text(ref, 'cbc:DocumentTypeCode');
  if (!id || !type) return undefined;
  const [series = '', numberText = ''] = id.split('-');
  return { type, id, series, number: Number(numberText) };
}

/** Electronic series start with a letter (F/B…); physical ones with a digit are not in the register. */
export const isElectronicSeries = (series: string): boolean => /^[A-Z]/i.test(series);

/** Catálogo 12 → Catálogo 01 of the document an advance was made on: 02 factura, 03 boleta. */
const ADVANCE_TYPE: Readonly<Record<string, string>> = { '02': '01', '03': '03' };

/**
 * The advances an invoice deducts that its own issuer made (cac:AdditionalDocumentReference of
 * type 02/03 with a payment identifier and the issuer's RUC), as 3218 reads them.
 */
export function ownAdvanceReferences(root: Element, ruc: string): Reference[] {
  return all(root, 'cac:AdditionalDocumentReference').flatMap((ref) => {
    const type = ADVANCE_TYPE[text(ref, 'cbc:DocumentTypeCode') ?? ''];
    const id = text(ref, 'cbc:ID') ?? '';
    const issuer = text(ref, 'cac:IssuerParty/cac:PartyIdentification/cbc:ID');
    if (!type || !text(ref, 'cbc:DocumentStatusCode') || issuer !== ruc) return [];
    const [series = '', numberText = ''] = id.split('-');
    return [{ type, id, series, number: Number(numberText) }];
  });
}
