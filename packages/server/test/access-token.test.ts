import { describe, expect, it } from '@jest/globals';
import type * as Jose from 'jose';
import { accessTokens } from '../src/auth/access-token.ts';
import { manualClock } from '../src/auth/clock.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../src/auth/limits.ts';
import { nativeRequire } from './support/native-require.ts';

const jose = nativeRequire('jose') as typeof Jose;

const secret = new TextEncoder().encode('una-clave-de-prueba-de-al-menos-32-bytes');
const claims = {
  userId: '6f1c2d3e-0000-4000-8000-000000000001',
  sessionId: 'a1b2c3d4-0000-4000-8000-000000000002',
};
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What a standard JWT library signs with the same secret, claims and lifetime. */
async function joseToken(
  clock: { now(): Date },
  header: Jose.JWTHeaderParameters = { alg: 'HS256', typ: 'JWT' },
  issuer = 'facturador-api',
) {
  const now = Math.floor(clock.now().getTime() / 1000);
  return new jose.SignJWT({ sid: claims.sessionId })
    .setProtectedHeader(header)
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience('facturador')
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
    .sign(header.alg === 'HS512' ? new Uint8Array(64).fill(1) : secret);
}

describe('access tokens', () => {
  it('writes standard HS256 JWTs that a JWT library accepts, and accepts its tokens', async () => {
    const clock = manualClock();
    const tokens = accessTokens(secret, clock);
    const token = await tokens.sign(claims);

    const { payload, protectedHeader } = await jose.jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: 'facturador-api',
      audience: 'facturador',
      currentDate: clock.now(),
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: claims.userId, sid: claims.sessionId });
    expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);

    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(await joseToken(clock))).toEqual(claims);
  });

  it('refuses a token once its 15 minutes are over', async () => {
    const clock = manualClock();
    const tokens = accessTokens(secret, clock);
    const token = await tokens.sign(claims);
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses another secret, a changed payload, another algorithm or issuer, and malformed tokens', async () => {
    const clock = manualClock();
    const tokens = accessTokens(secret, clock);
    const token = await tokens.sign(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const other = accessTokens(new TextEncoder().encode('otra-clave-de-prueba-de-al-menos-32-bytes'), clock);
    const forgedPayload = base64url({
      ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
      sub: 'x',
    });

    const refused = [
      await other.sign(claims),
      `${header}.${forgedPayload}.${signature}`,
      `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}`,
      await joseToken(clock, { alg: 'HS512', typ: 'JWT' }),
      await joseToken(clock, { alg: 'HS256' }),
      await joseToken(clock, { alg: 'HS256', typ: 'JWT' }, 'otro-emisor'),
      `${token}.extra`,
      // The same signature bytes written another way (padding) are not the token signed.
      `${token}=`,
      'no-es-un-token',
      '',
    ];
    for (const candidate of refused)
      expect([candidate, await tokens.verify(candidate)]).toEqual([candidate, null]);
  });
});
