import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AUDIT_EXPORT_MAX_ROWS,
  auditListResponseSchema,
  auditMessages,
  type AuditEntry,
} from '@facturador/contracts';
import { recordAudit } from '../src/audit/audit-log.ts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';

describe('GET /admin/audit and its CSV export', () => {
  let api: TestApi;
  let owner: SignedInUser;
  let admin: SignedInUser;
  let createdId: string;
  const createdEmail = `auditoria-${Date.now()}@example.test`;

  const list = async (query: string, token = admin.accessToken) => {
    const answer = await api.call('GET', `/admin/audit?${query}`, { token });
    expect(answer.statusCode).toBe(200);
    return { body: auditListResponseSchema.parse(answer.json()), raw: answer.body };
  };
  const csvLines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

  beforeAll(async () => {
    api = await startApi();
    owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    const created = await api.call('POST', '/users/admin/create', {
      token: admin.accessToken,
      body: { fullName: 'Rosa Auditoría', email: createdEmail, password: 'Clave12345' },
      ip: '198.51.100.20',
    });
    createdId = (created.json() as { data: { publicId: string } }).data.publicId;
    await api.call('PATCH', `/users/${createdId}/roles`, {
      token: owner.accessToken,
      body: { roles: ['ADMINISTRATOR_SYSTEM'] },
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('shows a change made through an admin route with who, before, after and IP, and no secret', async () => {
    const { body, raw } = await list(`entityId=${createdId}&order=asc`);
    expect(body.data.map((entry) => entry.action)).toEqual(['user.create', 'user.roles']);
    expect(body.data[0]).toMatchObject({
      actor: { id: admin.publicId, email: admin.email },
      entityType: 'user',
      entityId: createdId,
      before: null,
      after: { email: createdEmail, fullName: 'Rosa Auditoría' },
      ip: '198.51.100.20',
    });
    expect(body.data[1]).toMatchObject({
      actor: { email: owner.email },
      before: { roles: ['CUSTOMER_SYSTEM'] },
      after: { roles: ['ADMINISTRATOR_SYSTEM'] },
    });
    expect(raw).not.toMatch(/Clave12345|password|scrypt/i);
  });

  it('filters by action, entity type, actor (e-mail part or publicId) and search', async () => {
    const byAction = await list('action=user.roles');
    expect(byAction.body.data.length).toBeGreaterThan(0);
    expect(byAction.body.data.every((entry) => entry.action === 'user.roles')).toBe(true);

    expect((await list('entityType=order')).body.meta.total).toBe(0);

    const byActorEmail = await list(`actor=${encodeURIComponent(owner.email.slice(0, 12).toUpperCase())}`);
    expect(byActorEmail.body.data.map((entry) => entry.actor.email)).toEqual([owner.email]);
    const byActorId = await list(`actor=${admin.publicId}`);
    expect(byActorId.body.data.map((entry) => entry.action)).toEqual(['user.create']);

    // The search looks into the records too: the e-mail of the created user is in `after`.
    const bySearch = await list(`search=${encodeURIComponent(createdEmail)}`);
    expect(bySearch.body.data.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['user.create', createdId],
    ]);
    expect((await list('search=100%25_nada')).body.meta.total).toBe(0);
  });

  it('filters by a range of Lima days, both ends included', async () => {
    const [actor] = await api.db.query<{ id: string; public_id: string; email: string }>(
      'SELECT id, public_id, email FROM users WHERE public_id = $1',
      [owner.publicId],
    );
    const at = async (iso: string, entityId: string) =>
      recordAudit(api.db, {
        actor: actor!,
        ip: null,
        action: 'setting.update',
        entityId,
        before: { value: 1 },
        after: { value: 2 },
        at: new Date(iso),
      });
    // 04:30 UTC on the 2nd is still the 1st in Lima (UTC−5).
    await at('2029-03-01T15:00:00Z', 'day-1');
    await at('2029-03-02T04:30:00Z', 'day-1-late');
    await at('2029-03-02T05:00:00Z', 'day-2');
    await at('2029-03-04T12:00:00Z', 'day-4');
    const ids = async (query: string) =>
      (await list(`entityType=setting&order=asc&${query}`)).body.data.map((entry) => entry.entityId);
    expect(await ids('from=2029-03-01&to=2029-03-01')).toEqual(['day-1', 'day-1-late']);
    expect(await ids('from=2029-03-02')).toEqual(['day-2', 'day-4']);
    expect(await ids('to=2029-03-02')).toEqual(['day-1', 'day-1-late', 'day-2']);
  });

  it('sorts by time both ways and pages with the list shape', async () => {
    const newest = await list('limit=2');
    expect(newest.body.meta).toMatchObject({ page: 1, limit: 2 });
    expect(newest.body.meta.totalPages).toBe(Math.ceil(newest.body.meta.total / 2));
    const times = (entries: AuditEntry[]) => entries.map((entry) => entry.createdAt);
    const all = (await list('limit=100')).body.data;
    expect(times(all)).toEqual([...times(all)].sort().reverse());
    const oldest = (await list('limit=100&order=asc')).body.data;
    expect(oldest.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id).reverse());
    const second = await list('limit=2&page=2');
    expect(second.body.data.map((entry) => entry.id)).toEqual(all.slice(2, 4).map((entry) => entry.id));
  });

  it('refuses bad filters with a Spanish message', async () => {
    const cases: [string, string][] = [
      ['limit=101', 'limit'],
      ['sort=actor_email', 'sort'],
      ['action=user.hack', 'action'],
      ['from=01-03-2029', 'from'],
      ['from=2029-03-05&to=2029-03-01', 'to'],
    ];
    for (const [query, field] of cases) {
      const answer = await api.call('GET', `/admin/audit?${query}`, { token: admin.accessToken });
      expect([query, answer.statusCode]).toEqual([query, 400]);
      const details = (answer.json() as { details: { field: string; message: string }[] }).details;
      expect(details.map((detail) => detail.field)).toContain(field);
    }
    const range = await api.call('GET', '/admin/audit?from=2029-03-05&to=2029-03-01', {
      token: admin.accessToken,
    });
    expect(range.json()).toMatchObject({
      message: expect.stringContaining('La fecha inicial no puede ser posterior'),
    });
  });

  it('exports the filtered log as CSV: BOM, Spanish headers and labels, before and after', async () => {
    const csv = await api.call('GET', `/admin/audit/export?entityId=${createdId}&order=asc`, {
      token: admin.accessToken,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="auditoria.csv"');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('Fecha,Usuario,Acción,Tipo de registro,Registro,Antes,Después,IP');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},${admin.email},Usuario creado,Usuario,${createdId},,`),
    );
    expect(lines[1]).toContain('198.51.100.20');
    expect(lines[2]).toContain('Roles actualizados');
    expect(lines[2]).toContain('"{""roles"":[""CUSTOMER_SYSTEM""]}"');
    expect(csv.body).not.toMatch(/Clave12345|password/i);

    const onlySettings = await api.call('GET', '/admin/audit/export?entityType=setting&from=2029-03-04', {
      token: admin.accessToken,
    });
    expect(csvLines(onlySettings.body)).toHaveLength(2);
  });

  it('has no way to change or delete an entry, and refuses a customer', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await api.call(method, '/admin/audit', { token: owner.accessToken, body: {} });
      expect([method, answer.statusCode]).toEqual([method, 404]);
    }
    const customer = await api.signedIn();
    expect((await api.call('GET', '/admin/audit', { token: customer.accessToken })).statusCode).toBe(403);
    expect((await api.call('GET', '/admin/audit/export')).statusCode).toBe(401);
  });

  // Last: it fills the log with more rows than one export may hold.
  it('refuses an export over the row limit, asking to narrow the filters', async () => {
    await api.db.query(
      `INSERT INTO audit_log (action, entity_type, entity_id, created_at)
       SELECT 'user.update', 'provider', 'bulk-' || n, now() FROM generate_series(1, $1::int) AS n`,
      [AUDIT_EXPORT_MAX_ROWS + 1],
    );
    const tooMany = await api.call('GET', '/admin/audit/export?entityType=provider', {
      token: admin.accessToken,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: auditMessages.exportTooLarge });
    const narrowed = await api.call('GET', `/admin/audit/export?entityId=${createdId}`, {
      token: admin.accessToken,
    });
    expect(narrowed.statusCode).toBe(200);
  });
});
