import type { Order } from '@facturador/contracts';
import { DEMO_PAYMENT_INSTRUCTIONS } from '../../src/demo/demo-payment-instructions.ts';
import type { SignedInUser, TestApi } from './api.ts';

/**
 * Configuración names a bank account and a Yape number, so that "Transferencia o Yape" is
 * offered (issue 28: without them the method is refused).
 */
export async function offerVoucherPayments(api: TestApi): Promise<void> {
  await api.db.query(
    `INSERT INTO system_settings (id, settings, updated_at) VALUES (true, $1, now())
     ON CONFLICT (id) DO UPDATE SET settings = system_settings.settings || EXCLUDED.settings`,
    [JSON.stringify({ paymentInstructions: DEMO_PAYMENT_INSTRUCTIONS })],
  );
}

export const itemId = async (api: TestApi, table: 'plans' | 'token_packs', code: string): Promise<string> =>
  (await api.db.query<{ id: string }>(`SELECT id FROM ${table} WHERE code = $1`, [code]))[0]!.id;

/** The customer's click on "Comprar" / "Cambiar a este plan": the raw answer. */
export const placeOrder = (
  api: TestApi,
  user: SignedInUser,
  body: { kind: 'plan' | 'token_pack'; itemId: string; method: 'gateway' | 'voucher' },
) => api.call('POST', '/billing/orders', { token: user.accessToken, body });

/** Pays an order through the sandbox gateway as the browser does; the raw answer of the last call. */
export async function payBySandbox(api: TestApi, user: SignedInUser, order: Pick<Order, 'id'>) {
  const start = await api.call('POST', `/billing/orders/${order.id}/pay`, { token: user.accessToken });
  if (start.statusCode !== 200) return start;
  const { reference } = (start.json() as { data: { reference: string } }).data;
  return api.call('POST', `/billing/sandbox/checkout/${reference}`, {
    token: user.accessToken,
    body: { outcome: 'approved' },
  });
}
