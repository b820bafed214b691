import { operationType } from './customer.ts';
import type { Rule } from './rule.ts';

/**
 * 3097 (Factura row 10, Boleta row 9, on the issuer's RUC): «Si 'Tipo de operación' es '0201
 * Exportación de Servicios – Prestación servicios realizados íntegramente en el país', no existe
 * ind_padron igual a "05" en el listado para el valor del Tag UBL». The padrón 05 («Exportador de
 * Servicios») is the double's `serviceExporters` list. The notes' sheets have no such row.
 */
export const rule3097: Rule = {
  code: '3097',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root, identity, isServiceExporter }) {
    if (operationType(root) !== '0201') return null;
    const ruc = identity.supplierRuc ?? '';
    return isServiceExporter(ruc) ? null : { code: '3097', detail: `RUC: ${ruc}` };
  },
};
