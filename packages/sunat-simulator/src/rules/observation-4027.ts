import { all, num, sum, text, type Element } from '../document/dom.ts';
import type { Rule } from './rule.ts';

/** The Catálogo 11 values OBS-4027 adds: gravadas, exoneradas, inafectas, exportación (not 05, gratuitas). */
const SOLD = new Set(['01', '02', '03', '04']);
/** IGV, IVAP, ISC, otros tributos and ICBPER (Catálogo 05). */
const TAXES = new Set(['1000', '1016', '2000', '9999', '7152']);

function expectedTotal(line: Element): number {
  const values = all(line, 'sac:BillingPayment')
    .filter((p) => SOLD.has(text(p, 'cbc:InstructionID') ?? ''))
    .reduce((acc, p) => acc + (num(p, 'cbc:PaidAmount') ?? 0), 0);
  const taxes = all(line, 'cac:TaxTotal')
    .filter((t) => TAXES.has(text(t, 'cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID') ?? ''))
    .reduce((acc, t) => acc + (num(t, 'cbc:TaxAmount') ?? 0), 0);
  const charges = all(line, 'cac:AllowanceCharge')
    .filter((c) => text(c, 'cbc:ChargeIndicator') === 'true')
    .reduce((acc, c) => acc + (num(c, 'cbc:Amount') ?? 0), 0);
  return values + taxes + charges;
}

/**
 * 4027 (observation), Resumen diario row 14, on each line's sac:TotalAmount: «El valor del tag es
 * diferente al resultado del siguiente cálculo: Total valor de venta-operaciones gravadas + …
 * inafectas + … exoneradas + … Exportacion + Sumatoria IGV/IVAP + Sumatoria ISC + Sumatoria otros
 * tributos + Total impuestos a las bolsas plásticas + Sumatoria otros Cargos. Utilizar una
 * tolerancia de +/- 5». The sheet has no field for advances (anticipos): a boleta that deducts one
 * is reported with the values it declares itself (its 1000/9997/9998 totals after the advance, its
 * IGV), so its TotalAmount is what it still charges (its PayableAmount).
 */
export const observation4027: Rule = {
  code: '4027',
  severity: 'observation',
  appliesTo: ['RC'],
  check({ root }) {
    for (const [i, line] of all(root, 'sac:SummaryDocumentsLine').entries()) {
      const declared = sum(line, 'sac:TotalAmount');
      const expected = expectedTotal(line);
      if (Math.abs(declared - expected) > 5) {
        return {
          code: '4027',
          detail: `Error en la linea: ${text(line, 'cbc:LineID') ?? i + 1}. TotalAmount: ${declared}, Calculado: ${Math.round(expected * 100) / 100}`,
        };
      }
    }
    return null;
  },
};
