import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../src/http/api-error.ts';
import {
  createTokenRefresher,
  isFatalRefreshError,
  needsRefresh,
  refreshBackoffDelay,
  startRefreshScheduler,
} from '../src/tokens/token-refresher.ts';
import type { TokenStore } from '../src/tokens/token-storage.ts';
import { tokenWithPayload } from './fixtures.ts';
import { jwt } from './http-server.ts';

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

  it('tries at most 3 times, waiting 1 s then 2 s, and calls an outage unreachable', async () => {
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
    await expect(result).resolves.toBe('unreachable');
    expect(callRefresh).toHaveBeenCalledTimes(3);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('calls three refusals that are not an outage rejected, without ending the session itself', async () => {
    const callRefresh = jest.fn(async () => {
      throw new ApiError('x', 400);
    });
    const onSessionLost = jest.fn();
    const result = createTokenRefresher({ callRefresh, onSessionLost }).refresh();
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toBe('rejected');
    expect(callRefresh).toHaveBeenCalledTimes(3);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('stops at once and ends the session on a fatal failure', async () => {
    const callRefresh = jest.fn(async () => {
      throw new ApiError('x', 401, { code: 'TOKEN_REUSED' });
    });
    const onSessionLost = jest.fn();
    const result = createTokenRefresher({ callRefresh, onSessionLost }).refresh();
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toBe('rejected');
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

  it('has no cooldown before the first refresh', () => {
    const refresher = createTokenRefresher({
      callRefresh: jest.fn(async () => undefined),
      onSessionLost: jest.fn(),
    });
    expect(refresher.inCooldown()).toBe(false);
  });

  it('starts a new refresh once the previous one has finished', async () => {
    const callRefresh = jest.fn(async () => undefined);
    const refresher = createTokenRefresher({ callRefresh, onSessionLost: jest.fn() });
    await expect(refresher.refresh()).resolves.toBe('refreshed');
    await expect(refresher.refresh()).resolves.toBe('refreshed');
    expect(callRefresh).toHaveBeenCalledTimes(2);
  });

  it('starts a new refresh after a failed one too', async () => {
    const callRefresh = jest.fn(async () => {
      throw new ApiError('x', 401);
    });
    const refresher = createTokenRefresher({ callRefresh, onSessionLost: jest.fn() });
    for (let run = 0; run < 2; run += 1) {
      const result = refresher.refresh();
      // Were the failure retried, the retries would run here.
      await jest.advanceTimersByTimeAsync(60_000);
      await expect(result).resolves.toBe('rejected');
    }
    expect(callRefresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes when under 300 s remain', () => {
    const now = Date.now();
    expect(needsRefresh(jwt(now + 300_000), now)).toBe(false);
    expect(needsRefresh(jwt(now + 299_000), now)).toBe(true);
    expect(needsRefresh(null, now)).toBe(true);
  });

  it('refreshes a token whose expiry cannot be read, whatever the clock says', () => {
    for (const token of [null, 'opaque', tokenWithPayload({ exp: 'soon' })]) {
      expect(needsRefresh(token, -Date.now())).toBe(true);
    }
  });

  /** A page of our own (focus and visibility events), so no test touches the global one. */
  function fakePage() {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const win = new EventTarget();
    return {
      doc: doc as unknown as Document,
      win: win as unknown as Window,
      focus: () => win.dispatchEvent(new Event('focus')),
      show: () => {
        doc.visibilityState = 'visible';
        doc.dispatchEvent(new Event('visibilitychange'));
      },
      hide: () => {
        doc.visibilityState = 'hidden';
        doc.dispatchEvent(new Event('visibilitychange'));
      },
    };
  }

  function schedulerWith(expiresInMs: number, page?: ReturnType<typeof fakePage>) {
    const refresh = jest.fn(async () => 'refreshed' as const);
    let cooldown = false;
    const refresher = { refresh, inCooldown: () => cooldown };
    const tokens: TokenStore = {
      getAccessToken: () => jwt(Date.now() + expiresInMs),
      getRefreshToken: () => 'refresh',
      setTokens: jest.fn(),
      clear: jest.fn(),
    };
    const stop = startRefreshScheduler({ refresher, tokens, win: page?.win, doc: page?.doc });
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

  it('does not check when the page becomes hidden', () => {
    const page = fakePage();
    const { refresh, stop } = schedulerWith(10_000, page);
    page.hide();
    jest.advanceTimersByTime(1000);
    expect(refresh).not.toHaveBeenCalled();
    page.show();
    jest.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('cancels a pending check when stopped', () => {
    const page = fakePage();
    const { refresh, stop } = schedulerWith(10_000, page);
    page.focus();
    page.show();
    jest.advanceTimersByTime(500);
    stop();
    jest.advanceTimersByTime(1000);
    expect(refresh).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops listening to focus and visibility when stopped', () => {
    const page = fakePage();
    const { refresh, stop } = schedulerWith(10_000, page);
    stop();
    page.focus();
    page.show();
    jest.advanceTimersByTime(1000);
    expect(refresh).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not check without a refresh token', () => {
    const page = fakePage();
    const refresh = jest.fn(async () => 'refreshed' as const);
    const stop = startRefreshScheduler({
      refresher: { refresh, inCooldown: () => false },
      tokens: {
        getAccessToken: () => null,
        getRefreshToken: () => null,
        setTokens: jest.fn(),
        clear: jest.fn(),
      },
      win: page.win,
      doc: page.doc,
    });
    page.focus();
    jest.advanceTimersByTime(120_000);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });
});
