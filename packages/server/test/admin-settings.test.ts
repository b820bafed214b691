import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SystemSettings } from '@facturador/contracts';
import { nextEvent, socketClients } from './support/sockets.ts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';

const settings = (overrides: Partial<SystemSettings> = {}): SystemSettings => ({
  supportEmail: 'ayuda@facturador.test',
  supportWhatsapp: '51911222333',
  igvPercent: 18,
  registrationOpen: true,
  maintenanceNotice: '',
  trialTokens: null,
  paymentInstructions: {
    bankName: 'BCP',
    accountHolder: 'Facturador S.A.C.',
    accountNumber: '193-1234567-0-11',
    cci: '00219300123456701118',
    yapeHolder: 'Facturador S.A.C.',
    yapePhone: '987654321',
  },
  receiptIssuerRuc: '',
  ...overrides,
});

describe('Configuración del sistema', () => {
  let api: TestApi;
  let url: string;
  let admin: SignedInUser;
  const sockets = socketClients();

  beforeAll(async () => {
    api = await startApi();
    url = await api.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await api.close();
  });

  const save = (body: unknown, token = admin.accessToken) =>
    api.call('PUT', '/admin/settings', { token, body });

  it('starts from the deployment values (SUPPORT_EMAIL, SUPPORT_WHATSAPP, IGV 18 %, sign-up open)', async () => {
    const answer = await api.call('GET', '/public/settings');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      data: {
        support: { email: api.app.env.SUPPORT_EMAIL, whatsapp: api.app.env.SUPPORT_WHATSAPP },
        igvRate: 0.18,
        registrationOpen: true,
        maintenanceNotice: '',
      },
    });
  });

  it('refuses a customer and a guest', async () => {
    const customer = await api.signedIn();
    expect((await api.call('GET', '/admin/settings', { token: customer.accessToken })).statusCode).toBe(403);
    expect((await save(settings(), customer.accessToken)).statusCode).toBe(403);
    expect((await api.call('GET', '/admin/settings')).statusCode).toBe(401);
  });

  it('refuses bad input with a Spanish message and changes nothing', async () => {
    const before = (await api.call('GET', '/admin/settings', { token: admin.accessToken })).json();
    const answer = await save({ ...settings(), igvPercent: 80 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('La tasa de IGV debe estar entre 0 % y 50 %');
    const yape = await save(
      settings({ paymentInstructions: { ...settings().paymentInstructions, yapePhone: '12' } }),
    );
    expect(yape.statusCode).toBe(400);
    expect(yape.json().message).toContain('Yape');
    const issuer = await save(settings({ receiptIssuerRuc: '2051233379' }));
    expect(issuer.statusCode).toBe(400);
    expect(issuer.json().message).toContain('Escribe el RUC de 11 dígitos de la empresa emisora');
    expect((await api.call('GET', '/admin/settings', { token: admin.accessToken })).json()).toEqual(before);
  });

  it('a change is in force at once and every connected tab is told', async () => {
    const customer = await api.signedIn();
    const socket = await sockets.connect(url, customer.accessToken);
    const told = nextEvent(socket, 'settings_updated');
    const answer = await save(
      settings({ maintenanceNotice: 'Mantenimiento el domingo de 2 a 4 a. m.', igvPercent: 10 }),
    );
    expect(answer.json()).toMatchObject({ message: 'Configuración guardada' });
    expect(answer.statusCode).toBe(200);
    expect(await told).toMatchObject({ type: 'settings_updated' });
    const [entry] = await api.db.query<{ actor_email: string; after: { maintenanceNotice: string } }>(
      "SELECT actor_email, after FROM audit_log WHERE action = 'setting.update'",
    );
    expect(entry).toMatchObject({
      actor_email: admin.email,
      after: { maintenanceNotice: 'Mantenimiento el domingo de 2 a 4 a. m.' },
    });
    const shown = (await api.call('GET', '/public/settings')).json();
    expect(shown.data).toMatchObject({
      support: { email: 'ayuda@facturador.test', whatsapp: '51911222333' },
      igvRate: 0.1,
      maintenanceNotice: 'Mantenimiento el domingo de 2 a 4 a. m.',
      paymentInstructions: { bankName: 'BCP', yapePhone: '987654321' },
    });
  });

  it('the contact form writes to the stored support e-mail', async () => {
    await save(settings({ supportEmail: 'contacto-nuevo@facturador.test' }));
    const sent = await api.call('POST', '/contact', {
      body: {
        name: 'Ana Pérez',
        email: 'ana@example.test',
        message: 'Quisiera una demostración del producto.',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(await api.outbox('contacto-nuevo@facturador.test')).toHaveLength(1);
  });

  it('closed sign-up refuses POST /users/register and /auth/register with a Spanish message', async () => {
    await save(settings({ registrationOpen: false }));
    const body = { fullName: 'Nueva Persona', email: 'nueva@example.test', password: 'Secreta123' };
    for (const path of ['/users/register', '/auth/register']) {
      const answer = await api.call('POST', path, { body });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'REGISTRATION_CLOSED',
        message: 'El registro de nuevas cuentas está cerrado por el momento. Vuelve a intentarlo más tarde.',
      });
    }
    const rows = await api.db.query("SELECT 1 FROM users WHERE email = 'nueva@example.test'");
    expect(rows).toHaveLength(0);
    await save(settings({ registrationOpen: true }));
    expect((await api.call('POST', '/users/register', { body })).statusCode).toBe(201);
  });

  it('the trial grant applies to a new account when the default plan is free', async () => {
    await save(settings({ trialTokens: 55 }));
    const user = await api.signedIn();
    const answer = await api.call('GET', '/billing/subscription', { token: user.accessToken });
    expect(answer.statusCode).toBe(200);
    const [row] = await api.db.query<{ period_quota: number }>(
      'SELECT period_quota FROM subscriptions WHERE user_id = $1',
      [user.id],
    );
    expect(row!.period_quota).toBe(55);
    // A paid default plan keeps its own quota.
    await api.db.query("UPDATE plans SET is_default = false WHERE code = 'prueba'");
    await api.db.query("UPDATE plans SET is_default = true WHERE code = 'emprendedor'");
    const paid = await api.signedIn();
    await api.call('GET', '/billing/subscription', { token: paid.accessToken });
    const [paidRow] = await api.db.query<{ period_quota: number; documents: number }>(
      `SELECT s.period_quota, p.documents_per_month AS documents FROM subscriptions s JOIN plans p ON p.id = s.plan_id
        WHERE s.user_id = $1`,
      [paid.id],
    );
    expect(paidRow!.period_quota).toBe(paidRow!.documents);
    await api.db.query("UPDATE plans SET is_default = false WHERE code = 'emprendedor'");
    await api.db.query("UPDATE plans SET is_default = true WHERE code = 'prueba'");
  });
});
