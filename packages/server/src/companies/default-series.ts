import type { DocumentTypeCode } from '@facturador/contracts';

/**
 * The series every new company starts with, on its domicilio fiscal (issue 40 item 6), so that
 * nobody has to invent them before a first document. SUNAT's rule is the first letter (F for
 * facturas and the notes that modify them, B for boletas and theirs); the rest is the market's
 * usual naming, the one the demo company uses: 001 for the first series of a type, C01 and D01
 * for the credit and debit notes of each family.
 */
export const DEFAULT_SERIES: readonly { documentType: DocumentTypeCode; series: string }[] = [
  { documentType: '01', series: 'F001' },
  { documentType: '03', series: 'B001' },
  { documentType: '07', series: 'FC01' },
  { documentType: '07', series: 'BC01' },
  { documentType: '08', series: 'FD01' },
  { documentType: '08', series: 'BD01' },
];
