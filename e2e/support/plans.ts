import type { APIRequestContext } from '@playwright/test';
import { apiCall, apiLogin, DEMO, type ApiSession } from './sign-in.ts';

/** A 1×1 PNG: the smallest voucher the server takes as an image. */
const VOUCHER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * Moves an account to a paid plan the way a customer does it: an order paid by voucher, which
 * the system owner approves. Tests that need more than the free trial's limits start here.
 */
export async function upgradeByVoucher(
  request: APIRequestContext,
  apiUrl: string,
  customer: ApiSession,
  planCode = 'empresa',
): Promise<void> {
  const plans = (await (
    await request.get(`${apiUrl}/billing/plans`, {
      headers: { Authorization: `Bearer ${customer.accessToken}` },
    })
  ).json()) as { data: { id: string; code: string }[] };
  const plan = plans.data.find((entry) => entry.code === planCode);
  if (!plan) throw new Error(`no plan ${planCode} for sale`);
  const order = (await apiCall(request, apiUrl, customer, 'POST', '/billing/orders', {
    kind: 'plan',
    itemId: plan.id,
    method: 'voucher',
  })) as { data: { id: string } };
  await apiCall(request, apiUrl, customer, 'POST', `/billing/orders/${order.data.id}/voucher`, {
    fileBase64: VOUCHER_PNG,
    fileName: 'voucher.png',
  });
  const owner = await apiLogin(request, apiUrl, DEMO.owner);
  await apiCall(request, apiUrl, owner, 'POST', `/billing/admin/orders/${order.data.id}/approve`);
}
