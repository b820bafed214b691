import { advanceReferences } from './advances.ts';
import type { Rule } from './rule.ts';

/** 3217 (row 65): «Si existe identificador de pago (cbc:DocumentStatusCode) y no existe el tag [RUC del emisor del anticipo] o es vacío». */
export const rule3217: Rule = {
  code: '3217',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const bad = advanceReferences(root).find((r) => r.paymentId && !r.issuerRuc);
    return bad ? { code: '3217', detail: bad.id } : null;
  },
};
