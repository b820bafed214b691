import type Decimal from 'decimal.js';
import type { PaymentInput } from '@facturador/contracts';
import type { ComputedDocument, ComputedDetraction } from '../model/computed.ts';
import { money, toAmount, ZERO } from '../money/index.ts';

/** cbc:PaymentMeansID of the n-th installment (1-based): Cuota001 … (SUNAT 3246). */
export function installmentId(n: number): string {
  return `Cuota${String(n).padStart(3, '0')}`;
}

/**
 * Forma de pago (RS 193-2020/SUNAT). Credit: the pending amount is what the customer still owes,
 * the payable amount minus the detracción it deposits to the Banco de la Nación; the installments
 * must add up to it (rules/installments-sum-3265.ts).
 */
export function paymentOf(
  input: PaymentInput,
  payable: Decimal,
  detraction?: ComputedDetraction,
): ComputedDocument['payment'] {
  if (input.method === 'Contado') return { method: 'Contado' };
  return {
    method: 'Credito',
    pendingAmount: payable.minus(detraction?.amount ?? ZERO),
    installments: input.installments.map((installment, index) => ({
      id: installmentId(index + 1),
      amount: toAmount(money(installment.amount)),
      dueDate: installment.dueDate,
    })),
  };
}
