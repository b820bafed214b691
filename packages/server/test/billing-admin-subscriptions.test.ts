import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { billingAdminMessages as messages, type AdminSubscription, type Order } from '@facturador/contracts';
import { planRemoval } from '../src/billing/admin/subscriptions.ts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { offerVoucherPayments } from './support/billing.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('planRemoval', () => {
  it('takes bought tokens first, then the period quota, and never more than the balance', () => {
    expect(planRemoval({ period_quota: 20, period_used: 5, extra_tokens: 10 }, 12)).toEqual({
      fromExtra: 10,
      fromPeriod: 2,
    });
    expect(planRemoval({ period_quota: 20, period_used: 5, extra_tokens: 10 }, 25)).toEqual({
      fromExtra: 10,
      fromPeriod: 15,
    });
    expect(planRemoval({ period_quota: 20, period_used: 5, extra_tokens: 10 }, 26)).toBeNull();
    expect(planRemoval({ period_quota: null, period_used: 0, extra_tokens: 3 }, 4)).toBeNull();
  });
});

describe('admin: subscriptions and vouchers', () => {
  let api: TestApi;
  let admin: SignedInUser;
  beforeAll(async () => {
    api = await startApi();
    // Issue 28: "Transferencia o Yape" is offered only once Configuración names an account.
    await offerVoucherPayments(api);
    admin = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const post = (url: string, body?: unknown) => api.call('POST', url, { token: admin.accessToken, body });
  const ledger = async (user: SignedInUser) =>
    (
      (await api.call('GET', '/billing/ledger', { token: user.accessToken })).json() as {
        data: { delta: number; reason: string; description: string; balanceAfter: number }[];
      }
    ).data;
  const planId = async (code: string) =>
    (await api.db.query<{ id: string }>('SELECT id FROM plans WHERE code = $1', [code]))[0]!.id;

  it('lists subscriptions by page, filtered by state, plan and search', async () => {
    const user = await api.signedIn({ email: `buscado-${Date.now()}@example.test` });
    const answer = await api.call(
      'GET',
      `/billing/admin/subscriptions?search=buscado&state=active&plan=${await planId('prueba')}&sort=user&order=asc`,
      { token: admin.accessToken },
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { data: AdminSubscription[]; meta: { total: number } };
    expect(body.data).toEqual([
      expect.objectContaining({
        id: user.publicId,
        user: expect.objectContaining({ email: user.email }),
        plan: expect.objectContaining({ name: 'Prueba gratuita' }),
        state: 'active',
        tokensAvailable: 20,
      }),
    ]);
    const cancelledOnly = await api.call(
      'GET',
      '/billing/admin/subscriptions?search=buscado&state=cancelled',
      {
        token: admin.accessToken,
      },
    );
    expect((cancelledOnly.json() as { meta: { total: number } }).meta.total).toBe(0);
  });

  it('grants and removes tokens with a reason, each a ledger entry, never below zero', async () => {
    const user = await api.signedIn();
    const url = `/billing/admin/subscriptions/${user.publicId}/tokens`;
    const noReason = await post(url, { delta: 5, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      details: [{ field: 'reason', message: messages.reasonRequired }],
    });
    const zero = await post(url, { delta: 0, reason: 'Nada' });
    expect(zero.json()).toMatchObject({
      details: [{ field: 'delta', message: messages.tokensDeltaInvalid }],
    });

    const granted = await post(url, { delta: 30, reason: 'Compensación por caída' });
    expect(granted.json()).toMatchObject({ message: messages.tokensGranted, data: { tokensAvailable: 50 } });
    const tooMany = await post(url, { delta: -51, reason: 'Error de carga' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ message: messages.tokensBelowZero(50) });
    const removed = await post(url, { delta: -40, reason: 'Error de carga' });
    expect(removed.json()).toMatchObject({ message: messages.tokensRemoved, data: { tokensAvailable: 10 } });
    const [row] = await api.db.query<{ extra_tokens: number; period_used: number }>(
      'SELECT extra_tokens, period_used FROM subscriptions WHERE user_id = $1',
      [user.id],
    );
    expect(row).toEqual({ extra_tokens: 0, period_used: 10 });
    const audits = await api.db.query<{ action: string; after: { reason: string; tokensAvailable: number } }>(
      "SELECT action, after FROM audit_log WHERE entity_type = 'subscription' AND entity_id = $1",
      [user.publicId],
    );
    expect(audits).toHaveLength(2);
    expect(audits).toEqual(
      expect.arrayContaining([
        {
          action: 'subscription.tokens',
          after: expect.objectContaining({ reason: 'Compensación por caída', tokensAvailable: 50 }),
        },
        {
          action: 'subscription.tokens',
          after: expect.objectContaining({ reason: 'Error de carga', tokensAvailable: 10 }),
        },
      ]),
    );
    expect((await ledger(user)).slice(0, 2)).toEqual([
      expect.objectContaining({
        delta: -40,
        reason: 'adjustment',
        description: 'Error de carga',
        balanceAfter: 10,
      }),
      expect.objectContaining({
        delta: 30,
        reason: 'adjustment',
        description: 'Compensación por caída',
        balanceAfter: 50,
      }),
    ]);
  });

  it('extends the renewal to a later date only, and cancels once', async () => {
    const user = await api.signedIn();
    const url = `/billing/admin/subscriptions/${user.publicId}`;
    const earlier = await post(`${url}/extend`, { renewsOn: '2000-01-01', reason: 'Prueba' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json()).toMatchObject({ message: messages.renewalNotLater });
    const impossible = await post(`${url}/extend`, { renewsOn: '2099-02-31', reason: 'Prueba' });
    expect(impossible.statusCode).toBe(400);
    const extended = await post(`${url}/extend`, { renewsOn: '2099-12-31', reason: 'Cortesía' });
    expect(extended.json()).toMatchObject({
      message: messages.renewalExtended,
      data: { renewsAt: '2099-12-31T05:00:00.000Z' },
    });
    const noReason = await post(`${url}/cancel`, {});
    expect(noReason.json()).toMatchObject({
      details: [{ field: 'reason', message: messages.reasonRequired }],
    });
    const cancelled = await post(`${url}/cancel`, { reason: 'Pedido del cliente' });
    expect(cancelled.json()).toMatchObject({ data: { state: 'cancelled' } });
    expect((await post(`${url}/cancel`, { reason: 'Otra vez' })).statusCode).toBe(409);
    expect((await post(`${url}/extend`, { renewsOn: '2100-01-31', reason: 'x' })).statusCode).toBe(409);
  });

  it('changes the plan: a new period with its quota, in the ledger; an archived plan is refused', async () => {
    const user = await api.signedIn();
    const changed = await post(`/billing/admin/subscriptions/${user.publicId}/plan`, {
      planId: await planId('pyme'),
      reason: 'Migración',
    });
    expect(changed.json()).toMatchObject({
      message: messages.planChanged,
      data: { plan: { name: 'Pyme' }, state: 'active', tokensAvailable: 600 },
    });
    expect((await ledger(user)).slice(0, 2)).toEqual([
      expect.objectContaining({ delta: 600, reason: 'plan_period' }),
      expect.objectContaining({ delta: -20, reason: 'period_expired' }),
    ]);
    const archived = await post(`/billing/admin/subscriptions/${user.publicId}/plan`, {
      planId: await planId('corporativo-2024'),
      reason: 'x',
    });
    expect(archived.statusCode).toBe(409);
    expect(archived.json()).toMatchObject({ message: messages.archivedNotAssigned });
  });

  it('lists the orders awaiting approval and shows their voucher to staff only', async () => {
    const user = await api.signedIn();
    const created = (
      (
        await api.call('POST', '/billing/orders', {
          token: user.accessToken,
          body: {
            kind: 'token_pack',
            itemId: (
              await api.db.query<{ id: string }>("SELECT id FROM token_packs WHERE code = 'pack-100'")
            )[0]!.id,
            method: 'voucher',
          },
        })
      ).json() as { data: Order }
    ).data;
    await api.call('POST', `/billing/orders/${created.id}/voucher`, {
      token: user.accessToken,
      body: { fileBase64: PNG.toString('base64'), fileName: 'yape.png' },
    });
    const queue = (
      await api.call('GET', '/billing/admin/orders?limit=100', { token: admin.accessToken })
    ).json() as {
      data: { id: string; user: { email: string }; hasVoucher: boolean }[];
    };
    expect(queue.data).toContainEqual(
      expect.objectContaining({
        id: created.id,
        hasVoucher: true,
        user: expect.objectContaining({ email: user.email }),
      }),
    );
    const voucher = await api.call('GET', `/billing/admin/orders/${created.id}/voucher`, {
      token: admin.accessToken,
    });
    expect(voucher.headers['cache-control']).toBe('private, no-store');
    expect(voucher.json()).toEqual({
      success: true,
      data: { fileName: 'yape.png', mimeType: 'image/png', contentBase64: PNG.toString('base64') },
    });
    const asCustomer = await api.call('GET', `/billing/admin/orders/${created.id}/voucher`, {
      token: user.accessToken,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await api.call('GET', `/billing/admin/orders/${created.id}/voucher`)).statusCode).toBe(401);
  });

  it('refuses a customer (403) and a guest (401) on every change', async () => {
    const user = await api.signedIn();
    const valid = {
      tokens: { delta: 100, reason: 'Para mí' },
      extend: { renewsOn: '2099-01-01', reason: 'Para mí' },
      plan: { planId: await planId('empresa'), reason: 'Para mí' },
      cancel: { reason: 'Para mí' },
    };
    for (const [path, body] of Object.entries(valid)) {
      const url = `/billing/admin/subscriptions/${user.publicId}/${path}`;
      expect((await api.call('POST', url, { token: user.accessToken, body })).statusCode).toBe(403);
      expect((await api.call('POST', url, { body })).statusCode).toBe(401);
    }
    const [row] = await api.db.query<{ state: string; extra_tokens: number }>(
      'SELECT state, extra_tokens FROM subscriptions WHERE user_id = $1',
      [user.id],
    );
    expect(row).toEqual({ state: 'active', extra_tokens: 0 });
  });
});
