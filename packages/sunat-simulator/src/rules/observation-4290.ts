import { igvTotal, igvTotalIsError, isNrusBoleta } from './igv.ts';
import { BILLS, outsideTolerance, type Rule } from './rule.ts';

/**
 * 4290 (observation): 3291's check on boletas and on notes that do not modify a factura. On an
 * NRUS boleta (0113) only when it declares IGV (Boleta row: «'Tipo de operación' es igual a
 * '0113' y valor del tag UBL es mayor a cero»).
 */
export const observation4290: Rule = {
  code: '4290',
  severity: 'observation',
  appliesTo: BILLS,
  check({ root, type, identity }) {
    if (igvTotalIsError(root, type)) return null;
    const igv = igvTotal(root, type, identity.issueDate ?? '');
    if (!igv || !outsideTolerance(igv.declared, igv.computed)) return null;
    if (isNrusBoleta(root, type) && igv.declared <= 0) return null;
    return {
      code: '4290',
      detail: `MontoTributo: ${igv.declared}, BaseImponible: ${igv.base}, Tasa: ${igv.rate}, MontoTributoCalculado: ${igv.computed}`,
    };
  },
};
