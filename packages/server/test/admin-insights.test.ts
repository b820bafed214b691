import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insightsMessages, type AdminOverview, type AdminReports } from '@facturador/contracts';
import { manualClock } from '../src/auth/clock.ts';
import { startApi, type SignedInUser, type TestApi, type TestUser } from './support/api.ts';

/*
 * A known dataset around Lima's month boundary: 2030-03-01 00:00 in Lima is 05:00 UTC, so a
 * row at 04:59 UTC belongs to February and one at 05:00 UTC to March. Now is 15 March, noon
 * in Lima. Every user the test creates also gets the free trial (active) on creation.
 */
const NOW = new Date('2030-03-15T17:00:00Z');

describe('admin overview and reports', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let customer: SignedInUser;
  let pymePriceCents: number;

  const planId = async (code: string) =>
    (await api.db.query<{ id: string }>('SELECT id FROM plans WHERE code = $1', [code]))[0]!.id;
  const createdAt = (user: TestUser, at: string) =>
    api.db.query('UPDATE users SET created_at = $2 WHERE id = $1', [user.id, at]);
  const subscribe = async (user: TestUser, plan: string, state: string) =>
    api.db.query('UPDATE subscriptions SET plan_id = $2, state = $3 WHERE user_id = $1', [
      user.id,
      await planId(plan),
      state,
    ]);
  const order = async (state: string, amountCents: number, paidAt: string | null) =>
    api.db.query(
      `INSERT INTO orders (user_id, kind, plan_id, item_code, item_name, amount_cents, method, state,
                           created_at, paid_at)
       VALUES ($1, 'plan', $2, 'pyme', 'Pyme', $3, 'voucher', $4, $5, $6)`,
      [customer.id, await planId('pyme'), amountCents, state, paidAt ?? NOW, paidAt],
    );
  const ledger = (reason: string, delta: number, at: string) =>
    api.db.query(
      `INSERT INTO token_ledger (user_id, created_at, delta, reason, description, balance_after)
       VALUES ($1, $2, $3, $4, 'prueba', 0)`,
      [customer.id, at, delta, reason],
    );
  const get = (url: string, token = admin.accessToken) => api.call('GET', url, { token });

  beforeAll(async () => {
    api = await startApi({ clock: manualClock(NOW) });
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    customer = await api.signedIn();
    const march = await api.createUser();
    const february = await api.createUser();
    const january = await api.createUser();
    const deleted = await api.createUser();
    await createdAt(march, '2030-03-01T05:00:00Z');
    await createdAt(february, '2030-03-01T04:59:00Z');
    await createdAt(january, '2030-01-10T15:00:00Z');
    await api.db.query('UPDATE users SET is_deleted = true WHERE id = $1', [deleted.id]);
    await subscribe(march, 'pyme', 'active');
    await subscribe(february, 'pyme', 'expired');
    await subscribe(january, 'empresa', 'cancelled');

    await order('paid', 14_900, '2030-02-10T12:00:00Z');
    await order('paid', 5_900, '2030-03-01T04:00:00Z');
    await order('paid', 29_900, '2030-03-05T12:00:00Z');
    await order('rejected', 99_900, null);
    await order('pending_approval', 14_900, null);

    await ledger('document', -2, '2030-02-20T12:00:00Z');
    await ledger('document', -3, '2030-03-10T12:00:00Z');
    await ledger('period_expired', -5, '2030-03-10T12:00:00Z');
    await ledger('adjustment', -1, '2030-03-10T12:00:00Z');

    const [pyme] = await api.db.query<{ cents: number }>(
      `SELECT (monthly_price * 100)::integer AS cents FROM plans WHERE code = 'pyme'`,
    );
    pymePriceCents = pyme!.cents;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  describe('GET /admin/overview', () => {
    it('counts users, active subscriptions by plan, recurring revenue, pending orders and spent tokens', async () => {
      const answer = await get('/admin/overview');
      expect(answer.statusCode).toBe(200);
      const data = (answer.json() as { data: AdminOverview }).data;
      expect(data.month).toBe('2030-03');
      // Admin, customer and the three dated users; the deleted one is left out.
      expect(data.users).toEqual({ total: 5, newThisMonth: 3 });
      const subscriptions = Object.fromEntries(
        data.activeSubscriptions.byPlan.map((plan) => [plan.planName, plan.subscriptions]),
      );
      // The customer's trial; the administrator carries none (issue 28, item 11).
      expect(subscriptions).toMatchObject({ 'Prueba gratuita': 1, Pyme: 1, Empresa: 0, Emprendedor: 0 });
      expect(data.activeSubscriptions.total).toBe(2);
      expect(data.monthlyRecurringRevenueCents).toBe(pymePriceCents);
      expect(data.ordersAwaitingApproval).toBe(1);
      // Only documents count: an expired quota or an adjustment is not spending.
      expect(data.tokensSpentThisMonth).toBe(3);
      // No customer issued any document in this dataset (admin-document-reports.test.ts issues some).
      expect(data.documentsThisMonth).toEqual({ issued: 0, rejected: 0 });
    });

    it('is for the admin area only', async () => {
      expect((await get('/admin/overview', customer.accessToken)).statusCode).toBe(403);
      expect((await api.call('GET', '/admin/overview')).statusCode).toBe(401);
    });
  });

  describe('GET /admin/reports', () => {
    const reports = async (query: string) => {
      const answer = await get(`/admin/reports?${query}`);
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { data: AdminReports }).data;
    };

    it('gives every month of the range, Lima month boundaries, zeros included', async () => {
      const data = await reports('from=2030-01-01&to=2030-03-15&groupBy=month');
      expect(data.newUsers).toEqual([
        { period: '2030-01', users: 1 },
        { period: '2030-02', users: 1 },
        { period: '2030-03', users: 3 },
      ]);
      expect(data.revenue).toEqual([
        { month: '2030-01', orders: 0, amountCents: 0 },
        { month: '2030-02', orders: 2, amountCents: 20_800 },
        { month: '2030-03', orders: 1, amountCents: 29_900 },
      ]);
      expect(data.tokens).toEqual([
        { month: '2030-01', tokens: 0 },
        { month: '2030-02', tokens: 2 },
        { month: '2030-03', tokens: 3 },
      ]);
    });

    it('counts new users per Lima day, and only inside the range', async () => {
      const data = await reports('from=2030-02-27&to=2030-03-02&groupBy=day');
      expect(data.newUsers).toEqual([
        { period: '2030-02-27', users: 0 },
        { period: '2030-02-28', users: 1 },
        { period: '2030-03-01', users: 1 },
        { period: '2030-03-02', users: 0 },
      ]);
      // A month cut by the range counts only its part inside: 1 March (Lima) has no payment.
      expect(data.revenue).toEqual([
        { month: '2030-02', orders: 1, amountCents: 5_900 },
        { month: '2030-03', orders: 0, amountCents: 0 },
      ]);
    });

    it('gives subscriptions by plan and state as they are now', async () => {
      const data = await reports('from=2030-03-01&to=2030-03-15');
      expect(data.groupBy).toBe('month');
      expect(data.subscriptions.map((row) => [row.planName, row.state, row.subscriptions])).toEqual([
        ['Prueba gratuita', 'active', 1],
        ['Pyme', 'active', 1],
        ['Pyme', 'expired', 1],
        ['Empresa', 'cancelled', 1],
      ]);
    });

    it.each([
      ['from=2030-02-30&to=2030-03-15', insightsMessages.fromInvalid],
      ['to=2030-03-15', insightsMessages.fromInvalid],
      ['from=2030-03-01&to=15-03-2030', insightsMessages.toInvalid],
      ['from=2030-03-16&to=2030-03-15', insightsMessages.rangeInverted],
      ['from=2028-03-14&to=2030-03-15', insightsMessages.rangeTooLong],
      ['from=2030-03-01&to=2030-03-15&groupBy=week', insightsMessages.groupByInvalid],
    ])('refuses %s in Spanish', async (query, message) => {
      const answer = await get(`/admin/reports?${query}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(message);
    });

    it('accepts the longest range, two years', async () => {
      const data = await reports('from=2028-03-15&to=2030-03-15');
      expect(data.revenue).toHaveLength(25);
    });

    it('is for the admin area only', async () => {
      const query = 'from=2030-03-01&to=2030-03-15';
      expect((await get(`/admin/reports?${query}`, customer.accessToken)).statusCode).toBe(403);
      expect((await api.call('GET', `/admin/reports?${query}`)).statusCode).toBe(401);
      expect(
        (await get(`/admin/reports/export?report=revenue&${query}`, customer.accessToken)).statusCode,
      ).toBe(403);
    });
  });

  describe('GET /admin/reports/export', () => {
    const csvLines = async (query: string) => {
      const answer = await get(`/admin/reports/export?${query}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(answer.body.endsWith('\r\n')).toBe(true);
      return {
        answer,
        lines: answer.body
          .replace(/^\uFEFF/, '')
          .trimEnd()
          .split('\r\n'),
      };
    };

    it('sends the revenue rows the chart shows: BOM, Spanish header, soles as decimals', async () => {
      const { answer, lines } = await csvLines('report=revenue&from=2030-01-01&to=2030-03-15');
      expect(answer.headers['content-disposition']).toBe(
        'attachment; filename="reporte-ingresos-2030-01-01-2030-03-15.csv"',
      );
      expect(lines).toEqual([
        'Mes,Órdenes pagadas,Ingresos (S/)',
        '2030-01,0,0.00',
        '2030-02,2,208.00',
        '2030-03,1,299.00',
      ]);
    });

    it('sends new users per day, subscriptions with Spanish states and spent tokens', async () => {
      expect((await csvLines('report=new-users&from=2030-02-28&to=2030-03-01&groupBy=day')).lines).toEqual([
        'Periodo,Usuarios nuevos',
        '2030-02-28,1',
        '2030-03-01,1',
      ]);
      expect((await csvLines('report=subscriptions&from=2030-03-01&to=2030-03-15')).lines).toEqual([
        'Plan,Estado,Suscripciones',
        'Prueba gratuita,activa,1',
        'Pyme,activa,1',
        'Pyme,vencida,1',
        'Empresa,cancelada,1',
      ]);
      expect((await csvLines('report=tokens&from=2030-02-01&to=2030-03-15')).lines).toEqual([
        'Mes,Tokens gastados',
        '2030-02,2',
        '2030-03,3',
      ]);
    });

    it('refuses an unknown report or a bad range', async () => {
      const unknown = await get('/admin/reports/export?report=ventas&from=2030-03-01&to=2030-03-15');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain(insightsMessages.reportInvalid);
      const inverted = await get('/admin/reports/export?report=revenue&from=2030-03-16&to=2030-03-15');
      expect(inverted.statusCode).toBe(400);
      expect(inverted.body).toContain(insightsMessages.rangeInverted);
    });
  });
});
