import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CulqiGateway } from '../src/billing/gateways/culqi-gateway.ts';
import { GatewayChargeError, signWebhook } from '../src/billing/gateways/payment-gateway.ts';
import {
  assertCanAddEstablishment,
  assertCanAddMember,
  assertCanCreateCompany,
} from '../src/billing/plan-limits.ts';
import { spendTokens } from '../src/billing/spend-tokens.ts';
import { startApi, type TestApi, type TestUser } from './support/api.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('billing rules: tokens, limits and renewal', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ env: { BILLING_RENEWAL_INTERVAL_MS: DAY } });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const subscriptionRow = async (user: TestUser) =>
    (
      await api.db.query<{ state: string; period_used: number; extra_tokens: number; period_quota: number }>(
        'SELECT state, period_used, extra_tokens, period_quota FROM subscriptions WHERE user_id = $1',
        [user.id],
      )
    )[0]!;

  describe('spendTokens', () => {
    it('spends the period quota first, then the extra balance, and refuses when none is left', async () => {
      const user = await api.createUser();
      await api.db.query('UPDATE subscriptions SET extra_tokens = 2 WHERE user_id = $1', [user.id]);
      const spent = await api.db.transaction((tx) =>
        spendTokens(tx, user.id, 21, 'Factura F001-1', api.clock.now()),
      );
      expect(spent).toEqual({ fromQuota: 20, fromExtra: 1, balanceAfter: 1 });
      expect(await subscriptionRow(user)).toMatchObject({ period_used: 20, extra_tokens: 1 });

      const refused = api.db.transaction((tx) =>
        spendTokens(tx, user.id, 2, 'Factura F001-2', api.clock.now()),
      );
      await expect(refused).rejects.toMatchObject({ statusCode: 402, code: 'NO_TOKENS' });
      expect(await subscriptionRow(user)).toMatchObject({ period_used: 20, extra_tokens: 1 });
      const [last] = await api.db.query<{ delta: number; balance_after: number; description: string }>(
        'SELECT delta, balance_after, description FROM token_ledger WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [user.id],
      );
      expect(last).toEqual({ delta: -21, balance_after: 1, description: 'Factura F001-1' });
    });

    it('refuses with 409 when the subscription is not active', async () => {
      const user = await api.createUser();
      await api.db.query("UPDATE subscriptions SET state = 'expired' WHERE user_id = $1", [user.id]);
      await expect(
        api.db.transaction((tx) => spendTokens(tx, user.id, 1, 'Boleta B001-1', api.clock.now())),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: 'Tu suscripción no está activa. Renuévala en Mis Planes y Tokens.',
      });
    });

    it('keeps the ledger append-only', async () => {
      const user = await api.createUser();
      await expect(
        api.db.query('UPDATE token_ledger SET delta = 999 WHERE user_id = $1', [user.id]),
      ).rejects.toThrow(/append-only/);
      await expect(api.db.query('DELETE FROM token_ledger WHERE user_id = $1', [user.id])).rejects.toThrow(
        /append-only/,
      );
    });
  });

  describe('plan limits', () => {
    let ruc = 20100000000;
    const company = async (owner: TestUser) => {
      ruc += 17;
      const [row] = await api.db.query<{ id: string }>(
        `INSERT INTO companies (ruc, business_name, fiscal_address, created_at, updated_at)
         VALUES ($1, 'Empresa SAC', 'Av. Lima 123', now(), now()) RETURNING id`,
        [String(ruc)],
      );
      await api.db.query(
        `INSERT INTO company_members (company_id, user_id, role_id, created_at)
         SELECT $1, $2, id, now() FROM roles WHERE name = 'OWNER_BUSINESS'`,
        [row!.id, owner.id],
      );
      return row!.id;
    };

    it('refuses a second company on the free trial with a message naming the limit', async () => {
      const owner = await api.createUser();
      await expect(assertCanCreateCompany(api.db, owner.id, api.clock.now())).resolves.toBeUndefined();
      await company(owner);
      await expect(assertCanCreateCompany(api.db, owner.id, api.clock.now())).rejects.toMatchObject({
        statusCode: 403,
        code: 'PLAN_LIMIT',
        message: 'Tu plan Prueba gratuita permite 1 empresa. Cambia de plan en Mis Planes y Tokens.',
      });
      await api.db.query(
        "UPDATE subscriptions SET plan_id = (SELECT id FROM plans WHERE code = 'pyme') WHERE user_id = $1",
        [owner.id],
      );
      await expect(assertCanCreateCompany(api.db, owner.id, api.clock.now())).resolves.toBeUndefined();
    });

    it('counts the members of a company against the owner’s plan', async () => {
      const owner = await api.createUser();
      const id = await company(owner);
      await expect(assertCanAddMember(api.db, id, api.clock.now())).rejects.toMatchObject({
        code: 'PLAN_LIMIT',
        message:
          'Tu plan Prueba gratuita permite 1 usuario por empresa. Cambia de plan en Mis Planes y Tokens.',
      });
      await api.db.query(
        "UPDATE subscriptions SET plan_id = (SELECT id FROM plans WHERE code = 'emprendedor') WHERE user_id = $1",
        [owner.id],
      );
      await expect(assertCanAddMember(api.db, id, api.clock.now())).resolves.toBeUndefined();
    });

    it('counts the active establishments of a company', async () => {
      // The table comes with the companies' migration 007; made here when this branch runs alone.
      await api.db.exec(`CREATE TABLE IF NOT EXISTS establishments (
        id bigserial PRIMARY KEY, company_id bigint NOT NULL, code text NOT NULL, is_active boolean NOT NULL DEFAULT true)`);
      const owner = await api.createUser();
      const id = await company(owner);
      await expect(assertCanAddEstablishment(api.db, id, api.clock.now())).resolves.toBeUndefined();
      await api.db
        .query(
          "INSERT INTO establishments (company_id, code, name, address, created_at, updated_at) VALUES ($1, '0000', 'Domicilio fiscal', 'Av. Lima 123', now(), now())",
          [id],
        )
        .catch(() => api.db.query("INSERT INTO establishments (company_id, code) VALUES ($1, '0000')", [id]));
      await expect(assertCanAddEstablishment(api.db, id, api.clock.now())).rejects.toMatchObject({
        code: 'PLAN_LIMIT',
        message:
          'Tu plan Prueba gratuita permite 1 establecimiento por empresa. Cambia de plan en Mis Planes y Tokens.',
      });
    });
  });

  describe('renewal job', () => {
    it('reminds once 7 days before, then expires the subscription at its renewal date', async () => {
      const user = await api.createUser();
      const mails = async () =>
        (await api.outbox(user.email)).filter((mail) => mail.subject.includes('vence'));
      await api.db.query(
        `UPDATE subscriptions SET renews_at = $2::timestamptz + interval '8 days' WHERE user_id = $1`,
        [user.id, api.clock.now()],
      );
      await api.app.billingRenewal.run();
      expect(await mails()).toHaveLength(0);

      api.clock.advance(DAY);
      await api.app.billingRenewal.run();
      await api.app.billingRenewal.run();
      expect(await mails()).toHaveLength(1);
      expect((await mails())[0]!.text).toContain('Renueva o cambia de plan en Mis Planes y Tokens');
      expect((await subscriptionRow(user)).state).toBe('active');

      api.clock.advance(7 * DAY);
      await api.app.billingRenewal.run();
      expect(await subscriptionRow(user)).toMatchObject({ state: 'expired', period_used: 20 });
      const [lapse] = await api.db.query<{ reason: string; delta: number; balance_after: number }>(
        'SELECT reason, delta, balance_after FROM token_ledger WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [user.id],
      );
      expect(lapse).toEqual({ reason: 'period_expired', delta: -20, balance_after: 0 });
    });
  });
});

describe('CulqiGateway against a stand-in for api.culqi.com', () => {
  let server: Server;
  let baseUrl: string;
  const received: { auth: string | undefined; path: string | undefined; body: Record<string, unknown> }[] =
    [];
  let answer: { status: number; body: unknown } = { status: 201, body: {} };

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        received.push({
          auth: request.headers.authorization,
          path: request.url,
          body: JSON.parse(raw) as Record<string, unknown>,
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const gateway = () =>
    new CulqiGateway(
      { publicKey: 'pk_test_abc', secretKey: 'sk_test_secret', webhookSecret: 'whsec' },
      baseUrl,
    );
  const order = { publicId: 'a1b2', amountCents: 14900, itemName: 'Plan Pyme', reference: 'ord_1' };

  it('charges the token with the secret key, in céntimos and PEN', async () => {
    answer = {
      status: 201,
      body: {
        object: 'charge',
        id: 'chr_test_1',
        amount: 14900,
        currency_code: 'PEN',
        outcome: { type: 'venta_exitosa' },
      },
    };
    const charge = await gateway().charge(order, { email: 'ana@example.test' }, 'tkn_test_1');
    expect(charge).toEqual({ chargeId: 'chr_test_1', amountCents: 14900 });
    expect(received.at(-1)).toEqual({
      auth: 'Bearer sk_test_secret',
      path: '/v2/charges',
      body: {
        amount: 14900,
        currency_code: 'PEN',
        email: 'ana@example.test',
        source_id: 'tkn_test_1',
        description: 'Plan Pyme',
        metadata: { order_id: 'a1b2' },
      },
    });
  });

  it('reports Culqi’s message for the payer when the card is declined', async () => {
    answer = {
      status: 402,
      body: {
        object: 'error',
        type: 'card_error',
        merchant_message: 'Fondos insuficientes',
        user_message: 'Tu tarjeta no tiene fondos suficientes.',
      },
    };
    const charging = gateway().charge(order, { email: 'ana@example.test' }, 'tkn_test_2');
    await expect(charging).rejects.toBeInstanceOf(GatewayChargeError);
    await expect(charging).rejects.toMatchObject({ userMessage: 'Tu tarjeta no tiene fondos suficientes.' });
  });

  it('gives the browser the public key and amount for Culqi Checkout, never the secret', () => {
    const start = gateway().start(order, { email: 'ana@example.test' });
    expect(start).toMatchObject({
      provider: 'culqi',
      publicKey: 'pk_test_abc',
      amountCents: 14900,
      currency: 'PEN',
    });
    expect(JSON.stringify(start)).not.toContain('sk_test');
  });

  it('reads a signed Culqi event and refuses an unsigned one', () => {
    const body = JSON.stringify({
      object: 'event',
      id: 'evt_1',
      type: 'charge.creation.succeeded',
      data: JSON.stringify({ id: 'chr_test_1', amount: 14900, metadata: { order_id: 'a1b2' } }),
    });
    expect(gateway().readWebhook(Buffer.from(body), signWebhook(body, 'whsec'))).toEqual({
      id: 'evt_1',
      type: 'charge.succeeded',
      data: { orderId: 'a1b2', chargeId: 'chr_test_1', amountCents: 14900 },
    });
    expect(gateway().readWebhook(Buffer.from(body), signWebhook(body, 'other'))).toBeNull();
    expect(gateway().readWebhook(Buffer.from(body), undefined)).toBeNull();
  });
});
