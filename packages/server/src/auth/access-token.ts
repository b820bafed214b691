import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './limits.ts';

const ISSUER = 'facturador-api';
const AUDIENCE = 'facturador';

export interface AccessClaims {
  /** The user's publicId. */
  userId: string;
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a well-signed, unexpired token; null otherwise. */
  verify(token: string): Promise<AccessClaims | null>;
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** The one header this server writes, and the only one it accepts: no other algorithm, no "none". */
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** The payload of a token, when it is what `sign` writes and still valid at `now` (seconds). */
function validClaims(payload: unknown, now: number): AccessClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, sid, iss, aud, exp, nbf } = payload as Record<string, unknown>;
  if (iss !== ISSUER || aud !== AUDIENCE) return null;
  if (typeof exp !== 'number' || exp <= now) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
  if (typeof sub !== 'string' || typeof sid !== 'string') return null;
  return { userId: sub, sessionId: sid };
}

/**
 * Short-lived HS256 JWTs naming their session (`sid`), checked against the clock given.
 * Written and checked with node:crypto's synchronous HMAC rather than a JWT library: every
 * authenticated call verifies one, and WebCrypto's asynchronous HMAC cost more than the rest
 * of a cached call. Anything but the exact header `sign` writes is refused before the HMAC.
 */
export function accessTokens(secret: Uint8Array, clock: Clock): AccessTokens {
  const signature = (signed: string) => createHmac('sha256', secret).update(signed).digest('base64url');
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    async sign({ userId, sessionId }) {
      const now = seconds();
      const payload = base64url(
        JSON.stringify({
          sid: sessionId,
          sub: userId,
          iss: ISSUER,
          aud: AUDIENCE,
          iat: now,
          exp: now + ACCESS_TOKEN_TTL_SECONDS,
        }),
      );
      return `${HEADER}.${payload}.${signature(`${HEADER}.${payload}`)}`;
    },
    async verify(token) {
      const [header, payload, given, extra] = token.split('.');
      if (header !== HEADER || payload === undefined || given === undefined || extra !== undefined) {
        return null;
      }
      // Compared as text: only the exact encoding `sign` writes passes, not a variant of it.
      const expected = Buffer.from(signature(`${header}.${payload}`));
      const received = Buffer.from(given);
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
      try {
        return validClaims(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), seconds());
      } catch {
        return null;
      }
    },
  };
}
