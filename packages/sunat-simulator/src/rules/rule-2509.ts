import { prepaidAmount, prepaidPayments } from './advances.ts';
import { round, type Rule } from './rule.ts';

/**
 * 2509 (row 66): «Si existe Tag UBL [PrepaidAmount] con valor mayor a cero, la suma de los 'Importe
 * del anticipo' es diferente al valor del tag UBL» — no tolerance written, so to the cent.
 */
export const rule2509: Rule = {
  code: '2509',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const total = prepaidAmount(root);
    if (total <= 0) return null;
    const paid = round(
      prepaidPayments(root).reduce((acc, p) => acc + (p.paidAmount ?? 0), 0),
      2,
    );
    return paid !== round(total, 2)
      ? { code: '2509', detail: `PrepaidAmount: ${total}, Suma: ${paid}` }
      : null;
  },
};
