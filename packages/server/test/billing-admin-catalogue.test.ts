import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { billingAdminMessages as messages, type AdminPlan, type PlanInput } from '@facturador/contracts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { offerVoucherPayments } from './support/billing.ts';

const planInput = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  name: 'Plan Prueba Admin',
  description: 'Para probar el catálogo',
  monthlyPrice: '79.90',
  monthlyTokens: '300',
  maxCompanies: '2',
  maxEstablishments: '3',
  maxUsers: '4',
  features: 'Facturas\n\nBoletas\n',
  visible: true,
  order: '5',
  highlighted: false,
  isDefault: false,
  ...overrides,
});

describe('admin: plans and token packs', () => {
  let api: TestApi;
  let admin: SignedInUser;
  beforeAll(async () => {
    api = await startApi();
    // Issue 28: "Transferencia o Yape" is offered only once Configuración names an account.
    await offerVoucherPayments(api);
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    api.call(method, url, { token: admin.accessToken, body });
  const create = async (overrides: Partial<PlanInput> = {}) => {
    const answer = await call('POST', '/billing/admin/plans', planInput(overrides));
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { data: AdminPlan }).data;
  };
  const publicPlans = async () =>
    (
      (await api.call('GET', '/plans')).json() as {
        data: { plans: { code: string; monthlyPrice: number }[] };
      }
    ).data.plans;
  const defaults = async () =>
    (await api.db.query<{ code: string }>('SELECT code FROM plans WHERE is_default')).map((row) => row.code);

  it('creates a plan in céntimos that GET /plans sells at once, with a code from its name', async () => {
    const plan = await create({ name: 'Plan Ñandú Óptimo' });
    expect(plan).toMatchObject({
      code: 'plan-nandu-optimo',
      monthlyPriceCents: 7990,
      monthlyTokens: 300,
      limits: { companies: 2, establishments: 3, usersPerCompany: 4 },
      features: ['Facturas', 'Boletas'],
      visible: true,
      subscribers: 0,
    });
    expect(await publicPlans()).toContainEqual(
      expect.objectContaining({ code: 'plan-nandu-optimo', monthlyPrice: 79.9 }),
    );
    const [audit] = await api.db.query<{ action: string; actor_email: string; after: { name: string } }>(
      "SELECT action, actor_email, after FROM audit_log WHERE entity_type = 'plan' AND entity_id = $1",
      [plan.id],
    );
    expect(audit).toEqual({
      action: 'plan.create',
      actor_email: admin.email,
      after: expect.objectContaining({ name: 'Plan Ñandú Óptimo' }),
    });
    const again = await create({ name: 'Plan Ñandú Óptimo' });
    expect(again.code).toBe('plan-nandu-optimo-2');
  });

  it('refuses bad input with Spanish messages per field and stores nothing', async () => {
    const before = (await api.db.query<{ n: string }>('SELECT count(*) AS n FROM plans'))[0]!.n;
    const answer = await call(
      'POST',
      '/billing/admin/plans',
      planInput({ name: ' ', monthlyPrice: '-3', maxUsers: '0', monthlyTokens: '1.5' }),
    );
    expect(answer.statusCode).toBe(400);
    const body = answer.json() as { details: { field: string; message: string }[] };
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: messages.nameRequired },
        { field: 'monthlyPrice', message: messages.priceInvalid },
        { field: 'maxUsers', message: messages.limitInvalid },
        { field: 'monthlyTokens', message: messages.tokensInvalid },
      ]),
    );
    expect((await api.db.query<{ n: string }>('SELECT count(*) AS n FROM plans'))[0]!.n).toBe(before);
  });

  it('keeps exactly one default plan: marking another moves the mark, unmarking is refused', async () => {
    const plan = await create({ name: 'Nuevo por defecto', visible: false, isDefault: true });
    expect(await defaults()).toEqual([plan.code]);
    const unmark = await call(
      'PATCH',
      `/billing/admin/plans/${plan.id}`,
      planInput({ name: plan.name, isDefault: false }),
    );
    expect(unmark.statusCode).toBe(409);
    expect(unmark.json()).toMatchObject({ message: messages.defaultRequired });
    const trial = (await api.db.query<{ id: string }>("SELECT id FROM plans WHERE code = 'prueba'"))[0]!.id;
    const back = await call(
      'PATCH',
      `/billing/admin/plans/${trial}`,
      planInput({
        name: 'Prueba gratuita',
        monthlyPrice: '0',
        monthlyTokens: '20',
        visible: false,
        isDefault: true,
      }),
    );
    expect(back.statusCode).toBe(200);
    expect(await defaults()).toEqual(['prueba']);
    // New accounts get the default plan.
    const user = await api.signedIn();
    const [sub] = await api.db.query<{ code: string }>(
      'SELECT p.code FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.user_id = $1',
      [user.id],
    );
    expect(sub!.code).toBe('prueba');
  });

  it('archives a plan with subscribers (never deletes it) and deletes one nobody used', async () => {
    const plan = await create({ name: 'Con suscriptores' });
    const user = await api.signedIn();
    const changed = await call('POST', `/billing/admin/subscriptions/${user.publicId}/plan`, {
      planId: plan.id,
      reason: 'Cortesía',
    });
    expect(changed.statusCode).toBe(200);
    const refused = await call('DELETE', `/billing/admin/plans/${plan.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messages.planHasSubscribers });
    const archived = await call('POST', `/billing/admin/plans/${plan.id}/archive`);
    expect(archived.json()).toMatchObject({
      message: messages.planArchived,
      data: { archived: true, subscribers: 1 },
    });
    expect((await publicPlans()).map((p) => p.code)).not.toContain(plan.code);
    const sale = await api.call('POST', '/billing/orders', {
      token: user.accessToken,
      body: { kind: 'plan', itemId: plan.id, method: 'voucher' },
    });
    expect(sale.statusCode).toBe(404);
    // The subscriber keeps it.
    const [kept] = await api.db.query<{ plan_id: string }>(
      'SELECT plan_id FROM subscriptions WHERE user_id = $1',
      [user.id],
    );
    expect(String(kept!.plan_id)).toBe(plan.id);

    const unused = await create({ name: 'Sin uso' });
    expect((await call('DELETE', `/billing/admin/plans/${unused.id}`)).statusCode).toBe(200);
    expect((await api.db.query('SELECT 1 FROM plans WHERE id = $1', [unused.id])).length).toBe(0);
  });

  it('never archives or deletes the default plan', async () => {
    const trial = (await api.db.query<{ id: string }>('SELECT id FROM plans WHERE is_default'))[0]!.id;
    const archive = await call('POST', `/billing/admin/plans/${trial}/archive`);
    expect(archive.statusCode).toBe(409);
    expect(archive.json()).toMatchObject({ message: messages.defaultNotArchived });
    expect((await call('DELETE', `/billing/admin/plans/${trial}`)).statusCode).toBe(409);
  });

  it('creates, hides and lists token packs', async () => {
    const created = await call('POST', '/billing/admin/token-packs', {
      name: 'Paquete 50 tokens',
      tokens: '50',
      price: '19.90',
      visible: true,
      order: '1',
    });
    expect(created.json()).toMatchObject({
      message: messages.packCreated,
      data: { code: 'pack-50', tokens: 50, priceCents: 1990, visible: true },
    });
    const id = (created.json() as { data: { id: string } }).data.id;
    const onSale = async () =>
      (
        (await api.call('GET', '/plans')).json() as { data: { tokenPacks: { code: string }[] } }
      ).data.tokenPacks.map((pack) => pack.code);
    expect(await onSale()).toContain('pack-50');
    const hidden = await call('PATCH', `/billing/admin/token-packs/${id}`, {
      name: 'Paquete 50 tokens',
      tokens: 50,
      price: 19.9,
      visible: false,
      order: 1,
    });
    expect(hidden.statusCode).toBe(200);
    expect(await onSale()).not.toContain('pack-50');
    const list = (await call('GET', '/billing/admin/token-packs')).json() as { data: { code: string }[] };
    expect(list.data.map((pack) => pack.code)).toContain('pack-50');
  });

  it('refuses a customer (403) and a guest (401)', async () => {
    const customer = await api.signedIn();
    const asCustomer = await api.call('POST', '/billing/admin/plans', {
      token: customer.accessToken,
      body: planInput(),
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await api.call('GET', '/billing/admin/plans')).statusCode).toBe(401);
  });
});
