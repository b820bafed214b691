import { advanceReferences } from './advances.ts';
import type { Rule } from './rule.ts';

/** The formats row 65 allows for the advance's SERIE-CORRELATIVO, by its Catálogo 12 type. */
const FORMATS: Readonly<Record<string, readonly RegExp[]>> = {
  '02': [/^F[A-Z0-9]{3}-[0-9]{1,8}$/, /^E001-[0-9]{1,8}$/, /^[0-9]{1,4}-[0-9]{1,8}$/],
  '03': [/^B[A-Z0-9]{3}-[0-9]{1,8}$/, /^EB01-[0-9]{1,8}$/, /^[0-9]{1,4}-[0-9]{1,8}$/],
};

/**
 * 2521 (row 65): «Si 'Tipo de documento del emisor del anticipo' existe y 'Tipo de comprobante que se
 * realizo el anticipo' es '02' (Factura) [o '03' (Boleta)], el formato del Tag UBL es diferente a…».
 */
export const rule2521: Rule = {
  code: '2521',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const bad = advanceReferences(root).find(
      (r) => r.issuerScheme !== undefined && !FORMATS[r.documentType ?? '']!.some((f) => f.test(r.id ?? '')),
    );
    return bad ? { code: '2521', detail: bad.id } : null;
  },
};
