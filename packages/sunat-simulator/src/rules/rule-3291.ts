import { igvTotal, igvTotalIsError } from './igv.ts';
import { BILLS, outsideTolerance, type Rule } from './rule.ts';

/**
 * 3291: the document's IGV (TaxSubtotal 1000) is not its base × the rate consigned on the lines,
 * ±1. An error on facturas and on notes whose 'Tipo de documento que modifica' is '01'; the same
 * check on boletas and other notes is observation 4290.
 */
export const rule3291: Rule = {
  code: '3291',
  severity: 'error',
  appliesTo: BILLS,
  check({ root, type, identity }) {
    if (!igvTotalIsError(root, type)) return null;
    const igv = igvTotal(root, type, identity.issueDate ?? '');
    if (!igv || !outsideTolerance(igv.declared, igv.computed)) return null;
    return {
      code: '3291',
      detail: `MontoTributo: ${igv.declared}, BaseImponible: ${igv.base}, Tasa: ${igv.rate}, MontoTributoCalculado: ${igv.computed}`,
    };
  },
};
