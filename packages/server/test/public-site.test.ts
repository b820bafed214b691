import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contactMessages, plansResponseSchema } from '@facturador/contracts';
import { CONTACT_LIMIT } from '../src/routes/public/support.ts';
import { startApi, type TestApi } from './support/api.ts';

/** The deployment's support address (SUPPORT_EMAIL), not the development default. */
const SUPPORT_EMAIL = 'ayuda@empresa.pe';

describe('public site: GET /plans and POST /contact', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi({ env: { SUPPORT_EMAIL } });
  });
  afterAll(async () => {
    await api.close();
  });

  it('lists the active plans in soles, cheapest first, and the token packs, without a session', async () => {
    const response = await api.call('GET', '/plans', { csrf: false });

    expect(response.statusCode).toBe(200);
    const { data } = plansResponseSchema.parse(response.json());
    expect(data.plans.map((plan) => [plan.name, plan.monthlyPrice, plan.documentsPerMonth])).toEqual([
      ['Emprendedor', 59, 200],
      ['Pyme', 149, 600],
      ['Empresa', 299, 1500],
    ]);
    expect(data.plans.find((plan) => plan.highlighted)?.name).toBe('Pyme');
    expect(data.plans[1]?.features).toEqual([
      'Todo lo del plan Emprendedor',
      'Guías de remisión',
      'Varios locales',
      'Soporte por WhatsApp',
    ]);
    expect(data.tokenPacks.map((pack) => pack.tokens)).toEqual([100, 300, 1000]);
    expect(data.igvRate).toBe(0.18);
  });

  it('splits the prices with the IGV rate of Configuración del Sistema', async () => {
    await api.db.query(
      `INSERT INTO system_settings (id, settings, updated_at) VALUES (true, '{"igvPercent": 10}', now())
       ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings`,
    );
    try {
      const { data } = plansResponseSchema.parse((await api.call('GET', '/plans', { csrf: false })).json());
      expect(data.igvRate).toBe(0.1);
    } finally {
      await api.db.query('DELETE FROM system_settings');
    }
  });

  it('hides a plan once it is deactivated', async () => {
    await api.db.query("UPDATE plans SET is_active = false WHERE code = 'empresa'");
    try {
      const { data } = plansResponseSchema.parse((await api.call('GET', '/plans', { csrf: false })).json());
      expect(data.plans.map((plan) => plan.code)).toEqual(['emprendedor', 'pyme']);
    } finally {
      await api.db.query("UPDATE plans SET is_active = true WHERE code = 'empresa'");
    }
  });

  const message = {
    name: 'Rosa Quispe',
    email: 'Rosa.Quispe@Example.pe',
    phone: '+51 987 654 321',
    message: 'Quiero saber si puedo emitir guías de remisión con el plan Pyme.',
  };

  it('refuses a POST without the CSRF token', async () => {
    const response = await api.call('POST', '/contact', { body: message, csrf: false, ip: '10.0.0.1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'CSRF_INVALID' });
  });

  it('answers 400 in Spanish naming the field', async () => {
    const response = await api.call('POST', '/contact', {
      body: { ...message, message: 'Hola' },
      ip: '10.0.0.2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(response.json())).toContain(contactMessages.messageTooShort);
  });

  it("stores the message and mails the deployment's support address", async () => {
    const response = await api.call('POST', '/contact', { body: message, ip: '10.0.0.3' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: contactMessages.sent });
    const rows = await api.db.query<{ email: string; phone: string; ip: string }>(
      "SELECT email, phone, ip FROM contact_messages WHERE ip = '10.0.0.3'",
    );
    expect(rows).toEqual([{ email: 'rosa.quispe@example.pe', phone: '+51 987 654 321', ip: '10.0.0.3' }]);
    const [mail] = await api.outbox(SUPPORT_EMAIL);
    expect(mail?.subject).toBe('Contacto web: Rosa Quispe');
    expect(mail?.text).toContain('Quiero saber si puedo emitir guías de remisión');
    expect(mail?.text).toContain('rosa.quispe@example.pe');
  });

  it('limits one IP to a few messages per hour, with Retry-After, and lets it write again later', async () => {
    const ip = '10.0.0.4';
    for (let sent = 0; sent < CONTACT_LIMIT.maxMessages; sent += 1) {
      expect((await api.call('POST', '/contact', { body: message, ip })).statusCode).toBe(201);
    }
    const limited = await api.call('POST', '/contact', { body: message, ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: contactMessages.rateLimited,
    });
    expect(Number(limited.headers['retry-after'])).toBe(CONTACT_LIMIT.windowMs / 1000);

    // Another IP is not affected.
    expect((await api.call('POST', '/contact', { body: message, ip: '10.0.0.5' })).statusCode).toBe(201);

    api.clock.advance(CONTACT_LIMIT.windowMs);
    expect((await api.call('POST', '/contact', { body: message, ip })).statusCode).toBe(201);
  });
});
