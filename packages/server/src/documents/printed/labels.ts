import type { DocumentStatus, IssuedDocumentType } from '@facturador/contracts';

/** The document's title in its box and in the legend "Representación impresa de la …". */
export const DOCUMENT_TITLES: Readonly<Record<IssuedDocumentType, string>> = {
  '01': 'FACTURA ELECTRÓNICA',
  '03': 'BOLETA DE VENTA ELECTRÓNICA',
  '07': 'NOTA DE CRÉDITO ELECTRÓNICA',
  '08': 'NOTA DE DÉBITO ELECTRÓNICA',
};

/** What a note modifies, as its reference line names it. */
export const REFERENCED_TITLES: Readonly<Record<'01' | '03', string>> = {
  '01': 'FACTURA ELECTRÓNICA',
  '03': 'BOLETA DE VENTA ELECTRÓNICA',
};

export const printedLegend = (documentType: IssuedDocumentType) =>
  `Representación impresa de la ${DOCUMENT_TITLES[documentType]}`;

/** Short names of Catálogo 06 as the buyer's line prints them. */
export const IDENTITY_SHORT: Readonly<Record<string, string>> = {
  '0': 'DOC. TRIB. NO DOM.',
  '1': 'DNI',
  '4': 'C.E.',
  '6': 'RUC',
  '7': 'PASAPORTE',
  A: 'CÉD. DIPLOMÁTICA',
  B: 'DOC. IDENT. PAÍS RESIDENCIA',
  C: 'TIN',
  D: 'IN',
  E: 'TAM',
  F: 'PTP',
  G: 'SALVOCONDUCTO',
  H: 'CPP',
};

/** The mark across the paper of a document that no longer stands: voided, or refused by SUNAT. */
export const STAMPS: Partial<Record<DocumentStatus, string>> = {
  voided: 'ANULADO',
  rejected: 'RECHAZADO',
};
