import { jwtVerify, SignJWT } from 'jose';
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

/** Short-lived HS256 JWTs naming their session (`sid`), checked against the clock given. */
export function accessTokens(secret: Uint8Array, clock: Clock): AccessTokens {
  return {
    async sign({ userId, sessionId }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
