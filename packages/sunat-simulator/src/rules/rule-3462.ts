import { igvRatesInForce } from '../parameters/igv-rates.ts';
import { igvLineRates, isNrusBoleta } from './igv.ts';
import { BILLS, type Rule } from './rule.ts';

/**
 * 3462: every line afecta al IGV must carry the same cbc:Percent, and it must be a tasa vigente on
 * the issue date (Factura row: «Todas las líneas afectas al IGV deben tener la misma tasa vigente»;
 * the message of every row: «debe corresponder con una tasa vigente»). Notes accept the reduced
 * rates of the documents they may modify (igvRatesInForce); NRUS boletas (0113) are left out
 * (Boleta row: «Si 'Tipo de operación' es diferente a '0113'»).
 */
export const rule3462: Rule = {
  code: '3462',
  severity: 'error',
  appliesTo: BILLS,
  check({ root, type, identity }) {
    if (isNrusBoleta(root, type)) return null;
    const lines = igvLineRates(root).filter((l) => l.rate !== undefined);
    const first = lines[0];
    if (!first) return null;
    const other = lines.find((l) => l.rate !== first.rate);
    if (other) {
      return {
        code: '3462',
        detail: `Tasa en la linea ${first.line}: ${first.rate}, en la linea ${other.line}: ${other.rate}`,
      };
    }
    const issueDate = identity.issueDate ?? '';
    const inForce = igvRatesInForce(type, issueDate);
    if (!inForce.includes(first.rate!)) {
      return {
        code: '3462',
        detail: `Tasa: ${first.rate}, tasas vigentes al ${issueDate}: ${inForce.join(', ')}`,
      };
    }
    return null;
  },
};
