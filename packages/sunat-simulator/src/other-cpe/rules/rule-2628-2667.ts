import { OUT_OF_TOTALS } from '../parameters.ts';
import { twin, type OtherCpeRule } from './rule.ts';

/**
 * ERR-2628 (Retenciones1_0 row 32) / ERR-2667 (Percepciones1_0 row 33): TotalInvoiceAmount «es
 * diferente a la suma de "Importe retenido" [percibido], sin considerar los tipos de documentos
 * "07" y "20"» [«"07" y "40"»]. Compared to the cent: the sheet gives no tolerance here.
 */
export const rule2628: OtherCpeRule = {
  code: '2628',
  severity: 'error',
  check(doc) {
    const counted = doc.related.filter((related) => !OUT_OF_TOTALS[doc.type].includes(related.type));
    const cents = counted.reduce((total, related) => total + Math.round((related.amount ?? 0) * 100), 0);
    return Math.round((doc.totalAmount ?? 0) * 100) !== cents
      ? { code: twin(doc, '2628', '2667'), detail: `${doc.totalAmount ?? ''} ≠ ${(cents / 100).toFixed(2)}` }
      : null;
  },
};
