import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  cookieTokenStore,
  isTokenUsable,
  tokenCookieAttributes,
  tokenExpiresAt,
} from '../src/tokens/token-storage.ts';
import { tokenWithPayload } from './fixtures.ts';
import { jwt } from './http-server.ts';

describe('token structure (SPEC.md §5)', () => {
  const now = 1_700_000_000_000;

  it('is usable only with three dot-separated parts and a future expiry', () => {
    expect(isTokenUsable(jwt(now + 1000), now)).toBe(true);
    expect(isTokenUsable(jwt(now), now)).toBe(false);
    expect(
      isTokenUsable(
        jwt(now + 1000)
          .split('.')
          .slice(0, 2)
          .join('.'),
        now,
      ),
    ).toBe(false);
    expect(isTokenUsable(`${jwt(now + 1000)}.extra`, now)).toBe(false);
    expect(isTokenUsable('a.b.c', now)).toBe(false);
    expect(isTokenUsable(null, now)).toBe(false);
    expect(tokenExpiresAt(jwt(now + 60_000))).toBe(now + 60_000);
  });

  it('decodes base64url payloads, with or without padding', () => {
    // These subjects encode to payloads holding "-" and "_" (base64's "+" and "/").
    for (const sub of ['???>>>', 'a???>>>']) {
      const token = tokenWithPayload({ sub, exp: 1_700_000_060 });
      expect(token.split('.')[1]).toMatch(/-.*_|_.*-/);
      expect(tokenExpiresAt(token)).toBe(1_700_000_060_000);
    }
  });

  it('reads no expiry from a payload that is not JSON, lacks exp or states it as text', () => {
    expect(tokenExpiresAt('a.!!!.c')).toBeNull();
    expect(tokenExpiresAt('a.bm90IGpzb24.c')).toBeNull();
    expect(tokenExpiresAt('a..c')).toBeNull();
    expect(tokenExpiresAt(tokenWithPayload({ sub: 'usr_1' }))).toBeNull();
    expect(tokenExpiresAt(tokenWithPayload({ exp: '1700000060' }))).toBeNull();
    expect(isTokenUsable(tokenWithPayload({ exp: '99999999999' }), now)).toBe(false);
  });

  it('never calls a token without a readable expiry usable, whatever the clock says', () => {
    for (const token of [null, undefined, 'a.b.c', tokenWithPayload({ exp: '1' })]) {
      expect(isTokenUsable(token, -now)).toBe(false);
    }
  });
});

describe('token cookies (SPEC.md §9)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('names the attributes every token cookie carries', () => {
    expect(tokenCookieAttributes()).toBe('Path=/; SameSite=Lax; Secure');
  });

  it('writes access_token and refresh_token as Secure, SameSite=Lax cookies and clears them', () => {
    const written: string[] = [];
    jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    const store = cookieTokenStore();
    const access = jwt(Date.now() + 60_000);
    store.setTokens({ accessToken: access, refreshToken: 'opaque-refresh' });
    expect(written[0]).toMatch(
      new RegExp(`^access_token=${access.replace(/\./g, '\\.')}; Path=/; SameSite=Lax; Secure; Expires=`),
    );
    expect(written[1]).toBe(`refresh_token=opaque-refresh; ${tokenCookieAttributes()}`);
    store.clear();
    expect(written.slice(2).map((cookie) => cookie.split(';')[0])).toEqual([
      'access_token=',
      'refresh_token=',
    ]);
    expect(written[2]).toContain('Expires=Thu, 01 Jan 1970');
  });

  it('reads the tokens back from document.cookie', () => {
    jest
      .spyOn(Document.prototype, 'cookie', 'get')
      .mockReturnValue('theme=dark; access_token=a.b.c; refresh_token=r%3D1');
    const store = cookieTokenStore();
    expect([store.getAccessToken(), store.getRefreshToken()]).toEqual(['a.b.c', 'r=1']);
  });

  it('keeps an "=" written unencoded inside a cookie value', () => {
    jest.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue('refresh_token=r=1=2');
    expect(cookieTokenStore().getRefreshToken()).toBe('r=1=2');
    expect(cookieTokenStore().getAccessToken()).toBeNull();
  });
});
