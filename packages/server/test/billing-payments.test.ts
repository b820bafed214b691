import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WEBHOOK_SIGNATURE_HEADER, type Order } from '@facturador/contracts';
import { sandboxGateway, sealContext } from '../src/billing/gateways/gateway-settings.ts';
import { signWebhook } from '../src/billing/gateways/payment-gateway.ts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { offerVoucherPayments } from './support/billing.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1');

describe('billing: orders, gateway webhooks and vouchers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
    // Issue 28: "Transferencia o Yape" is offered only once Configuración names an account.
    await offerVoucherPayments(api);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const subscription = async (user: SignedInUser) =>
    (await api.call('GET', '/billing/subscription', { token: user.accessToken })).json() as {
      data: {
        state: string;
        plan: { code: string };
        tokens: { quota: number; used: number };
        extraTokens: number;
      };
    };
  const packId = async (code: string) =>
    (await api.db.query<{ id: string }>('SELECT id FROM token_packs WHERE code = $1', [code]))[0]!.id;
  const planId = async (code: string) =>
    (await api.db.query<{ id: string }>('SELECT id FROM plans WHERE code = $1', [code]))[0]!.id;
  const order = async (user: SignedInUser, body: object) => {
    const answer = await api.call('POST', '/billing/orders', { token: user.accessToken, body });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { data: Order }).data;
  };
  const counts = async (user: SignedInUser) => {
    const [row] = await api.db.query<{ ledger: string; payments: string; extra: number }>(
      `SELECT (SELECT count(*) FROM token_ledger WHERE user_id = $1) AS ledger,
              (SELECT count(*) FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = $1) AS payments,
              (SELECT extra_tokens FROM subscriptions WHERE user_id = $1) AS extra`,
      [user.id],
    );
    return { ledger: Number(row!.ledger), payments: Number(row!.payments), extra: row!.extra };
  };
  const sandboxSecret = async () => {
    await sandboxGateway(api.app);
    const [row] = await api.db.query<{ webhook_secret_sealed: string }>(
      "SELECT webhook_secret_sealed FROM payment_gateway_settings WHERE provider = 'sandbox'",
    );
    return api.app.secrets
      .open(row!.webhook_secret_sealed, sealContext('sandbox', 'webhook_secret'))
      .toString();
  };
  const webhook = (body: string, signature: string) =>
    api.call('POST', '/billing/webhooks/sandbox', {
      csrf: false,
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
      body,
    });
  const event = (id: string, orderId: string, amountCents: number) =>
    JSON.stringify({ id, type: 'charge.succeeded', data: { orderId, chargeId: `chr_${id}`, amountCents } });

  it('puts a new account on the default free trial plan with its quota in the ledger', async () => {
    const user = await api.signedIn();
    const { data } = await subscription(user);
    expect(data).toMatchObject({ state: 'active', plan: { code: 'prueba' }, tokens: { quota: 20, used: 0 } });
    const ledger = (await api.call('GET', '/billing/ledger', { token: user.accessToken })).json() as {
      data: { delta: number; reason: string; balanceAfter: number }[];
    };
    expect(ledger.data).toEqual([
      expect.objectContaining({ delta: 20, reason: 'plan_period', balanceAfter: 20 }),
    ]);
  });

  it('buys a token pack through the sandbox: signed webhook, credited once, receipt with IGV', async () => {
    const user = await api.signedIn();
    const created = await order(user, {
      kind: 'token_pack',
      itemId: await packId('pack-100'),
      method: 'gateway',
    });
    expect(created).toMatchObject({ state: 'pending_payment', amountCents: 3500 });
    const start = await api.call('POST', `/billing/orders/${created.id}/pay`, { token: user.accessToken });
    const { reference } = (start.json() as { data: { provider: string; reference: string } }).data;
    expect(start.json()).toMatchObject({ data: { provider: 'sandbox', amountCents: 3500 } });

    const paid = await api.call('POST', `/billing/sandbox/checkout/${reference}`, {
      token: user.accessToken,
      body: { outcome: 'approved' },
    });
    expect(paid.json()).toMatchObject({ data: { state: 'paid' } });
    expect((await subscription(user)).data.extraTokens).toBe(100);
    const [receipt] = await api.outbox(user.email);
    expect(receipt!.subject).toContain('Paquete 100 tokens');
    expect(receipt!.text).toContain('Valor de venta: S/ 29.66');
    expect(receipt!.text).toContain('IGV (18 %): S/ 5.34');
    expect(receipt!.text).toContain('Total pagado: S/ 35.00');
  });

  it('credits once when the confirmation arrives twice, and a replayed event changes nothing', async () => {
    const user = await api.signedIn();
    const created = await order(user, {
      kind: 'token_pack',
      itemId: await packId('pack-300'),
      method: 'gateway',
    });
    const secret = await sandboxSecret();
    const first = event('evt_a', created.id, 8900);
    const second = event('evt_b', created.id, 8900);
    const answers = await Promise.all([
      webhook(first, signWebhook(first, secret)),
      webhook(second, signWebhook(second, secret)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const afterTwo = await counts(user);
    expect(afterTwo).toMatchObject({ extra: 300, payments: 1, ledger: 2 });

    const replay = await webhook(first, signWebhook(first, secret));
    expect(replay.json()).toEqual({ success: true, processed: false });
    expect(await counts(user)).toEqual(afterTwo);
  });

  it('refuses a bad signature with 401 and changes nothing', async () => {
    const user = await api.signedIn();
    const created = await order(user, {
      kind: 'token_pack',
      itemId: await packId('pack-100'),
      method: 'gateway',
    });
    const body = event('evt_forged', created.id, 3500);
    const before = await counts(user);
    const forged = await webhook(body, signWebhook(body, 'not-the-secret'));
    expect(forged.statusCode).toBe(401);
    expect((await webhook(body, 'zz')).statusCode).toBe(401);
    // The signature of another body does not fit this one.
    const secret = await sandboxSecret();
    expect((await webhook(body.replace('3500', '1'), signWebhook(body, secret))).statusCode).toBe(401);
    expect(await counts(user)).toEqual(before);
    expect(await api.db.query("SELECT 1 FROM webhook_events WHERE event_id = 'evt_forged'")).toEqual([]);
    expect(
      (await api.call('GET', `/billing/orders/${created.id}`, { token: user.accessToken })).json(),
    ).toMatchObject({
      data: { state: 'pending_payment' },
    });
  });

  it('answers 404 for another user’s order', async () => {
    const owner = await api.signedIn();
    const stranger = await api.signedIn();
    const created = await order(owner, {
      kind: 'token_pack',
      itemId: await packId('pack-100'),
      method: 'voucher',
    });
    for (const [method, path, body] of [
      ['GET', `/billing/orders/${created.id}`, undefined],
      ['POST', `/billing/orders/${created.id}/pay`, undefined],
      [
        'POST',
        `/billing/orders/${created.id}/voucher`,
        { fileBase64: PNG.toString('base64'), fileName: 'v.png' },
      ],
    ] as const) {
      const answer = await api.call(method, path, { token: stranger.accessToken, body });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: 'No encontramos esa orden' });
    }
  });

  it('checks a voucher by its content, not its name', async () => {
    const user = await api.signedIn();
    const created = await order(user, {
      kind: 'token_pack',
      itemId: await packId('pack-100'),
      method: 'voucher',
    });
    const upload = (content: Buffer, fileName: string) =>
      api.call('POST', `/billing/orders/${created.id}/voucher`, {
        token: user.accessToken,
        body: { fileBase64: content.toString('base64'), fileName },
      });
    const fake = await upload(Buffer.from('<html>no soy un png</html>'), 'voucher.png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ message: 'El voucher debe ser una imagen PNG o JPEG, o un PDF' });
    const tooLarge = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'grande.png');
    expect(tooLarge.statusCode).toBe(413);
    const pdf = await upload(PDF, 'voucher.jpg');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json()).toMatchObject({ data: { state: 'pending_approval', hasVoucher: true } });
    const [stored] = await api.db.query<{ mime_type: string }>(
      'SELECT mime_type FROM order_vouchers v JOIN orders o ON o.id = v.order_id WHERE o.public_id = $1',
      [created.id],
    );
    expect(stored!.mime_type).toBe('application/pdf');
  });

  it('an administrator approves a voucher once: the plan starts a new period', async () => {
    const user = await api.signedIn();
    const admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    const created = await order(user, { kind: 'plan', itemId: await planId('pyme'), method: 'voucher' });
    expect(created.amountCents).toBe(14900);
    await api.call('POST', `/billing/orders/${created.id}/voucher`, {
      token: user.accessToken,
      body: { fileBase64: PNG.toString('base64'), fileName: 'yape.png' },
    });
    const approveAsCustomer = await api.call('POST', `/billing/admin/orders/${created.id}/approve`, {
      token: user.accessToken,
    });
    expect(approveAsCustomer.statusCode).toBe(403);
    const [first, second] = await Promise.all([
      api.call('POST', `/billing/admin/orders/${created.id}/approve`, { token: admin.accessToken }),
      api.call('POST', `/billing/admin/orders/${created.id}/approve`, { token: admin.accessToken }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const { data } = await subscription(user);
    expect(data).toMatchObject({ state: 'active', plan: { code: 'pyme' }, tokens: { quota: 600, used: 0 } });
    expect((await counts(user)).payments).toBe(1);
  });

  it('a rejected voucher keeps the reason the customer reads', async () => {
    const user = await api.signedIn();
    const admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    const created = await order(user, {
      kind: 'token_pack',
      itemId: await packId('pack-100'),
      method: 'voucher',
    });
    await api.call('POST', `/billing/orders/${created.id}/voucher`, {
      token: user.accessToken,
      body: { fileBase64: PNG.toString('base64'), fileName: 'voucher.png' },
    });
    const reason = 'El monto del voucher no coincide con la orden';
    const rejected = await api.call('POST', `/billing/admin/orders/${created.id}/reject`, {
      token: admin.accessToken,
      body: { reason },
    });
    expect(rejected.statusCode).toBe(200);
    const seen = (await api.call('GET', `/billing/orders/${created.id}`, { token: user.accessToken })).json();
    expect(seen).toMatchObject({ data: { state: 'rejected', rejectionReason: reason } });
    expect((await counts(user)).extra).toBe(0);
  });

  it('does not sell the free trial plan', async () => {
    const user = await api.signedIn();
    const answer = await api.call('POST', '/billing/orders', {
      token: user.accessToken,
      body: { kind: 'plan', itemId: await planId('prueba'), method: 'gateway' },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('lists the ledger by page and exports it as CSV with BOM and Spanish headers', async () => {
    const user = await api.signedIn();
    const admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    for (let i = 0; i < 2; i += 1) {
      const created = await order(user, {
        kind: 'token_pack',
        itemId: await packId('pack-100'),
        method: 'voucher',
      });
      await api.call('POST', `/billing/orders/${created.id}/voucher`, {
        token: user.accessToken,
        body: { fileBase64: PNG.toString('base64'), fileName: 'v.png' },
      });
      await api.call('POST', `/billing/admin/orders/${created.id}/approve`, { token: admin.accessToken });
    }
    const page = (
      await api.call('GET', '/billing/ledger?page=1&limit=2', { token: user.accessToken })
    ).json();
    expect(page).toMatchObject({
      meta: { page: 1, limit: 2, total: 3, totalPages: 2 },
      data: [
        { delta: 100, balanceAfter: 220 },
        { delta: 100, balanceAfter: 120 },
      ],
    });
    const csv = await api.call('GET', '/billing/ledger/export', { token: user.accessToken });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Fecha,Movimiento,Motivo,Detalle,Orden,Saldo después');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('Compra de paquete de tokens');
  });
});
