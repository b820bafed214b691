import type { ComputedDocument, SummaryLine } from './model/computed.ts';

/**
 * One line of a resumen diario (RC): a boleta or a note of a boleta, with its Catálogo 19 status
 * (1 add, 2 modify, 3 void). The rate travels with the line because SUNAT rejects RC lines
 * without cbc:Percent (2992, greenter #266). Facturas and their notes go by sendBill and RA.
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
    totals: { taxed, exonerated, unaffected, exported, free, igv, ivap, isc, icbper, payableAmount },
  };
}
