import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../src/http/api-error.ts';
import {
  createTokenRefresher,
  isFatalRefreshError,
  needsRefresh,
  refreshBackoffDelay,
  startRefreshScheduler,
} from '../src/tokens/token-refresher.ts';
import { cookieTokenStore, isTokenUsable, tokenExpiresAt } from '../src/tokens/token-storage.ts';
import { jwt } from './http-server.ts';

describe('token cookies and structure (SPEC.md §5, §9)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('is usable only with three dot-separated parts and a future expiry', () => {
    const now = 1_700_000_000_000;
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

  it('writes access_token and refresh_token as Secure, SameSite=Lax cookies and clears them', () => {
    const written: string[] = [];
    const setter = jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    const store = cookieTokenStore();
    const access = jwt(Date.now() + 60_000);
    store.setTokens({ accessToken: access, refreshToken: 'opaque-refresh' });
    expect(written[0]).toMatch(
      new RegExp(`^access_token=${access.replace(/\./g, '\\.')}; Path=/; SameSite=Lax; Secure; Expires=`),
    );
    expect(written[1]).toBe('refresh_token=opaque-refresh; Path=/; SameSite=Lax; Secure');
    store.clear();
    expect(written.slice(2).map((cookie) => cookie.split(';')[0])).toEqual([
      'access_token=',
      'refresh_token=',
    ]);
    expect(written[2]).toContain('Expires=Thu, 01 Jan 1970');
    setter.mockRestore();
  });

  it('reads the tokens back from document.cookie', () => {
    jest
      .spyOn(Document.prototype, 'cookie', 'get')
      .mockReturnValue('theme=dark; access_token=a.b.c; refresh_token=r%3D1');
    const store = cookieTokenStore();
    expect([store.getAccessToken(), store.getRefreshToken()]).toEqual(['a.b.c', 'r=1']);
  });
});

describe('token refresh (SPEC.md §4, §8, §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('backs off 1 s doubling, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(refreshBackoffDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('treats 401, SESSION_EXPIRED and USER_NOT_FOUND as the end of the session', () => {
    expect(isFatalRefreshError(new ApiError('x', 401))).toBe(true);
    expect(isFatalRefreshError(new ApiError('x', 403, { code: 'SESSION_EXPIRED' }))).toBe(true);
    expect(isFatalRefreshError(new ApiError('x', 404, { code: 'USER_NOT_FOUND' }))).toBe(true);
    expect(isFatalRefreshError(new ApiError('x', 500))).toBe(false);
    expect(isFatalRefreshError(new ApiError('x', 0, { code: 'NETWORK_ERROR' }))).toBe(false);
  });

  it('tries at most 3 times, waiting 1 s then 2 s', async () => {
    const callRefresh = jest.fn(async () => {
      throw new ApiError('caído', 503);
    });
    const onSessionLost = jest.fn();
    const refresher = createTokenRefresher({ callRefresh, onSessionLost });
    const result = refresher.refresh();
    await jest.advanceTimersByTimeAsync(0);
    expect(callRefresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(callRefresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(callRefresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(callRefresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(callRefresh).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toBe(false);
    expect(callRefresh).toHaveBeenCalledTimes(3);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('stops at once and ends the session on a fatal failure', async () => {
    const callRefresh = jest.fn(async () => {
      throw new ApiError('x', 401, { code: 'TOKEN_REUSED' });
    });
    const onSessionLost = jest.fn();
    await expect(createTokenRefresher({ callRefresh, onSessionLost }).refresh()).resolves.toBe(false);
    expect(callRefresh).toHaveBeenCalledTimes(1);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent callers and keeps a 10 s cooldown', async () => {
    const callRefresh = jest.fn(async () => undefined);
    const refresher = createTokenRefresher({ callRefresh, onSessionLost: jest.fn() });
    await Promise.all([refresher.refresh(), refresher.refresh()]);
    expect(callRefresh).toHaveBeenCalledTimes(1);
    expect(refresher.inCooldown()).toBe(true);
    jest.advanceTimersByTime(9_999);
    expect(refresher.inCooldown()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(refresher.inCooldown()).toBe(false);
  });

  it('refreshes when under 300 s remain', () => {
    const now = Date.now();
    expect(needsRefresh(jwt(now + 300_000), now)).toBe(false);
    expect(needsRefresh(jwt(now + 299_000), now)).toBe(true);
    expect(needsRefresh(null, now)).toBe(true);
  });

  function schedulerWith(expiresInMs: number) {
    const refresh = jest.fn(async () => true);
    let cooldown = false;
    const refresher = { refresh, inCooldown: () => cooldown };
    const tokens = {
      getAccessToken: () => jwt(Date.now() + expiresInMs),
      getRefreshToken: () => 'refresh',
      setTokens: jest.fn(),
      clear: jest.fn(),
    };
    const stop = startRefreshScheduler({ refresher, tokens });
    return { refresh, stop, setCooldown: (value: boolean) => (cooldown = value) };
  }

  it('checks every 120 s', () => {
    const { refresh, stop } = schedulerWith(200_000);
    jest.advanceTimersByTime(119_999);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    jest.advanceTimersByTime(600_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not refresh a token with 300 s or more left', () => {
    const { refresh, stop } = schedulerWith(301_000);
    jest.advanceTimersByTime(120_000);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('checks 1 s after window focus or the page becoming visible', () => {
    const { refresh, stop } = schedulerWith(10_000);
    window.dispatchEvent(new Event('focus'));
    jest.advanceTimersByTime(999);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('skips the check while the refresher is cooling down', () => {
    const { refresh, stop, setCooldown } = schedulerWith(10_000);
    setCooldown(true);
    window.dispatchEvent(new Event('focus'));
    jest.advanceTimersByTime(1000);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });
});
