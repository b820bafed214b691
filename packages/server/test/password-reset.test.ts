import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PASSWORD, startApi, type TestApi } from './support/api.ts';
import { disconnected, nextEvent, socketClients } from './support/sockets.ts';

const NEW_PASSWORD = 'Distinta456';

describe('password reset', () => {
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

  const forgot = (email: string) => api.call('POST', '/auth/forgot-password', { body: { email } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    api.call('POST', '/auth/reset-password', { body: { token, password } });
  const refresh = (token: string) =>
    api.call('POST', '/auth/refresh', { headers: { 'x-refresh-token': token } });
  const outboxSize = async () => {
    const [row] = await api.db.query<{ count: string }>('SELECT count(*) AS count FROM mail_outbox');
    return Number(row!.count);
  };

  /** The token of the link in the latest reset mail to this address. */
  async function mailedToken(email: string): Promise<string> {
    const [mail] = await api.outbox(email);
    expect(mail?.subject).toBe('Restablece tu contraseña de Facturador');
    const link = /https?:\/\/\S+/.exec(mail!.text)?.[0];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    expect(new URL(link!).pathname).toBe('/reset-password');
    return token;
  }

  it('answers the same for an existing and an unknown e-mail, and mails only the existing one', async () => {
    const user = await api.createUser();
    const before = await outboxSize();

    const known = await forgot(user.email);
    const unknown = await forgot('nadie-existe@example.test');

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toMatchObject({ success: true });
    expect(await outboxSize()).toBe(before + 1);
    expect(await api.outbox(user.email)).toHaveLength(1);
    expect(await api.outbox('nadie-existe@example.test')).toHaveLength(0);
  });

  it('mails nothing for a disabled or deleted account, and still answers the same', async () => {
    const inactive = await api.createUser({ isActive: false });
    const deleted = await api.createUser();
    await api.db.query('UPDATE users SET is_deleted = true WHERE id = $1', [deleted.id]);
    const reference = (await forgot('otro-desconocido@example.test')).json();
    const before = await outboxSize();

    expect((await forgot(inactive.email)).json()).toEqual(reference);
    expect((await forgot(deleted.email)).json()).toEqual(reference);
    expect(await outboxSize()).toBe(before);
  });

  it('sets the new password: it works, the old one no longer does, and the link is single use', async () => {
    const user = await api.createUser();
    await forgot(user.email);
    const token = await mailedToken(user.email);

    const answer = await reset(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true });

    expect((await api.login(user.email, PASSWORD)).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await api.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Tercera789');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'INVALID_RESET_TOKEN' });
    expect((await api.login(user.email, 'Tercera789')).statusCode).toBe(401);
    expect((await api.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends earlier links when one of them is used', async () => {
    const user = await api.createUser();
    await forgot(user.email);
    const first = await mailedToken(user.email);
    await forgot(user.email);
    const second = await mailedToken(user.email);
    expect(second).not.toBe(first);

    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'Tercera789')).json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
  });

  it('accepts a link for 30 minutes and not after', async () => {
    const early = await api.createUser();
    await forgot(early.email);
    const earlyToken = await mailedToken(early.email);
    const late = await api.createUser();
    await forgot(late.email);
    const lateToken = await mailedToken(late.email);

    api.clock.advance(30 * 60_000 - 1000);
    expect((await reset(earlyToken)).statusCode).toBe(200);

    api.clock.advance(1000);
    const expired = await reset(lateToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
    expect((await api.login(late.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a weak password, changing nothing', async () => {
    const user = await api.createUser();
    await forgot(user.email);
    const token = await mailedToken(user.email);

    expect((await reset('no-es-un-token-de-ningun-enlace-enviado')).json()).toMatchObject({
      code: 'INVALID_RESET_TOKEN',
    });
    expect((await reset('corto')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Campo «token»: El enlace no es válido',
    });
    const weak = await reset(token, 'abcdef');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    // The weak attempt did not spend the link.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("ends the user's other sessions: refresh fails, access tokens are refused, sockets get force_logout", async () => {
    const user = await api.signedIn();
    const phone = (await api.login(user.email)).json() as { access_token: string; refresh_token: string };
    const bystander = await api.signedIn();
    const socket = await sockets.connect(url, phone.access_token);
    const bystanderSocket = await sockets.connect(url, bystander.accessToken);
    let bystanderTold = false;
    bystanderSocket.on('force_logout', () => (bystanderTold = true));

    const forced = nextEvent(socket, 'force_logout');
    const closed = disconnected(socket);
    await forgot(user.email);
    expect((await reset(await mailedToken(user.email))).statusCode).toBe(200);

    expect(await forced).toMatchObject({ type: 'force_logout', userId: user.publicId });
    await closed;
    for (const session of [user, { accessToken: phone.access_token, refreshToken: phone.refresh_token }]) {
      const profile = await api.call('GET', '/users/profile', { token: session.accessToken });
      expect(profile.statusCode).toBe(401);
      expect(profile.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
      const renewed = await refresh(session.refreshToken);
      expect(renewed.statusCode).toBe(401);
      expect(renewed.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    }
    await expect(sockets.connect(url, phone.access_token)).rejects.toBeTruthy();

    // Another user's session is untouched.
    expect((await api.call('GET', '/users/profile', { token: bystander.accessToken })).statusCode).toBe(200);
    expect((await bystanderSocket.emitWithAck('profile:get')) as { success: boolean }).toMatchObject({
      success: true,
    });
    expect(bystanderTold).toBe(false);
  });
});
