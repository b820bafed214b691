import { createSigner, createVerifier } from 'fast-jwt';
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

/** The claims of a token `sign` wrote, when it is still valid at `now` (seconds). */
function validClaims(payload: Record<string, unknown>, now: number): AccessClaims | null {
  const { sub, sid, exp } = payload;
  if (typeof exp !== 'number' || exp <= now) return null;
  if (typeof sub !== 'string' || typeof sid !== 'string') return null;
  return { userId: sub, sessionId: sid };
}

/**
 * Short-lived HS256 JWTs naming their session (`sid`), checked against the clock given.
 * fast-jwt (synchronous, node:crypto's HMAC) rather than jose: every authenticated call
 * verifies one, and WebCrypto's asynchronous HMAC cost more than the rest of a cached call.
 * Only HS256 tokens typed JWT, with this API's issuer and audience, are accepted. The expiry is
 * checked in `validClaims` against the app's clock: fast-jwt's is fixed when the verifier is made.
 */
export function accessTokens(secret: Uint8Array, clock: Clock): AccessTokens {
  const key = Buffer.from(secret);
  const signToken = createSigner({ key, algorithm: 'HS256', iss: ISSUER, aud: AUDIENCE });
  const verifyToken = createVerifier({
    key,
    algorithms: ['HS256'],
    checkTyp: 'JWT',
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    requiredClaims: ['sub', 'sid', 'exp'],
    ignoreExpiration: true,
    ignoreNotBefore: true,
  });
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    async sign({ userId, sessionId }) {
      const now = seconds();
      return signToken({ sid: sessionId, sub: userId, iat: now, exp: now + ACCESS_TOKEN_TTL_SECONDS });
    },
    async verify(token) {
      try {
        return validClaims(verifyToken(token) as Record<string, unknown>, seconds());
      } catch {
        return null;
      }
    },
  };
}
