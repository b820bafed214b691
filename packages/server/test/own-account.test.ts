import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PASSWORD, startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { disconnected, nextEvent, socketClients } from './support/sockets.ts';

describe('the user’s own account: profile rules and deletion', () => {
  let api: TestApi;
  let url: string;
  const sockets = socketClients();

  beforeAll(async () => {
    api = await startApi();
    url = await api.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await api.close();
  });

  const row = async (user: SignedInUser) => {
    const [found] = await api.db.query<{
      is_deleted: boolean;
      phone_number: string | null;
      phone_country_code: string | null;
      document_number: string | null;
      identity_document_type_id: string;
    }>(
      'SELECT is_deleted, phone_number, phone_country_code, document_number, identity_document_type_id FROM users WHERE id = $1',
      [user.id],
    );
    return found!;
  };
  const liveSessions = async (user: SignedInUser) => {
    const [found] = await api.db.query<{ count: string }>(
      'SELECT count(*) AS count FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [user.id],
    );
    return Number(found!.count);
  };
  const patch = (user: SignedInUser, body: object) =>
    api.call('PATCH', '/users/profile', { token: user.accessToken, body });

  describe('PATCH /users/profile', () => {
    it('refuses a phone that is not valid for its country and saves nothing', async () => {
      // A Peruvian mobile has nine digits: this one misses one.
      const user = await api.signedIn();
      const answer = await patch(user, { phoneCountryCode: '+51', phoneNumber: '98765432' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'phoneNumber', message: 'Ingresa un teléfono válido para el país elegido' }],
      });
      expect(await row(user)).toMatchObject({ phone_number: null, phone_country_code: null });
    });

    it('saves a valid Peruvian mobile number', async () => {
      const user = await api.signedIn();
      const answer = await patch(user, { phoneCountryCode: '+51', phoneNumber: '987 654 321' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ user: { phoneCountryCode: '+51', phoneNumber: '987 654 321' } });
      expect(await row(user)).toMatchObject({ phone_number: '987 654 321', phone_country_code: '+51' });
    });

    it('stores a document (uppercase) while the account is not validated', async () => {
      const user = await api.signedIn();
      const answer = await patch(user, { documentType: 'CE', documentNumber: 'abc123456' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ user: { number: 'ABC123456', documentType: { code: '4' } } });
    });

    it('answers 409 when another account has that document', async () => {
      const first = await api.signedIn();
      const second = await api.signedIn();
      expect((await patch(first, { documentType: 'DNI', documentNumber: '41234567' })).statusCode).toBe(200);
      const answer = await patch(second, { documentType: 'DNI', documentNumber: '41234567' });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'El número de documento ya está registrado en otra cuenta',
      });
    });

    it('refuses to change the document once the account is validated', async () => {
      const user = await api.signedIn();
      const validated = await api.call('POST', '/users/validate-account', {
        token: user.accessToken,
        body: { documentType: 'DNI', documentNumber: '45678912', firstName: 'Rosa', lastName: 'Quispe' },
      });
      expect(validated.statusCode).toBe(200);
      const answer = await patch(user, { documentType: 'DNI', documentNumber: '45678913' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'El documento no se puede cambiar después de validar la cuenta',
      });
      expect(await row(user)).toMatchObject({ document_number: '45678912' });

      // The form sending the same document back with other changes is not a change of document.
      const same = await patch(user, {
        fullName: 'Rosa Quispe',
        documentType: 'DNI',
        documentNumber: '45678912',
      });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ user: { fullName: 'Rosa Quispe', number: '45678912' } });
    });
  });

  describe('DELETE /users/profile', () => {
    const remove = (user: SignedInUser, body: object) =>
      api.call('DELETE', '/users/profile', { token: user.accessToken, body });

    it('refuses another e-mail, a missing and a wrong password, and changes nothing', async () => {
      const user = await api.signedIn();
      const wrongEmail = await remove(user, { email: 'otra@example.test', password: PASSWORD });
      expect(wrongEmail.statusCode).toBe(400);
      expect(wrongEmail.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Campo «email»: El email no coincide con el de tu cuenta',
        details: [{ field: 'email', message: 'El email no coincide con el de tu cuenta' }],
      });

      const missing = await remove(user, { email: user.email });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'password', message: 'La contraseña es requerida' }],
      });

      const wrong = await remove(user, { email: user.email, password: 'NoEsEsta1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'INVALID_PASSWORD',
        message: 'La contraseña es incorrecta',
      });

      expect(await row(user)).toMatchObject({ is_deleted: false });
      expect(await liveSessions(user)).toBe(1);
      expect((await api.call('GET', '/users/profile', { token: user.accessToken })).statusCode).toBe(200);
    });

    it('marks the account deleted, ends every session, mails how to recover it', async () => {
      const user = await api.signedIn();
      const other = (await api.login(user.email)).json() as { access_token: string };
      const socket = await sockets.connect(url, other.access_token);
      const forced = nextEvent(socket, 'force_logout');
      const closed = disconnected(socket);
      // The deleting tab goes to the account-deleted page itself: its socket closes untold.
      const own = await sockets.connect(url, user.accessToken);
      const toldOwn: unknown[] = [];
      own.on('force_logout', (event: unknown) => toldOwn.push(event));
      const ownClosed = disconnected(own);

      const answer = await remove(user, { email: user.email.toUpperCase(), password: PASSWORD });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        success: true,
        message: 'Tu cuenta fue eliminada. Si cambias de opinión, contacta al soporte para recuperarla.',
      });
      expect(await forced).toMatchObject({ type: 'force_logout', userId: user.publicId });
      await closed;
      await ownClosed;
      expect(toldOwn).toEqual([]);

      expect(await row(user)).toMatchObject({ is_deleted: true });
      expect(await liveSessions(user)).toBe(0);
      const [notice] = await api.outbox(user.email);
      expect(notice?.subject).toBe('Tu cuenta de Facturador fue eliminada');
      expect(notice?.text).toContain('soporte@facturador.pe');

      const login = await api.login(user.email);
      expect(login.statusCode).toBe(401);
      expect(login.json()).toMatchObject({
        code: 'ACCOUNT_DELETED',
        message: 'Tu cuenta ha sido eliminada. Contacta al soporte para recuperarla.',
      });
      const profile = await api.call('GET', '/users/profile', { token: user.accessToken });
      expect(profile.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    });

    it('needs only the e-mail from an account without a password (Google)', async () => {
      const user = await api.signedIn();
      await api.db.query('UPDATE users SET password_hash = NULL, is_oauth = true WHERE id = $1', [user.id]);
      const answer = await remove(user, { email: user.email });
      expect(answer.statusCode).toBe(200);
      expect(await row(user)).toMatchObject({ is_deleted: true });
    });

    it('refuses the last active owner', async () => {
      // Every other owner this database holds leaves first, so that this one is the last.
      await api.db.query(
        `UPDATE users SET is_deleted = true WHERE id IN (SELECT ur.user_id FROM user_roles ur
           JOIN roles r ON r.id = ur.role_id WHERE r.name = 'OWNER_SYSTEM')`,
      );
      const owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
      const answer = await remove(owner, { email: owner.email, password: PASSWORD });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'CONFLICT',
        message:
          'No puedes eliminar tu cuenta: eres el último Dueño del Sistema. Asigna ese rol a otra persona primero.',
      });
      expect(await row(owner)).toMatchObject({ is_deleted: false });
      expect(await liveSessions(owner)).toBe(1);

      const second = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
      expect((await remove(owner, { email: owner.email, password: PASSWORD })).statusCode).toBe(200);
      expect(await row(second)).toMatchObject({ is_deleted: false });
    });
  });
});
