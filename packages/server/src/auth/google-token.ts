import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { GOOGLE_CLOCK_SKEW_SECONDS } from './limits.ts';

export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface GoogleVerifierOptions {
  projectId: string;
  /** Set only with FIREBASE_AUTH_EMULATOR_HOST: the emulator signs nothing. */
  acceptEmulatorTokens: boolean;
  /** The JWKS of Google's signing keys (GOOGLE_JWKS_URL); fetched when first needed, then cached. */
  jwksUrl: string;
  now: () => Date;
}

function identityOf(payload: JWTPayload): GoogleIdentity | null {
  if (typeof payload.sub !== 'string' || payload.sub.length === 0) return null;
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
  return {
    subject: payload.sub,
    email: text(payload.email)?.toLowerCase() ?? null,
    emailVerified: payload.email_verified === true,
    name: text(payload.name),
    picture: text(payload.picture),
  };
}

/** A function checking a Firebase ID token: signature, audience, issuer, expiry (with skew). */
export function googleVerifier(
  options: GoogleVerifierOptions,
): (idToken: string) => Promise<GoogleIdentity | null> {
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return async (idToken) => {
    try {
      if (options.acceptEmulatorTokens && decodeProtectedHeader(idToken).alg === 'none') {
        const payload = decodeJwt(idToken);
        const now = Math.floor(options.now().getTime() / 1000);
        const fresh = typeof payload.exp === 'number' && payload.exp + GOOGLE_CLOCK_SKEW_SECONDS > now;
        const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
        if (!fresh || payload.iss !== issuer || !audience.includes(options.projectId)) return null;
        return identityOf(payload);
      }
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer,
        audience: options.projectId,
        clockTolerance: GOOGLE_CLOCK_SKEW_SECONDS,
        currentDate: options.now(),
      });
      return identityOf(payload);
    } catch {
      return null;
    }
  };
}
