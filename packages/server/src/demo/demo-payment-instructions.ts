import type { PaymentInstructions } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

/** A made-up account, so that the demo offers "Transferencia o Yape" (issue 28) from the start. */
export const DEMO_PAYMENT_INSTRUCTIONS: PaymentInstructions = {
  bankName: 'Banco de Crédito del Perú',
  accountHolder: 'Facturador Demo S.A.C.',
  accountNumber: '191-0000000-0-00',
  cci: '00219100000000000000',
  yapeHolder: 'Facturador Demo',
  yapePhone: '999000111',
};

/**
 * Stores only the payment instructions: the other settings keep their initial values, which
 * readSettings merges under the stored keys.
 */
export async function seedDemoPaymentInstructions(tx: Queryable, ownerId: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO system_settings (id, settings, updated_by, updated_at) VALUES (true, $1, $2, $3)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify({ paymentInstructions: DEMO_PAYMENT_INSTRUCTIONS }), ownerId, now],
  );
}
