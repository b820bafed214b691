import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { activeGateway } from '../src/billing/gateways/gateway-settings.ts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';

const CULQI_SECRET = 'sk_test_9f8e7d6c5b4a3210SECRETO';
const IZIPAY_HMAC = 'hmac-key-que-nadie-debe-leer-7Q2w';

describe('Pasarelas de Pago (owner only)', () => {
  let api: TestApi;
  let owner: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    api = await startApi();
    owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const save = (gateway: string, body: unknown, token = owner.accessToken) =>
    api.call('PUT', `/admin/payment-gateways/${gateway}`, { token, body });

  it('refuses an administrator, a customer and a guest', async () => {
    const customer = await api.signedIn();
    for (const token of [admin.accessToken, customer.accessToken]) {
      expect((await api.call('GET', '/admin/payment-gateways', { token })).statusCode).toBe(403);
      expect((await save('culqi', { mode: 'sandbox', enabled: false, values: {} }, token)).statusCode).toBe(
        403,
      );
    }
    expect((await api.call('GET', '/admin/payment-gateways')).statusCode).toBe(401);
  });

  it('lists the five gateways of DOMAIN.md and the sandbox, which is the only one enabled at first', async () => {
    const answer = await api.call('GET', '/admin/payment-gateways', { token: owner.accessToken });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as { gateway: string; enabled: boolean; hasAdapter: boolean }[];
    expect(data.map((row) => row.gateway)).toEqual([
      'culqi',
      'niubiz',
      'izipay',
      'mercadopago',
      'paypal',
      'sandbox',
    ]);
    expect(data.filter((row) => row.enabled).map((row) => row.gateway)).toEqual(['sandbox']);
    expect(data.filter((row) => row.hasAdapter).map((row) => row.gateway)).toEqual(['culqi', 'sandbox']);
  });

  it('checks key formats against the mode: a pk_live_ key in sandbox mode is refused, and nothing is stored', async () => {
    const answer = await save('culqi', {
      mode: 'sandbox',
      enabled: false,
      values: { publicKey: 'pk_live_abcdef123456', secretKey: CULQI_SECRET },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('En modo sandbox la llave pública empieza con pk_test_');
    expect(
      await api.db.query("SELECT 1 FROM payment_gateway_settings WHERE provider = 'culqi'"),
    ).toHaveLength(0);

    const mp = await save('mercadopago', {
      mode: 'production',
      enabled: false,
      values: { publicKey: 'TEST-1234567890-abcdef' },
    });
    expect(mp.json().message).toBe(
      'En modo producción las credenciales de Mercado Pago empiezan con APP_USR-',
    );
    const izipay = await save('izipay', {
      mode: 'sandbox',
      enabled: false,
      values: { password: 'prodpassword_x1y2z3w4' },
    });
    expect(izipay.json().message).toBe('En modo sandbox la contraseña empieza con testpassword_');
  });

  it('keeps secrets write-only: sealed in the database, masked in every answer, kept when left empty', async () => {
    const saved = await save('culqi', {
      mode: 'sandbox',
      enabled: true,
      values: { publicKey: 'pk_test_abcdef123456', secretKey: CULQI_SECRET },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(CULQI_SECRET);
    const field = (body: { data: { fields: { name: string }[] } }, name: string) =>
      body.data.fields.find((candidate) => candidate.name === name);
    expect(field(saved.json(), 'secretKey')).toEqual({
      name: 'secretKey',
      secret: true,
      value: null,
      masked: '••••RETO',
      isSet: true,
    });
    expect(field(saved.json(), 'publicKey')).toMatchObject({ value: 'pk_test_abcdef123456' });

    const listed = await api.call('GET', '/admin/payment-gateways', { token: owner.accessToken });
    expect(listed.body).not.toContain(CULQI_SECRET);

    const [row] = await api.db.query<Record<string, unknown>>(
      "SELECT * FROM payment_gateway_settings WHERE provider = 'culqi'",
    );
    expect(JSON.stringify(row)).not.toContain(CULQI_SECRET);
    expect(row!.secret_key_sealed).toMatch(/^v1\./);

    // The audit log says what changed, never the secret nor any of its characters.
    const audit = await api.db.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM audit_log WHERE action = 'gateway.update' AND entity_id = 'culqi'",
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(CULQI_SECRET);
    expect(JSON.stringify(audit)).not.toContain('RETO');

    // Saved again without the secret (mode unchanged): the stored one stays, and the checkout uses it.
    const again = await save('culqi', { mode: 'sandbox', enabled: true, values: { secretKey: '' } });
    expect(field(again.json(), 'secretKey')).toMatchObject({ isSet: true, masked: '••••RETO' });
    const gateway = await activeGateway(api.app);
    expect(gateway?.provider).toBe('culqi');

    // Switching to production with the test keys still stored is refused.
    const live = await save('culqi', { mode: 'production', enabled: true, values: {} });
    expect(live.statusCode).toBe(400);
    expect(live.json().message).toBe('En modo producción la llave pública empieza con pk_live_');
  });

  it('seals the other gateways secrets too, and never enables a gateway without an adapter', async () => {
    const saved = await save('izipay', {
      mode: 'sandbox',
      enabled: false,
      values: {
        shopId: '12345678',
        password: 'testpassword_abcdefgh',
        publicKey: '12345678:testpublickey_abcdefghij',
        hmacKey: IZIPAY_HMAC,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(IZIPAY_HMAC);
    expect(saved.body).not.toContain('testpassword_abcdefgh');
    const rows = await api.db.query("SELECT * FROM payment_gateway_settings WHERE provider = 'izipay'");
    expect(JSON.stringify(rows)).not.toContain(IZIPAY_HMAC);

    const enable = await save('izipay', { mode: 'sandbox', enabled: true, values: {} });
    expect(enable.statusCode).toBe(409);
    expect(enable.json().message).toContain('aún no tiene integración');
  });

  it('enabling needs every required field', async () => {
    const answer = await save('paypal', { mode: 'sandbox', enabled: false, values: { clientId: 'short' } });
    expect(answer.statusCode).toBe(400);
    const culqiless = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
    await api.db.query("DELETE FROM payment_gateway_settings WHERE provider = 'culqi'");
    const missing = await save(
      'culqi',
      { mode: 'sandbox', enabled: true, values: { publicKey: 'pk_test_abcdef123456' } },
      culqiless.accessToken,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Para habilitarla falta: Llave secreta');
  });
});
