import { randomUUID } from 'node:crypto';

/** A client registered in «Menú SOL → Credenciales de API SUNAT»: its id and secret. */
export interface GreClient {
  clientId: string;
  clientSecret: string;
}

/**
 * SUNAT's beta GRE client as integrators publish it (giansalex/lycet#605, lycet's README): the
 * double always knows it, so a client configured for SUNAT's beta works unchanged.
 */
export const GRE_BETA_CLIENT: GreClient = {
  clientId: 'test-85e5b0ae-255c-4891-a595-0b98c65c9854',
  clientSecret: 'test-Hty/M6QshYvPgItX2P0+Kw==',
};

/** The scope of the guía API (gre-api openapi.yaml, greenter ApiFactory). */
export const GRE_SCOPE = 'https://api-cpe.sunat.gob.pe';

/** RFC 6749 §5.2 error bodies, which SUNAT's token endpoint follows; texts as clients report them. */
export const OAUTH_ERRORS = {
  unsupportedGrant: {
    error: 'unsupported_grant_type',
    error_description: 'El tipo de autorización no es soportado',
  },
  invalidScope: { error: 'invalid_scope', error_description: 'El scope solicitado no es válido' },
  // «Cliente no autorizado»: what SUNAT answers for an unknown client or a wrong secret (lycet#613, greenter#219).
  invalidClient: { error: 'invalid_client', error_description: 'Cliente no autorizado' },
  invalidGrant: { error: 'invalid_grant', error_description: 'Usuario o contraseña incorrectos' },
} as const;

interface Token {
  ruc: string;
  clientId: string;
  expiresAt: number;
}

export type TokenCheck = { ok: true; ruc: string } | { ok: false; reason: 'missing' | 'unknown' | 'expired' };

/** Access tokens the double issued, with their expiry on the double's clock. */
export class GreTokens {
  private readonly tokens = new Map<string, Token>();

  issue(ruc: string, clientId: string, now: number, seconds: number): string {
    const token = `gre.${randomUUID()}`;
    this.tokens.set(token, { ruc, clientId, expiresAt: now + seconds * 1000 });
    return token;
  }

  check(authorization: string | undefined, now: number): TokenCheck {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return { ok: false, reason: 'missing' };
    const token = this.tokens.get(match[1]!);
    if (!token) return { ok: false, reason: 'unknown' };
    return now < token.expiresAt ? { ok: true, ruc: token.ruc } : { ok: false, reason: 'expired' };
  }

  /** Every token expires now: the fault of a token that dies in the middle of a batch. */
  expireAll(now: number): void {
    for (const token of this.tokens.values()) token.expiresAt = Math.min(token.expiresAt, now);
  }

  /** How many tokens were issued (the token cache's tests count them). */
  get issued(): number {
    return this.tokens.size;
  }

  clear(): void {
    this.tokens.clear();
  }
}
