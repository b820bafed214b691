import { advanceReferences } from './advances.ts';
import type { Rule } from './rule.ts';

/** 3216 (row 65): «Si 'Tipo de comprobante que se realizó el anticipo' es '02' o '03', y no existe el tag UBL [DocumentStatusCode]». */
export const rule3216: Rule = {
  code: '3216',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const missing = advanceReferences(root).find((r) => !r.paymentId);
    return missing ? { code: '3216', detail: missing.id } : null;
  },
};
