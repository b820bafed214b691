import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminUserDetailResponseSchema, userListResponseSchema } from '@facturador/contracts';
import { addCompany } from '../src/companies/company-repository.ts';
import { PASSWORD, startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { disconnected, nextEvent, socketClients } from './support/sockets.ts';

/** The administrators' user page (issue 16, Usuarios): list query, detail and account rules. */
describe('user administration', () => {
  let api: TestApi;
  let url: string;
  let owner: SignedInUser;
  let admin: SignedInUser;
  const sockets = socketClients();

  beforeAll(async () => {
    api = await startApi();
    url = await api.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await api.close();
  });

  const list = async (query: string, token = admin.accessToken) => {
    const answer = await api.call('GET', `/users?${query}`, { token });
    expect(answer.statusCode).toBe(200);
    return userListResponseSchema.parse(answer.json());
  };
  const create = (body: Record<string, unknown>, token = admin.accessToken) =>
    api.call('POST', '/users/admin/create', { token, body });

  describe('the list', () => {
    const tag = `lista${Date.now()}`;
    beforeAll(async () => {
      for (const [fullName, email, roles] of [
        ['Ana Zúñiga', `ana.${tag}@example.test`, ['CUSTOMER_SYSTEM']],
        ['beto Álvarez', `beto.${tag}@example.test`, ['RESELLER']],
        ['Carla Mendoza', `carla.${tag}@example.test`, ['CUSTOMER_SYSTEM', 'RESELLER']],
      ] as const) {
        expect((await create({ fullName, email, password: PASSWORD, roles })).statusCode).toBe(201);
      }
      const carla = (await list(`search=carla.${tag}`)).data[0]!;
      await api.db.query("UPDATE users SET document_number = '70112233' WHERE public_id = $1", [
        carla.publicId,
      ]);
      await api.call('PATCH', `/users/${carla.publicId}`, {
        token: admin.accessToken,
        body: { isActive: false },
      });
    });

    it('searches name, e-mail and document, whatever the case, wildcards taken literally', async () => {
      expect((await list(`search=${tag}`)).meta.total).toBe(3);
      expect((await list('search=ANA%20Z')).data.map((u) => u.fullName)).toContain('Ana Zúñiga');
      expect((await list(`search=BETO.${tag.toUpperCase()}`)).data.map((u) => u.fullName)).toEqual([
        'beto Álvarez',
      ]);
      expect((await list('search=70112233')).data.map((u) => u.fullName)).toEqual(['Carla Mendoza']);
      expect((await list(`search=${tag}%25`)).meta.total).toBe(0);
    });

    it('filters by role and by state', async () => {
      expect((await list(`search=${tag}&role=RESELLER`)).data.map((u) => u.fullName).sort()).toEqual([
        'Carla Mendoza',
        'beto Álvarez',
      ]);
      expect((await list(`search=${tag}&isActive=false`)).data.map((u) => u.fullName)).toEqual([
        'Carla Mendoza',
      ]);
      expect((await list(`search=${tag}&isActive=true&role=CUSTOMER_SYSTEM`)).meta.total).toBe(1);
    });

    it('sorts by name, e-mail, creation and last access, both ways', async () => {
      const names = async (query: string) =>
        (await list(`search=${tag}&${query}`)).data.map((u) => u.fullName);
      expect(await names('sort=fullName&order=asc')).toEqual(['Ana Zúñiga', 'beto Álvarez', 'Carla Mendoza']);
      expect(await names('sort=fullName&order=desc')).toEqual([
        'Carla Mendoza',
        'beto Álvarez',
        'Ana Zúñiga',
      ]);
      expect(await names('sort=email&order=desc')).toEqual(['Carla Mendoza', 'beto Álvarez', 'Ana Zúñiga']);
      expect(await names('sort=createdAt&order=asc')).toEqual([
        'Ana Zúñiga',
        'beto Álvarez',
        'Carla Mendoza',
      ]);
      api.clock.advance(60_000);
      expect((await api.login(`beto.${tag}@example.test`)).statusCode).toBe(200);
      const byAccess = await list(`search=${tag}&sort=lastAccessAt&order=desc`);
      expect(byAccess.data[0]).toMatchObject({
        fullName: 'beto Álvarez',
        lastAccessAt: api.clock.now().toISOString(),
      });
      // Never seen sorts last either way.
      expect(byAccess.data.slice(1).map((u) => u.lastAccessAt)).toEqual([null, null]);
      expect((await names('sort=lastAccessAt&order=asc'))[0]).toBe('beto Álvarez');
      expect((await api.call('GET', '/users?sort=password', { token: admin.accessToken })).statusCode).toBe(
        400,
      );
      expect((await api.call('GET', '/users?order=up', { token: admin.accessToken })).statusCode).toBe(400);
    });

    it('pages with page, limit and meta', async () => {
      const first = await list(`search=${tag}&limit=2&sort=fullName&order=asc`);
      expect(first.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
      const second = await list(`search=${tag}&limit=2&page=2&sort=fullName&order=asc`);
      expect(second.meta).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
      expect(second.data.map((u) => u.fullName)).toEqual(['Carla Mendoza']);
      expect((await api.call('GET', '/users?limit=101', { token: admin.accessToken })).statusCode).toBe(400);
      expect((await api.call('GET', '/users?page=0', { token: admin.accessToken })).statusCode).toBe(400);
    });

    it('lists deleted accounts only when asked', async () => {
      const ana = (await list(`search=ana.${tag}`)).data[0]!;
      await api.call('DELETE', `/users/${ana.publicId}`, { token: admin.accessToken });
      expect((await list(`search=${tag}`)).meta.total).toBe(2);
      const deleted = await list(`search=${tag}&isDeleted=true`);
      expect(deleted.data.map((u) => [u.fullName, u.isDeleted])).toEqual([['Ana Zúñiga', true]]);
    });
  });

  describe('creating a user', () => {
    it('mails a link to choose a password when none is given', async () => {
      const email = `nuevo${Date.now()}@example.test`;
      const created = await create({ fullName: 'Nuevo Usuario', email, roles: ['CUSTOMER_SYSTEM'] });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        message: 'El usuario fue creado exitosamente',
        data: { email, hasPassword: false },
      });
      expect((await api.login(email)).statusCode).toBe(401);
      const [mail] = await api.outbox(email);
      expect(mail).toMatchObject({ subject: 'Tu cuenta de Facturador está lista' });
      const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
      expect(link.pathname).toBe('/reset-password');
      const [token] = await api.db.query<{ days: number }>(
        `SELECT extract(epoch FROM t.expires_at - t.created_at) / 86400 AS days FROM password_reset_tokens t
           JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
        [email],
      );
      expect(Number(token!.days)).toBe(7);
      const set = await api.call('POST', '/auth/reset-password', {
        body: { token: link.searchParams.get('token'), password: 'Elegida123' },
      });
      expect(set.statusCode).toBe(200);
      expect((await api.login(email, 'Elegida123')).statusCode).toBe(200);
    });

    it('starts a customer on the free trial and gives staff none (issue 28, item 11)', async () => {
      const stamp = Date.now();
      const customerCreated = await create({
        fullName: 'Cliente Nuevo',
        email: `cliente${stamp}@example.test`,
        roles: ['CUSTOMER_SYSTEM'],
      });
      const staffCreated = await create({
        fullName: 'Staff Nuevo',
        email: `staff${stamp}@example.test`,
        roles: ['ADMINISTRATOR_SYSTEM'],
      });
      const detailOf = async (answer: typeof customerCreated) => {
        const { publicId } = (answer.json() as { data: { publicId: string } }).data;
        const detail = await api.call('GET', `/users/${publicId}`, { token: admin.accessToken });
        return adminUserDetailResponseSchema.parse(detail.json()).data;
      };
      expect((await detailOf(customerCreated)).subscription).toMatchObject({ state: 'active' });
      expect((await detailOf(staffCreated)).subscription).toBeNull();
    });

    it('refuses bad input with Spanish messages and creates nothing', async () => {
      const email = `malo${Date.now()}@example.test`;
      const bad = await create({ fullName: 'Malo', email, password: 'corta' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: expect.stringContaining('La contraseña') });
      expect((await list(`search=${email}`)).meta.total).toBe(0);
      expect((await create({ fullName: 'Malo', email: 'no-es-email' })).json()).toMatchObject({
        message: expect.stringContaining('Ingresa un email válido'),
      });
    });
  });

  describe('a user’s detail', () => {
    it('has the profile, companies, subscription and live sessions', async () => {
      const customer = await api.signedIn();
      await api.db.transaction((tx) =>
        addCompany(
          tx,
          customer.id,
          { ruc: '20123456786', businessName: 'Detalle S.A.C.', fiscalAddress: 'Av. Lima 1' },
          api.clock.now(),
        ),
      );
      const answer = await api.call('GET', `/users/${customer.publicId}`, { token: admin.accessToken });
      expect(answer.statusCode).toBe(200);
      const { data } = adminUserDetailResponseSchema.parse(answer.json());
      expect(data).toMatchObject({
        email: customer.email,
        companies: [{ ruc: '20123456786', businessName: 'Detalle S.A.C.', role: 'OWNER_BUSINESS' }],
        subscription: { state: expect.any(String), planName: expect.any(String) },
      });
      expect(data.sessions).toHaveLength(1);
      expect(data.sessions[0]).not.toHaveProperty('refreshToken');
      expect(JSON.stringify(data)).not.toContain(customer.refreshToken);
      expect(JSON.stringify(data)).not.toMatch(/password_hash|\$2[aby]\$|argon/);
    });
  });

  describe('rules', () => {
    it('an administrator cannot edit, deactivate, delete, restore or sign out an owner, nor grant the role', async () => {
      const other = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
      const token = admin.accessToken;
      for (const [method, path, body] of [
        ['PATCH', `/users/${other.publicId}`, { fullName: 'Cambiado' }],
        ['PATCH', `/users/${other.publicId}`, { isActive: false }],
        ['PATCH', `/users/${other.publicId}/roles`, { roles: ['CUSTOMER_SYSTEM'] }],
        ['DELETE', `/users/${other.publicId}`, undefined],
        ['POST', `/users/${other.publicId}/sessions/logout-all`, undefined],
        [
          'POST',
          '/users/admin/create',
          { fullName: 'Jefe', email: `jefe${Date.now()}@x.test`, roles: ['OWNER_SYSTEM'] },
        ],
      ] as const) {
        const answer = await api.call(method, path, { token, body });
        expect([method, path, answer.statusCode, (answer.json() as { message: string }).message]).toEqual([
          method,
          path,
          403,
          'Solo un Dueño del Sistema puede gestionar a otros dueños o asignar ese rol',
        ]);
      }
      const customer = await api.signedIn();
      expect(
        (
          await api.call('PATCH', `/users/${customer.publicId}/roles`, {
            token,
            body: { roles: ['CUSTOMER_SYSTEM', 'OWNER_SYSTEM'] },
          })
        ).statusCode,
      ).toBe(403);
      expect((await api.call('GET', `/users/${other.publicId}`, { token })).json()).toMatchObject({
        data: { fullName: expect.not.stringMatching('Cambiado'), isActive: true, isDeleted: false },
      });
      // An owner may do all of it.
      expect(
        (
          await api.call('PATCH', `/users/${other.publicId}`, {
            token: owner.accessToken,
            body: { fullName: 'Otro Dueño' },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await api.call('DELETE', `/users/${other.publicId}`, { token: owner.accessToken })).statusCode,
      ).toBe(200);
      expect((await api.call('POST', `/users/${other.publicId}/restore`, { token })).statusCode).toBe(403);
      expect(
        (await api.call('POST', `/users/${other.publicId}/restore`, { token: owner.accessToken })).statusCode,
      ).toBe(200);
    });

    it('nobody deletes, deactivates, demotes or signs out themselves; the only owner stays an owner', async () => {
      for (const [method, path, body] of [
        ['DELETE', `/users/${owner.publicId}`, undefined],
        ['PATCH', `/users/${owner.publicId}`, { isActive: false }],
        ['PATCH', `/users/${owner.publicId}/roles`, { roles: ['CUSTOMER_SYSTEM'] }],
        ['POST', `/users/${owner.publicId}/sessions/logout-all`, undefined],
      ] as const) {
        expect([
          method,
          path,
          (await api.call(method, path, { token: owner.accessToken, body })).statusCode,
        ]).toEqual([method, path, 403]);
      }
      expect(
        (await api.call('DELETE', `/users/${admin.publicId}`, { token: admin.accessToken })).statusCode,
      ).toBe(403);
      expect(
        (await api.call('GET', `/users/${owner.publicId}`, { token: admin.accessToken })).json(),
      ).toMatchObject({
        data: { isActive: true, isDeleted: false, UserSystemRoles: [{ role: { name: 'OWNER_SYSTEM' } }] },
      });
    });
  });

  describe('an account’s life', () => {
    it('restores a deleted account, which can sign in again; a live one is not restored', async () => {
      const user = await api.signedIn();
      expect(
        (await api.call('DELETE', `/users/${user.publicId}`, { token: admin.accessToken })).statusCode,
      ).toBe(200);
      expect((await api.login(user.email)).statusCode).not.toBe(200);
      const deleted = await api.call('GET', `/users/${user.publicId}`, { token: admin.accessToken });
      expect(deleted.json()).toMatchObject({ data: { isDeleted: true, sessions: [] } });
      const restored = await api.call('POST', `/users/${user.publicId}/restore`, {
        token: admin.accessToken,
      });
      expect(restored.json()).toMatchObject({
        message: 'La cuenta fue restaurada; el usuario puede volver a iniciar sesión',
        data: { isDeleted: false },
      });
      expect((await api.login(user.email)).statusCode).toBe(200);
      const again = await api.call('POST', `/users/${user.publicId}/restore`, { token: admin.accessToken });
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'La cuenta no está eliminada' });
      expect(
        (
          await api.call('POST', '/users/00000000-0000-4000-8000-000000000000/restore', {
            token: admin.accessToken,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('ends every session of a user at once, telling their open tabs', async () => {
      const user = await api.signedIn();
      const second = (await api.login(user.email)).json() as { access_token: string };
      const socket = await sockets.connect(url, second.access_token);
      const told = nextEvent(socket, 'force_logout');
      const closed = disconnected(socket);
      const answer = await api.call('POST', `/users/${user.publicId}/sessions/logout-all`, {
        token: admin.accessToken,
      });
      expect(answer.json()).toMatchObject({
        message: 'Se cerraron todas las sesiones del usuario',
        data: { revoked: 2 },
      });
      expect(await told).toMatchObject({ type: 'force_logout', userId: user.publicId });
      await closed;
      for (const token of [user.accessToken, second.access_token]) {
        expect((await api.call('GET', '/users/profile', { token })).statusCode).toBe(401);
      }
      expect((await api.login(user.email)).statusCode).toBe(200);
    });

    it('deleting tells the user’s open tabs at once', async () => {
      const user = await api.signedIn();
      const socket = await sockets.connect(url, user.accessToken);
      const told = nextEvent(socket, 'account_deleted');
      await api.call('DELETE', `/users/${user.publicId}`, { token: admin.accessToken });
      expect(await told).toMatchObject({ type: 'account_deleted', userId: user.publicId });
    });
  });
});
