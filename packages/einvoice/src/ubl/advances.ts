import type { ComputedDocument } from '../model/computed.ts';
import { appendDiscount } from './allowances.ts';
import { type Node, text } from './builder.ts';
import { amount } from './format.ts';

/** Catálogo 12 (documentos relacionados) of an advance: 02 factura, 03 boleta (SUNAT 2505). */
const RELATED_DOCUMENT_OF = { '01': '02', '03': '03' } as const;

/**
 * The advance documents a factura deducts (Factura sheet row 65): cac:AdditionalDocumentReference
 * with SERIE-NUMERO (2521), its Catálogo 12 type (2505), the payment identifier that ties it to its
 * cac:PrepaidPayment (DocumentStatusCode: 3214/3216) and the issuer's RUC (2520/3217). The advance
 * is always the issuer's own.
 */
export function appendAdvanceReferences(
  root: Node,
  doc: Pick<ComputedDocument, 'advanceDeductions' | 'issuer'>,
): void {
  for (const advance of doc.advanceDeductions ?? []) {
    const reference = root.ele('cac:AdditionalDocumentReference');
    text(reference, 'cbc:ID', advance.documentId);
    text(reference, 'cbc:DocumentTypeCode', RELATED_DOCUMENT_OF[advance.documentType], {
      listAgencyName: 'PE:SUNAT',
      listName: 'Documento Relacionado',
      listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo12',
    });
    text(reference, 'cbc:DocumentStatusCode', advance.paymentId, {
      listName: 'Anticipo',
      listAgencyName: 'PE:SUNAT',
    });
    text(reference.ele('cac:IssuerParty').ele('cac:PartyIdentification'), 'cbc:ID', doc.issuer.ruc, {
      schemeID: '6',
      schemeName: 'Documento de Identidad',
      schemeAgencyName: 'PE:SUNAT',
      schemeURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06',
    });
  }
}

/** cac:PrepaidPayment per advance: its identifier (3211) and the amount paid with taxes (2503). */
export function appendPrepaidPayments(
  root: Node,
  doc: Pick<ComputedDocument, 'advanceDeductions' | 'currency'>,
): void {
  for (const advance of doc.advanceDeductions ?? []) {
    const payment = root.ele('cac:PrepaidPayment');
    text(payment, 'cbc:ID', advance.paymentId, { schemeName: 'Anticipo', schemeAgencyName: 'PE:SUNAT' });
    text(payment, 'cbc:PaidAmount', amount(advance.paidAmount), { currencyID: doc.currency });
  }
}

/** The global discounts of Catálogo 53 04/05/06 the advances take off their bases (3287). */
export function appendAdvanceDiscounts(
  root: Node,
  doc: Pick<ComputedDocument, 'advanceDeductions' | 'currency'>,
): void {
  for (const advance of doc.advanceDeductions ?? []) {
    appendDiscount(root, doc.currency, { reasonCode: advance.code, ...advance });
  }
}
