import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  TOKEN_COOKIE_SAME_SITE,
  TOKEN_COOKIE_SECURE,
} from '../constants.ts';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Where the tokens live. The browser keeps them in cookies; tests may pass their own. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: TokenPair): void;
  clear(): void;
}

/** The expiry (ms since epoch) a JWT states, or null when it is not a readable JWT. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  // Stryker disable next-line ArrayDeclaration: any one-part list is as unreadable as none
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const payload = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** SPEC.md §5: usable only with three dot-separated parts and a future expiry. */
export function isTokenUsable(token: string | null | undefined, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}

function readCookie(doc: Document, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function writeCookie(doc: Document, name: string, value: string, expires: Date | null): void {
  const expiry = expires ? `; Expires=${expires.toUTCString()}` : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; ${tokenCookieAttributes()}${expiry}`;
}

/** The attributes every token cookie is written with (exposed so tests can read them). */
export function tokenCookieAttributes(): string {
  const attributes = ['Path=/', `SameSite=${TOKEN_COOKIE_SAME_SITE}`];
  // Stryker disable next-line ConditionalExpression: TOKEN_COOKIE_SECURE is true
  if (TOKEN_COOKIE_SECURE) attributes.push('Secure');
  return attributes.join('; ');
}

/** SPEC.md §9: the cookies access_token and refresh_token, Secure, SameSite=Lax. */
export function cookieTokenStore(doc: Document = document): TokenStore {
  const expiryOf = (token: string) => {
    const at = tokenExpiresAt(token);
    return at === null ? null : new Date(at);
  };
  return {
    getAccessToken: () => readCookie(doc, ACCESS_TOKEN_COOKIE),
    getRefreshToken: () => readCookie(doc, REFRESH_TOKEN_COOKIE),
    setTokens({ accessToken, refreshToken }) {
      writeCookie(doc, ACCESS_TOKEN_COOKIE, accessToken, expiryOf(accessToken));
      writeCookie(doc, REFRESH_TOKEN_COOKIE, refreshToken, expiryOf(refreshToken));
    },
    clear() {
      writeCookie(doc, ACCESS_TOKEN_COOKIE, '', new Date(0));
      writeCookie(doc, REFRESH_TOKEN_COOKIE, '', new Date(0));
    },
  };
}
