import { additionalReferences, ADVANCE_DOCUMENT_TYPES } from './advances.ts';
import type { Rule } from './rule.ts';

/**
 * 2505 (row 65): «Si existe identificador de pago (cbc:DocumentStatusCode), y el valor del tag UBL
 * [DocumentTypeCode] es diferente a '02' (Factura) o '03' (Boleta)».
 */
export const rule2505: Rule = {
  code: '2505',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const bad = additionalReferences(root).find(
      (r) => r.paymentId && !ADVANCE_DOCUMENT_TYPES.has(r.documentType ?? ''),
    );
    return bad ? { code: '2505', detail: `Tipo: ${bad.documentType ?? ''}` } : null;
  },
};
