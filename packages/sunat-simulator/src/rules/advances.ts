import { all, first, num, text, type Element } from '../document/dom.ts';
import { monetaryTotal } from '../document/read-document.ts';

/** Catálogo 12 types of the document where an advance was made: 02 factura, 03 boleta. */
export const ADVANCE_DOCUMENT_TYPES = new Set(['02', '03']);
/** Catálogo 53 codes of the global discounts for advances (04, 05, 06) and advance ISC (20). */
export const ADVANCE_DISCOUNTS = ['04', '05', '06'] as const;

/** One cac:PrepaidPayment: «Identificador del pago» and «Importe del anticipo». */
export interface PrepaidPayment {
  id?: string;
  paidAmount?: number;
}

/** One cac:AdditionalDocumentReference as the anticipo rows of the Factura sheet (row 65) read it. */
export interface AdvanceReference {
  id?: string;
  documentType?: string;
  /** «Identificador del pago» (cbc:DocumentStatusCode). */
  paymentId?: string;
  issuerRuc?: string;
  issuerScheme?: string;
}

export const prepaidPayments = (root: Element): PrepaidPayment[] =>
  all(root, 'cac:PrepaidPayment').map((payment) => ({
    id: text(payment, 'cbc:ID') || undefined,
    paidAmount: num(payment, 'cbc:PaidAmount'),
  }));

export const additionalReferences = (root: Element): AdvanceReference[] =>
  all(root, 'cac:AdditionalDocumentReference').map((reference) => {
    const issuer = first(reference, 'cac:IssuerParty/cac:PartyIdentification/cbc:ID');
    return {
      id: text(reference, 'cbc:ID'),
      documentType: text(reference, 'cbc:DocumentTypeCode'),
      paymentId: text(reference, 'cbc:DocumentStatusCode') || undefined,
      issuerRuc: text(issuer) || undefined,
      issuerScheme: issuer?.getAttribute('schemeID') ?? undefined,
    };
  });

/** «Tipo de comprobante que se realizó el anticipo» '02' o '03'. */
export const advanceReferences = (root: Element): AdvanceReference[] =>
  additionalReferences(root).filter((reference) => ADVANCE_DOCUMENT_TYPES.has(reference.documentType ?? ''));

/** cac:LegalMonetaryTotal/cbc:PrepaidAmount, 0 when absent. */
export const prepaidAmount = (root: Element): number => {
  const total = monetaryTotal(root);
  return (total && num(total, 'cbc:PrepaidAmount')) ?? 0;
};
