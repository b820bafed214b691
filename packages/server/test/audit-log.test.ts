import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Order } from '@facturador/contracts';
import { recordAudit } from '../src/audit/audit-log.ts';
import { isSecretField, stripSecrets } from '../src/audit/strip-secrets.ts';
import { PASSWORD, startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { offerVoucherPayments } from './support/billing.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('stripSecrets', () => {
  it('drops every field named as a secret, at any depth and inside arrays', () => {
    expect(
      stripSecrets({
        email: 'ana@example.test',
        password: 'Secreta123',
        passwordHash: 'scrypt$…',
        nested: { access_token: 'a.b.c', refreshToken: 'r', keep: 1, deeper: [{ apiKey: 'k', name: 'x' }] },
        gateway: { secretKeySealed: 'v1:…', 'webhook-secret': 's', publicKey: 'pk_test_1', mode: 'sandbox' },
        certificate: { pem: '…' },
        certificatePassword: 'p',
      }),
    ).toEqual({
      email: 'ana@example.test',
      nested: { keep: 1, deeper: [{ name: 'x' }] },
      gateway: { mode: 'sandbox' },
    });
  });

  it('keeps the product’s tokens (credits): only the whole word is a secret', () => {
    expect(isSecretField('monthlyTokens')).toBe(false);
    expect(isSecretField('tokens')).toBe(false);
    expect(isSecretField('monkey')).toBe(false);
    expect(isSecretField('TOKEN')).toBe(true);
    expect(isSecretField('sol_password')).toBe(true);
  });

  it('turns dates into their JSON text and nothing into null', () => {
    expect(stripSecrets({ at: new Date('2026-01-02T03:04:05Z') })).toEqual({
      at: '2026-01-02T03:04:05.000Z',
    });
    expect(stripSecrets(undefined)).toBeNull();
    expect(stripSecrets(null)).toBeNull();
  });
});

interface AuditRow {
  actor_public_id: string;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip_address: string;
}

describe('audit log', () => {
  let api: TestApi;
  let owner: SignedInUser;
  let admin: SignedInUser;

  const entriesFor = (entityId: string) =>
    api.db.query<AuditRow>(
      `SELECT actor_public_id, actor_email, action, entity_type, entity_id, before, after, ip_address
         FROM audit_log WHERE entity_id = $1 ORDER BY seq`,
      [entityId],
    );

  beforeAll(async () => {
    api = await startApi();
    // Issue 28: "Transferencia o Yape" is offered only once Configuración names an account.
    await offerVoucherPayments(api);
    owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  describe('the table', () => {
    it('stores an entry with its secrets stripped, and SQL NULL for nothing', async () => {
      const [actor] = await api.db.query<{ id: string; public_id: string; email: string }>(
        'SELECT id, public_id, email FROM users WHERE public_id = $1',
        [admin.publicId],
      );
      await recordAudit(api.db, {
        actor: actor!,
        action: 'user.update',
        entityId: 'strip-test',
        before: null,
        after: { mode: 'sandbox', secretKey: 'sk_test_123', nested: { token: 't' } },
        ip: '203.0.113.9',
        at: api.clock.now(),
      });
      const [row] = await api.db.query<{ before_is_null: boolean; after: unknown; raw: string }>(
        `SELECT before IS NULL AS before_is_null, after, after::text AS raw FROM audit_log WHERE entity_id = 'strip-test'`,
      );
      expect(row).toMatchObject({ before_is_null: true, after: { mode: 'sandbox', nested: {} } });
      expect(row!.raw).not.toMatch(/sk_test_123/);
    });

    it('refuses UPDATE, DELETE and TRUNCATE', async () => {
      await expect(api.db.query(`UPDATE audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
      await expect(api.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
      await expect(api.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
      const [count] = await api.db.query<{ n: string }>('SELECT count(*) AS n FROM audit_log');
      expect(Number(count!.n)).toBeGreaterThan(0);
    });
  });

  describe('the users administration', () => {
    it('records a creation, an edit, a deactivation, a role change and a deletion: who, what, from where', async () => {
      const email = `auditada-${Date.now()}@example.test`;
      const created = await api.call('POST', '/users/admin/create', {
        token: admin.accessToken,
        body: { fullName: 'Ana Auditada', email, password: 'Clave12345' },
        ip: '198.51.100.7',
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { data: { publicId: string } }).data.publicId;
      const call = (method: 'PATCH' | 'DELETE', url: string, body?: object) =>
        api.call(method, url, { token: owner.accessToken, ...(body ? { body } : {}) });
      expect((await call('PATCH', `/users/${id}`, { fullName: 'Ana Revisada' })).statusCode).toBe(200);
      expect((await call('PATCH', `/users/${id}`, { isActive: false })).statusCode).toBe(200);
      expect(
        (await call('PATCH', `/users/${id}/roles`, { roles: ['ADMINISTRATOR_SYSTEM'] })).statusCode,
      ).toBe(200);
      expect((await call('DELETE', `/users/${id}`)).statusCode).toBe(200);

      const entries = await entriesFor(id);
      expect(entries.map((entry) => entry.action)).toEqual([
        'user.create',
        'user.update',
        'user.deactivate',
        'user.roles',
        'user.delete',
      ]);
      expect(entries[0]).toMatchObject({
        actor_public_id: admin.publicId,
        actor_email: admin.email,
        entity_type: 'user',
        ip_address: '198.51.100.7',
        before: null,
        after: { email, fullName: 'Ana Auditada' },
      });
      expect(entries[1]).toMatchObject({
        actor_public_id: owner.publicId,
        before: { fullName: 'Ana Auditada' },
        after: { fullName: 'Ana Revisada' },
      });
      expect(entries[2]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
      expect(entries[3]).toMatchObject({
        before: { roles: ['CUSTOMER_SYSTEM'] },
        after: { roles: ['ADMINISTRATOR_SYSTEM'] },
      });
      expect(entries[4]).toMatchObject({ before: { email }, after: null });
      expect(JSON.stringify(entries)).not.toMatch(/Clave12345|password|scrypt/i);
    });

    it('records nothing when the change is refused', async () => {
      const count = async () =>
        (await api.db.query<{ n: string }>('SELECT count(*) AS n FROM audit_log'))[0]!.n;
      const before = await count();
      // An administrator may not touch an owner (403); an e-mail already used is a conflict (409).
      const onOwner = await api.call('PATCH', `/users/${owner.publicId}`, {
        token: admin.accessToken,
        body: { fullName: 'Otro Nombre' },
      });
      expect(onOwner.statusCode).toBe(403);
      const taken = await api.call('POST', '/users/admin/create', {
        token: admin.accessToken,
        body: { fullName: 'Copia', email: admin.email, password: 'Clave12345' },
      });
      expect(taken.statusCode).toBe(409);
      expect(await count()).toBe(before);
    });
  });

  describe('the vouchers review', () => {
    const voucherOrder = async () => {
      const customer = await api.signedIn();
      const [pack] = await api.db.query<{ id: string }>(`SELECT id FROM token_packs WHERE code = 'pack-100'`);
      const created = await api.call('POST', '/billing/orders', {
        token: customer.accessToken,
        body: { kind: 'token_pack', itemId: pack!.id, method: 'voucher' },
      });
      const order = (created.json() as { data: Order }).data;
      await api.call('POST', `/billing/orders/${order.id}/voucher`, {
        token: customer.accessToken,
        body: { fileBase64: PNG.toString('base64'), fileName: 'voucher.png' },
      });
      return order;
    };

    it('records an approval and a rejection with the order before and after', async () => {
      const approved = await voucherOrder();
      const rejected = await voucherOrder();
      await api.call('POST', `/billing/admin/orders/${approved.id}/approve`, { token: admin.accessToken });
      await api.call('POST', `/billing/admin/orders/${rejected.id}/reject`, {
        token: admin.accessToken,
        body: { reason: 'El monto no coincide' },
      });
      expect(await entriesFor(approved.id)).toEqual([
        expect.objectContaining({
          action: 'order.approve',
          entity_type: 'order',
          actor_public_id: admin.publicId,
          before: expect.objectContaining({ state: 'pending_approval' }),
          after: expect.objectContaining({ state: 'paid' }),
        }),
      ]);
      expect(await entriesFor(rejected.id)).toEqual([
        expect.objectContaining({
          action: 'order.reject',
          after: expect.objectContaining({ state: 'rejected', rejectionReason: 'El monto no coincide' }),
        }),
      ]);
      // A second approval is refused and leaves no second entry.
      await api.call('POST', `/billing/admin/orders/${approved.id}/approve`, { token: admin.accessToken });
      expect(await entriesFor(approved.id)).toHaveLength(1);
    });
  });

  it('keeps the test password out of every entry', async () => {
    const rows = await api.db.query<{ raw: string }>(
      'SELECT before::text || after::text AS raw FROM audit_log',
    );
    expect(rows.some((row) => row.raw?.includes(PASSWORD))).toBe(false);
  });
});
