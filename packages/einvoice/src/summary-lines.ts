import type { ComputedDocument, SummaryLine } from './model/computed.ts';

/**
 * One line of a resumen diario (RC): a boleta or a note of a boleta, with its Catálogo 19 status
 * (1 add, 2 modify, 3 void). The rate travels with the line because SUNAT rejects RC lines
 * without cbc:Percent (2992, greenter #266). Facturas and their notes go by sendBill and RA.
 * Resumen_Diario1_1 has no field for advances (anticipos): a boleta that deducts them is reported
 * with the figures it declares itself — its 1000/9997/9998 totals after the advances (3277, 3275,
 * 3274), its IGV on what is left (3291) and, as TotalAmount, what it still charges (PayableAmount,
 * 3280) — so the sheet's OBS-4027 sum (values + taxes + charges, ±5) holds.
 */
export function summaryLineOf(doc: ComputedDocument, status: '1' | '2' | '3'): SummaryLine {
  if (doc.documentType === '01' || doc.series.startsWith('F')) {
    throw new RangeError(`${doc.id}: una factura y sus notas no van en un resumen diario`);
  }
  const { taxed, exonerated, unaffected, exported, free, igv, ivap, isc, icbper, payableAmount } = doc.totals;
  return {
    documentType: doc.documentType,
    series: doc.series,
    number: doc.number,
    status,
    customer: { documentType: doc.customer.documentType, documentNumber: doc.customer.documentNumber },
    currency: doc.currency,
    ...(doc.reference?.documentType === '03'
      ? { reference: { documentType: '03', series: doc.reference.series, number: doc.reference.number } }
      : {}),
    igvPercent: doc.igvPercent,
    // «Operaciones gravadas» of an RC line are those taxed with IGV or IVAP: a boleta of rice reports
    // its IVAP base there, or its TotalAmount would not add up (OBS-4027).
    totals: {
      taxed: taxed.plus(doc.totals.ivapBase),
      exonerated,
      unaffected,
      exported,
      free,
      igv,
      ivap,
      isc,
      icbper,
      payableAmount,
    },
  };
}
