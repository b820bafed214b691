import { all, num, text, type Element } from '../document/dom.ts';
import { igvRatesInForce } from '../parameters/igv-rates.ts';
import type { Rule } from './rule.ts';

/** A summary line's cac:TaxTotal/cbc:TaxAmount for one tax scheme, if it has one. */
function lineTax(line: Element, scheme: string): number | undefined {
  const total = all(line, 'cac:TaxTotal').find(
    (t) => text(t, 'cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID') === scheme,
  );
  return total ? num(total, 'cbc:TaxAmount') : undefined;
}

/**
 * 4019 (observation): an RC line's IGV, when above zero, is not («Total valor de venta -
 * operaciones gravadas» + «Sumatoria ISC») × a tasa vigente on the documents' issue date
 * (cbc:ReferenceDate), ±5. Resumen diario rows: boletas «(18.00 o 10.50) … haciendo uso de alguna
 * de las dos tasas»; other types «(18.00, 10.50 o 10.00) … alguna de ellas».
 */
export const observation4019: Rule = {
  code: '4019',
  severity: 'observation',
  appliesTo: ['RC'],
  check({ root, identity }) {
    const date = identity.referenceDate ?? identity.issueDate ?? '';
    for (const [i, line] of all(root, 'sac:SummaryDocumentsLine').entries()) {
      const declared = lineTax(line, '1000');
      if (declared === undefined || declared <= 0) continue;
      const taxed = all(line, 'sac:BillingPayment')
        .filter((p) => text(p, 'cbc:InstructionID') === '01')
        .reduce((acc, p) => acc + (num(p, 'cbc:PaidAmount') ?? 0), 0);
      const base = taxed + (lineTax(line, '2000') ?? 0);
      const type = text(line, 'cbc:DocumentTypeCode') ?? '03';
      const rates = igvRatesInForce(type, date);
      if (rates.every((rate) => Math.abs(declared - (base * rate) / 100) > 5)) {
        return {
          code: '4019',
          detail: `Error en la linea: ${text(line, 'cbc:LineID') ?? i + 1}. MontoTributo: ${declared}, Base: ${base}, Tasas: ${rates.join(', ')}`,
        };
      }
    }
    return null;
  },
};
