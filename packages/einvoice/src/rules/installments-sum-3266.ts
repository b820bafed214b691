import { sum } from '../money/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3265/3266 bound the pending amount and each installment by the total; we hold the
 * installments to exactly the pending amount (payable − detracción), so the customer's schedule
 * and the document agree to the cent.
 */
export const installmentsSum3266: DocumentRule = (_input, { computed: { payment } }) => {
  if (payment.method !== 'Credito') return [];
  const total = sum(payment.installments.map((installment) => installment.amount));
  return total.equals(payment.pendingAmount)
    ? []
    : [issue('payment.installments', '3266', ruleMessages.installmentsSum(payment.pendingAmount.toFixed(2)))];
};
