import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { serverProfileSchema, userListResponseSchema } from '@facturador/contracts';
import { PASSWORD, startApi, type SignedInUser, type TestApi } from './support/api.ts';

describe('profile, account validation, sessions and administration', () => {
  let api: TestApi;
  let owner: SignedInUser;
  let admin: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    api = await startApi();
    owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    customer = await api.signedIn();
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  describe('profile', () => {
    it('answers exactly the profile fields of SPEC.md §3', async () => {
      const answer = await api.call('GET', '/users/profile', { token: customer.accessToken });
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(Object.keys(serverProfileSchema.shape).sort());
      expect(body).toMatchObject({ documentType: { description: 'DNI' }, catIdentityDocumentTypesId: 1 });
    });

    it('updates what the user may change, never roles, status or e-mail', async () => {
      const change = { fullName: 'Carla Nueva', phoneNumber: '987654321', phoneCountryCode: '+51' };
      // Issue 43: fields the profile does not take are refused by name, and nothing changes.
      const escalate = await api.call('PATCH', '/users/profile', {
        token: customer.accessToken,
        body: {
          ...change,
          email: 'otro@x.test',
          isActive: false,
          UserSystemRoles: [{ role: { name: 'OWNER_SYSTEM' } }],
        },
      });
      expect(escalate.statusCode).toBe(400);
      expect((escalate.json() as { message: string }).message).toContain(
        'Campos no reconocidos: email, isActive, UserSystemRoles',
      );
      const unchanged = await api.call('GET', '/users/profile', { token: customer.accessToken });
      expect(unchanged.json()).not.toMatchObject({ fullName: 'Carla Nueva' });
      const answer = await api.call('PATCH', '/users/profile', { token: customer.accessToken, body: change });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        success: true,
        user: {
          fullName: 'Carla Nueva',
          phoneNumber: '987654321',
          email: customer.email,
          isActive: true,
          UserSystemRoles: [{ role: { name: 'CUSTOMER_SYSTEM' } }],
        },
      });
      const bad = await api.call('PATCH', '/users/profile', {
        token: customer.accessToken,
        body: { phoneNumber: 'abc' },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('validates the account with a DNI of 8 digits or a CE of 9 to 12, one account per document', async () => {
      const dni = await api.call('POST', '/users/validate-account', {
        token: customer.accessToken,
        body: { documentNumber: '1234567', firstName: 'Carla', lastName: 'Q' },
      });
      expect(dni.json()).toMatchObject({ message: 'Campo «documentNumber»: El DNI debe tener 8 dígitos' });
      const ce = await api.call('POST', '/users/validate-account', {
        token: customer.accessToken,
        body: { documentType: 'CE', documentNumber: '12345678', firstName: 'Carla', lastName: 'Q' },
      });
      expect(ce.json()).toMatchObject({
        message: 'Campo «documentNumber»: El CE debe tener entre 9 y 12 dígitos',
      });
      const ok = await api.call('POST', '/users/validate-account', {
        token: customer.accessToken,
        body: { documentNumber: '44556677', firstName: 'Carla', lastName: 'Quispe' },
      });
      expect(ok.json()).toMatchObject({
        user: { isValidAccount: true, number: '44556677', firstName: 'Carla' },
      });
      const taken = await api.call('POST', '/users/validate-account', {
        token: admin.accessToken,
        body: { documentNumber: '44556677', firstName: 'A', lastName: 'B' },
      });
      expect(taken.statusCode).toBe(409);
      const anonymous = await api.call('POST', '/users/validate-account', {
        body: { documentNumber: '44556677', firstName: 'A', lastName: 'B' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('sessions', () => {
    it('lists and renames one’s own sessions; another user’s session is not found', async () => {
      const second = await api.login(customer.email);
      expect(second.statusCode).toBe(200);
      const list = await api.call('GET', '/auth/sessions', { token: customer.accessToken });
      const sessions = (list.json() as { data: { id: string; isCurrent: boolean }[] }).data;
      expect(sessions).toHaveLength(2);
      const current = sessions.find((s) => s.isCurrent)!;
      const renamed = await api.call('POST', `/auth/sessions/${current.id}/rename`, {
        token: customer.accessToken,
        body: { newName: 'Mi laptop' },
      });
      expect(renamed.json()).toMatchObject({ data: { name: 'Mi laptop' } });
      expect(
        (
          await api.call('POST', `/auth/sessions/${current.id}/rename`, {
            token: customer.accessToken,
            body: { newName: '' },
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await api.call('GET', `/auth/sessions/${current.id}`, { token: admin.accessToken })).statusCode,
      ).toBe(404);
      expect(
        (await api.call('POST', `/auth/sessions/${current.id}/logout`, { token: admin.accessToken }))
          .statusCode,
      ).toBe(404);
    });

    it('ends another session with a mailed code, and all others at once', async () => {
      const other = (await api.login(customer.email)).json() as { access_token: string };
      const list = (await api.call('GET', '/auth/sessions', { token: customer.accessToken })).json() as {
        data: { id: string; isCurrent: boolean }[];
      };
      const target = (await api.call('GET', '/auth/sessions', { token: other.access_token })).json() as {
        data: { id: string; isCurrent: boolean }[];
      };
      const otherId = target.data.find((s) => s.isCurrent)!.id;
      expect(list.data.some((s) => s.id === otherId)).toBe(true);
      await api.call('POST', '/auth/security/request-verification', {
        token: customer.accessToken,
        body: { action: 'logout_session' },
      });
      const code = await api.latestCode(customer.email);
      const wrong = await api.call('POST', `/auth/sessions/${otherId}/logout-secure`, {
        token: customer.accessToken,
        body: { verificationCode: code === '000000' ? '111111' : '000000' },
      });
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
      const ended = await api.call('POST', `/auth/sessions/${otherId}/logout-secure`, {
        token: customer.accessToken,
        body: { verificationCode: code },
      });
      expect(ended.statusCode).toBe(200);
      expect((await api.call('GET', '/users/profile', { token: other.access_token })).json()).toMatchObject({
        code: 'SESSION_EXPIRED',
      });

      const third = (await api.login(customer.email)).json() as { access_token: string };
      const others = await api.call('POST', '/auth/sessions/logout-others', { token: customer.accessToken });
      expect((others.json() as { data: { revoked: number } }).data.revoked).toBeGreaterThanOrEqual(1);
      expect((await api.call('GET', '/users/profile', { token: third.access_token })).statusCode).toBe(401);
      expect((await api.call('GET', '/users/profile', { token: customer.accessToken })).statusCode).toBe(200);
    });
  });

  describe('administration', () => {
    it('refuses customers on every admin route', async () => {
      for (const [method, url] of [
        ['GET', '/users'],
        ['GET', `/users/${owner.publicId}`],
        ['GET', '/users/admin/roles'],
        ['PATCH', `/users/${admin.publicId}/roles`],
        ['DELETE', `/users/${admin.publicId}`],
      ] as const) {
        const answer = await api.call(method, url, {
          token: customer.accessToken,
          body: method === 'PATCH' ? { roles: ['OWNER_SYSTEM'] } : undefined,
        });
        expect([method, url, answer.statusCode]).toEqual([method, url, 403]);
      }
      expect((await api.call('GET', '/users')).statusCode).toBe(401);
    });

    it('lists with page, limit, search, role and isActive', async () => {
      const answer = await api.call('GET', '/users?page=1&limit=2&role=OWNER_SYSTEM', {
        token: admin.accessToken,
      });
      const body = userListResponseSchema.parse(answer.json());
      expect(body.meta).toMatchObject({ page: 1, limit: 2, total: 1, totalPages: 1 });
      expect(body.data[0]!.publicId).toBe(owner.publicId);
      const search = userListResponseSchema.parse(
        (
          await api.call('GET', `/users?search=${encodeURIComponent(customer.email.toUpperCase())}`, {
            token: admin.accessToken,
          })
        ).json(),
      );
      expect(search.data.map((u) => u.publicId)).toEqual([customer.publicId]);
      expect((await api.call('GET', '/users?limit=0', { token: admin.accessToken })).statusCode).toBe(400);
      expect(
        (await api.call('GET', '/users?isActive=false', { token: admin.accessToken })).json(),
      ).toMatchObject({ meta: { total: 0 } });
    });

    it('sorts by the fields the grid offers, both ways, and refuses any other', async () => {
      const sorted = async (query: string) =>
        userListResponseSchema
          .parse((await api.call('GET', `/users?limit=100&${query}`, { token: admin.accessToken })).json())
          .data.map((user) => user.email);
      const ascending = await sorted('sort=email&order=asc');
      expect(ascending).toEqual([...ascending].sort());
      expect(await sorted('sort=email&order=desc')).toEqual([...ascending].reverse());
      const answer = await api.call('GET', '/users?sort=password_hash', { token: admin.accessToken });
      expect(answer.statusCode).toBe(400);
    });

    it('reads a user by publicId; anything else is 404', async () => {
      expect(
        (await api.call('GET', `/users/${customer.publicId}`, { token: admin.accessToken })).json(),
      ).toMatchObject({ data: { email: customer.email } });
      expect((await api.call('GET', '/users/1', { token: admin.accessToken })).statusCode).toBe(404);
    });

    it('answers only the four system roles', async () => {
      const answer = await api.call('GET', '/users/admin/roles', { token: admin.accessToken });
      expect((answer.json() as { roles: { name: string }[] }).roles.map((r) => r.name)).toEqual([
        'OWNER_SYSTEM',
        'ADMINISTRATOR_SYSTEM',
        'CUSTOMER_SYSTEM',
        'RESELLER',
      ]);
    });

    it('creates users; only an owner may create an owner', async () => {
      const body = {
        fullName: 'Rosa Reventa',
        email: 'rosa@example.test',
        password: PASSWORD,
        roles: ['RESELLER'],
      };
      const created = await api.call('POST', '/users/admin/create', { token: admin.accessToken, body });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        message: 'El usuario fue creado exitosamente',
        data: { UserSystemRoles: [{ role: { name: 'RESELLER' } }] },
      });
      expect(
        (await api.call('POST', '/users/admin/create', { token: admin.accessToken, body })).statusCode,
      ).toBe(409);
      const escalate = await api.call('POST', '/users/admin/create', {
        token: admin.accessToken,
        body: { ...body, email: 'jefe@example.test', roles: ['OWNER_SYSTEM'] },
      });
      expect(escalate.statusCode).toBe(403);
      expect((await api.login('rosa@example.test')).statusCode).toBe(200);
    });

    it('guards role changes: no self-change, owners only for owners, no business roles', async () => {
      const self = await api.call('PATCH', `/users/${admin.publicId}/roles`, {
        token: admin.accessToken,
        body: { roles: ['OWNER_SYSTEM'] },
      });
      expect(self.statusCode).toBe(403);
      const grant = await api.call('PATCH', `/users/${customer.publicId}/roles`, {
        token: admin.accessToken,
        body: { roles: ['OWNER_SYSTEM'] },
      });
      expect(grant.statusCode).toBe(403);
      const touchOwner = await api.call('PATCH', `/users/${owner.publicId}/roles`, {
        token: admin.accessToken,
        body: { roles: ['CUSTOMER_SYSTEM'] },
      });
      expect(touchOwner.statusCode).toBe(403);
      const business = await api.call('PATCH', `/users/${customer.publicId}/roles`, {
        token: owner.accessToken,
        body: { roles: ['OWNER_BUSINESS'] },
      });
      expect(business.statusCode).toBe(400);
      const ok = await api.call('PATCH', `/users/${customer.publicId}/roles`, {
        token: admin.accessToken,
        body: { roles: ['CUSTOMER_SYSTEM', 'RESELLER'] },
      });
      expect(ok.json()).toMatchObject({ message: 'Los roles fueron actualizados exitosamente' });
      const ownerSelf = await api.call('DELETE', `/users/${owner.publicId}`, { token: owner.accessToken });
      expect(ownerSelf.statusCode).toBe(403);
    });

    it('deactivates (sessions then only read the profile and sign out) and soft-deletes users', async () => {
      const target = await api.signedIn();
      const off = await api.call('PATCH', `/users/${target.publicId}`, {
        token: admin.accessToken,
        body: { isActive: false },
      });
      expect(off.json()).toMatchObject({ data: { isActive: false } });
      const profile = await api.call('GET', '/users/profile', { token: target.accessToken });
      expect(profile.json()).toMatchObject({ isActive: false });
      const other = await api.call('GET', '/auth/sessions', { token: target.accessToken });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({
        code: 'ACCOUNT_INACTIVE',
        message: 'Tu cuenta está desactivada. Contacta al soporte.',
      });
      expect((await api.login(target.email)).json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
      expect((await api.call('POST', '/auth/logout', { token: target.accessToken })).statusCode).toBe(200);
      expect((await api.call('GET', '/users/profile', { token: target.accessToken })).statusCode).toBe(401);
      expect(
        (
          await api.call('PATCH', `/users/${owner.publicId}`, {
            token: admin.accessToken,
            body: { isActive: false },
          })
        ).statusCode,
      ).toBe(403);

      const doomed = await api.signedIn();
      const deleted = await api.call('DELETE', `/users/${doomed.publicId}`, { token: admin.accessToken });
      expect(deleted.json()).toMatchObject({ message: 'El usuario fue eliminado exitosamente' });
      expect((await api.call('GET', '/users/profile', { token: doomed.accessToken })).json()).toMatchObject({
        code: 'USER_NOT_FOUND',
      });
      // Still readable by administrators (to restore it), as deleted.
      expect(
        (await api.call('GET', `/users/${doomed.publicId}`, { token: admin.accessToken })).json(),
      ).toMatchObject({ data: { isDeleted: true } });
      expect(
        (
          await api.call('PATCH', `/users/${doomed.publicId}`, {
            token: admin.accessToken,
            body: { fullName: 'Fantasma' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await api.call('DELETE', `/users/${owner.publicId}`, { token: admin.accessToken })).statusCode,
      ).toBe(403);
    });
  });
});
