import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  checkoutMessages,
  systemSettingsMessages,
  WEBHOOK_SIGNATURE_HEADER,
  type Order,
} from '@facturador/contracts';
import { sandboxGateway, sealContext } from '../src/billing/gateways/gateway-settings.ts';
import { signWebhook } from '../src/billing/gateways/payment-gateway.ts';
import { expireDueSubscriptions } from '../src/billing/renewal.ts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { itemId, offerVoucherPayments, payBySandbox, placeOrder } from './support/billing.ts';

const TIMEOUT_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

// Issue 28, items 1 to 3 (decision 0029): one open order per thing bought, no payment for an
// order that no longer makes sense, nothing off sale sold, terms told before paying, and an
// order reference a person can type.
describe('orders that make sense', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  }, 60_000);
  afterAll(async () => {
    await api.close();
  }, TIMEOUT_MS);

  const subscription = async (user: SignedInUser) =>
    (
      (await api.call('GET', '/billing/subscription', { token: user.accessToken })).json() as {
        data: { plan: { code: string }; tokens: { quota: number; used: number }; extraTokens: number };
      }
    ).data;
  const ordered = async (user: SignedInUser, body: Parameters<typeof placeOrder>[2]) => {
    const answer = await placeOrder(api, user, body);
    expect({ status: answer.statusCode, body: answer.json() }).toMatchObject({ status: 200 });
    return answer.json() as { message: string; data: Order };
  };
  const plan = (code: string) => itemId(api, 'plans', code);
  const pack = (code: string) => itemId(api, 'token_packs', code);
  const orderState = async (id: string) =>
    (await api.db.query<{ state: string }>('SELECT state FROM orders WHERE public_id = $1', [id]))[0]!.state;
  /** An open order written as the API wrote them before issue 28 (several for one plan). */
  const legacyOrder = async (user: SignedInUser, code: string) => {
    const [row] = await api.db.query<{ public_id: string }>(
      `INSERT INTO orders (user_id, kind, plan_id, item_code, item_name, amount_cents, method, state, created_at)
       SELECT $1, 'plan', id, code, 'Plan ' || name, (monthly_price * 100)::integer, 'gateway', 'pending_payment', now()
         FROM plans WHERE code = $2 RETURNING public_id`,
      [user.id, code],
    );
    return row!.public_id;
  };
  const sandboxWebhook = async (orderId: string, amountCents: number, eventId: string) => {
    await sandboxGateway(api.app);
    const [row] = await api.db.query<{ webhook_secret_sealed: string }>(
      "SELECT webhook_secret_sealed FROM payment_gateway_settings WHERE provider = 'sandbox'",
    );
    const secret = api.app.secrets
      .open(row!.webhook_secret_sealed, sealContext('sandbox', 'webhook_secret'))
      .toString();
    const body = JSON.stringify({
      id: eventId,
      type: 'charge.succeeded',
      data: { orderId, chargeId: `chr_${eventId}`, amountCents },
    });
    return api.call('POST', '/billing/webhooks/sandbox', {
      csrf: false,
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, secret) },
      body,
    });
  };

  it(
    'a repeated click answers the open order instead of a new one, even two clicks at once',
    async () => {
      const user = await api.signedIn();
      const body = {
        kind: 'token_pack' as const,
        itemId: await pack('pack-100'),
        method: 'gateway' as const,
      };
      const answers = await Promise.all([placeOrder(api, user, body), placeOrder(api, user, body)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const [first, second] = answers.map((answer) => (answer.json() as { data: Order }).data);
      expect(second!.id).toBe(first!.id);
      const again = await ordered(user, body);
      expect(again).toMatchObject({ message: checkoutMessages.orderAlreadyOpen, data: { id: first!.id } });
      const [count] = await api.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM orders WHERE user_id = $1',
        [user.id],
      );
      expect(Number(count!.n)).toBe(1);
    },
    TIMEOUT_MS,
  );

  it(
    'names every order with a reference a person can type, in the answer, the ledger, its CSV and the receipt',
    async () => {
      const user = await api.signedIn();
      const { data: order } = await ordered(user, {
        kind: 'token_pack',
        itemId: await pack('pack-100'),
        method: 'gateway',
      });
      expect(order.reference).toMatch(/^ORD-\d{6}$/);
      expect((await payBySandbox(api, user, order)).json()).toMatchObject({ data: { state: 'paid' } });
      const ledger = (await api.call('GET', '/billing/ledger', { token: user.accessToken })).json() as {
        data: { orderReference: string | null }[];
      };
      expect(ledger.data[0]!.orderReference).toBe(order.reference);
      const csv = (await api.call('GET', '/billing/ledger/export', { token: user.accessToken })).body;
      expect(csv).toContain(order.reference);
      expect(csv).not.toContain(order.id);
      const [receipt] = await api.outbox(user.email);
      expect(receipt!.text).toContain(`Orden: ${order.reference}`);
    },
    TIMEOUT_MS,
  );

  it(
    'a plan change says before paying when it starts, the price, and that unused tokens move to the extra balance',
    async () => {
      const user = await api.signedIn();
      await api.db.query('UPDATE subscriptions SET period_used = 5 WHERE user_id = $1', [user.id]);
      const { data: order } = await ordered(user, {
        kind: 'plan',
        itemId: await plan('emprendedor'),
        method: 'gateway',
      });
      expect(order.checkout).toMatchObject({
        kind: 'plan_change',
        priceCents: 5900,
        periodStartsAt: null,
        tokens: 200,
        unusedTokens: 15,
        unusedTokensOutcome: 'moved_to_extra',
        summary: expect.stringContaining(
          'Los 15 tokens que te quedan del periodo actual pasan a tu saldo extra',
        ),
      });
      await payBySandbox(api, user, order);
      expect(await subscription(user)).toMatchObject({
        plan: { code: 'emprendedor' },
        tokens: { quota: 200, used: 0 },
        extraTokens: 15,
      });
    },
    TIMEOUT_MS,
  );

  it(
    'refuses to sell or charge again the plan already active for the period (the S/ 59 paid twice)',
    async () => {
      const user = await api.signedIn();
      const emprendedor = await plan('emprendedor');
      const { data: paid } = await ordered(user, { kind: 'plan', itemId: emprendedor, method: 'gateway' });
      await payBySandbox(api, user, paid);
      // An older open order of the same plan, as the API let them pile up before issue 28.
      const stale = await legacyOrder(user, 'emprendedor');

      const again = await placeOrder(api, user, { kind: 'plan', itemId: emprendedor, method: 'gateway' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/^Ya tienes el plan Emprendedor activo en este periodo/);

      const before = await subscription(user);
      const pay = await api.call('POST', `/billing/orders/${stale}/pay`, { token: user.accessToken });
      expect(pay.statusCode).toBe(409);
      expect(pay.json().message).toMatch(/^Ya tienes el plan Emprendedor activo/);
      expect(await orderState(stale)).toBe('cancelled');
      expect(await subscription(user)).toEqual(before);
    },
    TIMEOUT_MS,
  );

  it(
    'a gateway payment that arrives anyway is credited as extra tokens and flagged for an administrator',
    async () => {
      const user = await api.signedIn();
      const { data: paid } = await ordered(user, {
        kind: 'plan',
        itemId: await plan('emprendedor'),
        method: 'gateway',
      });
      await payBySandbox(api, user, paid);
      const stale = await legacyOrder(user, 'emprendedor');
      const before = await subscription(user);

      expect((await sandboxWebhook(stale, 5900, `evt_stale_${user.id}`)).statusCode).toBe(200);
      const after = await subscription(user);
      // The period is untouched: no reset of the quota, no new period.
      expect(after.tokens).toEqual(before.tokens);
      expect(after.extraTokens).toBe(before.extraTokens + 200);
      const order = (
        await api.call('GET', `/billing/orders/${stale}`, { token: user.accessToken })
      ).json() as {
        data: Order;
      };
      expect(order.data).toMatchObject({
        state: 'paid',
        settlementNote: checkoutMessages.creditedAsTokens(200),
      });
      const admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
      const flagged = await api.call('GET', '/billing/admin/orders?state=paid&needsReview=true', {
        token: admin.accessToken,
      });
      expect((flagged.json() as { data: { id: string }[] }).data.map((row) => row.id)).toContain(stale);
    },
    TIMEOUT_MS,
  );

  it(
    'a renewal inside the last week starts its period when the current one ends; unused tokens stay until then',
    async () => {
      const user = await api.signedIn();
      const emprendedor = await plan('emprendedor');
      const { data: first } = await ordered(user, { kind: 'plan', itemId: emprendedor, method: 'gateway' });
      await payBySandbox(api, user, first);
      const renewsAt = new Date(api.clock.now().getTime() + 3 * DAY_MS);
      await api.db.query('UPDATE subscriptions SET renews_at = $2, period_used = 50 WHERE user_id = $1', [
        user.id,
        renewsAt,
      ]);

      const { data: renewal } = await ordered(user, { kind: 'plan', itemId: emprendedor, method: 'gateway' });
      expect(renewal.checkout).toMatchObject({
        kind: 'renewal',
        periodStartsAt: renewsAt.toISOString(),
        unusedTokens: 150,
        unusedTokensOutcome: 'kept_until_period_end',
      });
      await payBySandbox(api, user, renewal);
      expect((await subscription(user)).tokens).toEqual({ quota: 200, used: 50, remaining: 150 });
      const paidTwice = await placeOrder(api, user, { kind: 'plan', itemId: emprendedor, method: 'gateway' });
      expect(paidTwice.json().message).toBe(checkoutMessages.renewalAlreadyPaid('Emprendedor'));

      await expireDueSubscriptions(api.db, new Date(renewsAt.getTime() + 1000));
      const [row] = await api.db.query<{ state: string; period_start: Date; period_used: number }>(
        'SELECT state, period_start, period_used FROM subscriptions WHERE user_id = $1',
        [user.id],
      );
      expect(row).toMatchObject({ state: 'active', period_used: 0 });
      expect(new Date(row!.period_start).toISOString()).toBe(renewsAt.toISOString());
    },
    TIMEOUT_MS,
  );

  it(
    'paying one plan supersedes the other plan orders not paid yet',
    async () => {
      const user = await api.signedIn();
      const { data: pyme } = await ordered(user, {
        kind: 'plan',
        itemId: await plan('pyme'),
        method: 'gateway',
      });
      const { data: empresa } = await ordered(user, {
        kind: 'plan',
        itemId: await plan('empresa'),
        method: 'gateway',
      });
      await payBySandbox(api, user, empresa);
      const pay = await api.call('POST', `/billing/orders/${pyme.id}/pay`, { token: user.accessToken });
      expect(pay.statusCode).toBe(409);
      expect(pay.json().message).toBe(checkoutMessages.orderSuperseded);
      expect((await subscription(user)).plan.code).toBe('empresa');
    },
    TIMEOUT_MS,
  );

  it(
    'nothing off sale is ordered or paid: hidden pack, archived or inactive plan, by id through every path',
    async () => {
      const user = await api.signedIn();
      await offerVoucherPayments(api);
      const hidden = await pack('pack-300');
      const { data: open } = await ordered(user, { kind: 'token_pack', itemId: hidden, method: 'gateway' });
      const { data: voucherOrder } = await ordered(user, {
        kind: 'plan',
        itemId: await plan('pyme'),
        method: 'voucher',
      });
      await api.db.query("UPDATE token_packs SET is_active = false WHERE code = 'pack-300'");
      await api.db.query("UPDATE plans SET is_active = false WHERE code = 'pyme'");
      try {
        const refused = await Promise.all([
          placeOrder(api, user, { kind: 'token_pack', itemId: hidden, method: 'gateway' }),
          placeOrder(api, user, { kind: 'plan', itemId: await plan('pyme'), method: 'gateway' }),
          placeOrder(api, user, { kind: 'plan', itemId: await plan('corporativo-2024'), method: 'voucher' }),
          placeOrder(api, user, { kind: 'plan', itemId: await plan('prueba'), method: 'gateway' }),
        ]);
        expect(refused.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);

        const pay = await api.call('POST', `/billing/orders/${open.id}/pay`, { token: user.accessToken });
        expect({ status: pay.statusCode, message: pay.json().message }).toEqual({
          status: 409,
          message: checkoutMessages.itemOffSale,
        });
        const upload = await api.call('POST', `/billing/orders/${voucherOrder.id}/voucher`, {
          token: user.accessToken,
          body: { fileBase64: PNG.toString('base64'), fileName: 'voucher.png' },
        });
        expect({ status: upload.statusCode, message: upload.json().message }).toEqual({
          status: 409,
          message: checkoutMessages.itemOffSale,
        });
        expect(await orderState(voucherOrder.id)).toBe('cancelled');
        expect((await subscription(user)).extraTokens).toBe(0);
      } finally {
        await api.db.query("UPDATE token_packs SET is_active = true WHERE code = 'pack-300'");
        await api.db.query("UPDATE plans SET is_active = true WHERE code = 'pyme'");
      }
    },
    TIMEOUT_MS,
  );

  it(
    'a voucher an administrator approves for an order that no longer makes sense is refused, nothing paid',
    async () => {
      await offerVoucherPayments(api);
      const user = await api.signedIn();
      const { data: order } = await ordered(user, {
        kind: 'token_pack',
        itemId: await pack('pack-1000'),
        method: 'voucher',
      });
      await api.call('POST', `/billing/orders/${order.id}/voucher`, {
        token: user.accessToken,
        body: { fileBase64: PNG.toString('base64'), fileName: 'voucher.png' },
      });
      await api.db.query("UPDATE token_packs SET is_active = false WHERE code = 'pack-1000'");
      try {
        const admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
        const approve = await api.call('POST', `/billing/admin/orders/${order.id}/approve`, {
          token: admin.accessToken,
        });
        expect({ status: approve.statusCode, message: approve.json().message }).toEqual({
          status: 409,
          message: checkoutMessages.itemOffSale,
        });
        expect(await orderState(order.id)).toBe('pending_approval');
        expect((await subscription(user)).extraTokens).toBe(0);
      } finally {
        await api.db.query("UPDATE token_packs SET is_active = true WHERE code = 'pack-1000'");
      }
    },
    TIMEOUT_MS,
  );

  it(
    'offers "Transferencia o Yape" only when Configuración names an account or a Yape number',
    async () => {
      await api.db.query('DELETE FROM system_settings');
      const user = await api.signedIn();
      const body = {
        kind: 'token_pack' as const,
        itemId: await pack('pack-100'),
        method: 'voucher' as const,
      };
      const refused = await placeOrder(api, user, body);
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 409,
        message: checkoutMessages.voucherUnavailable,
      });
      await offerVoucherPayments(api);
      expect((await placeOrder(api, user, body)).statusCode).toBe(200);
    },
    TIMEOUT_MS,
  );

  it(
    'Configuración refuses a half-filled bank account or Yape, naming the missing field',
    async () => {
      const admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
      const current = (await api.call('GET', '/admin/settings', { token: admin.accessToken })).json() as {
        data: Record<string, unknown> & { updatedAt: unknown };
      };
      const { updatedAt: _updatedAt, ...settings } = current.data;
      const empty = {
        bankName: '',
        accountHolder: '',
        accountNumber: '',
        cci: '',
        yapeHolder: '',
        yapePhone: '',
      };
      const save = (paymentInstructions: typeof empty) =>
        api.call('PUT', '/admin/settings', {
          token: admin.accessToken,
          body: { ...settings, paymentInstructions },
        });
      const bankOnly = await save({ ...empty, bankName: 'BCP' });
      expect(bankOnly.statusCode).toBe(400);
      expect(bankOnly.json().details).toEqual([
        { field: 'paymentInstructions.accountHolder', message: systemSettingsMessages.bankIncomplete },
      ]);
      const yapeOnly = await save({ ...empty, yapePhone: '987654321' });
      expect(yapeOnly.json().details).toEqual([
        { field: 'paymentInstructions.yapeHolder', message: systemSettingsMessages.yapeIncomplete },
      ]);
      expect((await save({ ...empty, yapePhone: '987654321', yapeHolder: 'Ana Pérez' })).statusCode).toBe(
        200,
      );
    },
    TIMEOUT_MS,
  );
});
