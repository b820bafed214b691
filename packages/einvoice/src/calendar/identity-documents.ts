import { startedLast } from './rule-versions.ts';

/** One code of SUNAT's parameter 006 (Catálogo 06) and the day it entered the list. */
export interface ListedIdentityDocument {
  code: string;
  /** YYYY-MM-DD, inclusive: a document dated before it may not name this type. */
  from: string;
}

/** The product's dates start in 2000: «since always» for it (codes the change log never added). */
const SINCE_EVER = '2000-01-01';

/**
 * SUNAT's Parámetros sheet, «006: Catálogo 6 — Código de tipo de documento de identidad» (an1),
 * the listado that ERR-2800 (Factura row 17 in exportaciones, «diferente al listado y guion»),
 * ERR-2016 (NotaCredito/NotaDebito row 15, Resumen diario row 10.2) and ERR-2511 (Percepciones
 * row 20) check the buyer's cbc:ID@schemeID against. The codes as the Catálogos sheet lists them;
 * the dates from Control_de_Cambios: «Se agrega el tipo de documento: G- Salvoconducto», fecha de
 * vigencia written 2021-01-09 in the sheet (an Excel day/month swap of 01/09/2021: the same
 * change set says «A partir del 01/09/2021» in words), and «H - Carné Permiso Temp.Perman. -
 * CPP», vigencia 2023-01-01. The other codes have no dated entry: in force since always.
 */
export const IDENTITY_DOCUMENTS_006: readonly ListedIdentityDocument[] = [
  { code: '0', from: SINCE_EVER },
  { code: '1', from: SINCE_EVER },
  { code: '4', from: SINCE_EVER },
  { code: '6', from: SINCE_EVER },
  { code: '7', from: SINCE_EVER },
  { code: 'A', from: SINCE_EVER },
  { code: 'B', from: SINCE_EVER },
  { code: 'C', from: SINCE_EVER },
  { code: 'D', from: SINCE_EVER },
  { code: 'E', from: SINCE_EVER },
  { code: 'F', from: SINCE_EVER },
  { code: 'G', from: '2021-09-01' },
  { code: 'H', from: '2023-01-01' },
];

/** Whether the identity document type is in parameter 006 on `date` (the document's issue date). */
export function identityDocumentListedOn(code: string, date: string): boolean {
  return (
    startedLast(
      IDENTITY_DOCUMENTS_006.filter((entry) => entry.code === code),
      date,
    ) !== undefined
  );
}
