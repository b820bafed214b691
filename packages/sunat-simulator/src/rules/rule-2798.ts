import { outsideTolerance, type Rule } from './rule.ts';
import { perceptionCharges, perceptionPercent } from './perception.ts';

/**
 * 2798 (Factura row 63, cbc:Amount): «Si 'Código de motivo de cargo/descuento' es '51' o '52' o '53'
 * (Percepción), el valor del Tag UBL es diferente a 'Base imponible de la percepción' por 'Tasa
 * percepción expresado como factor', con una tolerancia + -1», Parámetros (019). The row names the
 * régimen's list: the factor is read as the rate of the régimen the code names (Catálogo 22), so a
 * factor of another régimen is 2798 too.
 */
export const rule2798: Rule = {
  code: '2798',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    for (const c of perceptionCharges(root)) {
      const percent = perceptionPercent(c.code);
      const factor = c.factor ?? (percent ?? 0) / 100;
      const wrongFactor = percent !== undefined && Math.abs(factor - percent / 100) > 1e-9;
      if (wrongFactor || outsideTolerance(c.amount ?? 0, (c.base ?? 0) * factor)) {
        return { code: '2798', detail: `Monto: ${c.amount}, Base: ${c.base}, Factor: ${c.factor}` };
      }
    }
    return null;
  },
};
