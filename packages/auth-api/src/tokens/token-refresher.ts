import {
  TOKEN_REFRESH_BACKOFF_INITIAL_MS,
  TOKEN_REFRESH_BACKOFF_MAX_MS,
  TOKEN_REFRESH_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_COOLDOWN_MS,
  TOKEN_REFRESH_MAX_ATTEMPTS,
  TOKEN_REFRESH_THRESHOLD_MS,
  TOKEN_REFRESH_WAKE_DELAY_MS,
} from '../constants.ts';
import { isOutage } from '../connectivity/connectivity.ts';
import { isApiError } from '../http/api-error.ts';
import { tokenExpiresAt, type TokenStore } from './token-storage.ts';

/** Wait before the next attempt after `failures` failed ones: 1 s doubling, capped at 30 s. */
export function refreshBackoffDelay(failures: number): number {
  return Math.min(TOKEN_REFRESH_BACKOFF_INITIAL_MS * 2 ** (failures - 1), TOKEN_REFRESH_BACKOFF_MAX_MS);
}

const FATAL_CODES = ['SESSION_EXPIRED', 'USER_NOT_FOUND'];

/** SPEC.md §8: a refresh failing with 401, SESSION_EXPIRED or USER_NOT_FOUND ends the session. */
export function isFatalRefreshError(error: unknown): boolean {
  // Stryker disable next-line StringLiteral: any text that is not a fatal code is alike here
  return isApiError(error) && (error.statusCode === 401 || FATAL_CODES.includes(error.code ?? ''));
}

/** New tokens stored; the server refused the session; or no answer to ask it (an outage). */
export type RefreshResult = 'refreshed' | 'rejected' | 'unreachable';

export interface TokenRefresherOptions {
  /** One call of POST /auth/refresh that stores what it gets; throws on failure. */
  callRefresh(): Promise<void>;
  /** The session is over (fatal failure). */
  onSessionLost(error: unknown): void;
  now?: () => number;
}

export function createTokenRefresher({ callRefresh, onSessionLost, now = Date.now }: TokenRefresherOptions) {
  let running: Promise<RefreshResult> | null = null;
  let lastStartedAt = -Infinity;

  async function attempt(): Promise<RefreshResult> {
    for (let failures = 0; ;) {
      try {
        await callRefresh();
        return 'refreshed';
      } catch (error) {
        if (isFatalRefreshError(error)) {
          onSessionLost(error);
          return 'rejected';
        }
        failures += 1;
        // An outage keeps the session (the tokens may still be good); anything else the
        // server answered, tried three times, does not.
        if (failures >= TOKEN_REFRESH_MAX_ATTEMPTS) return isOutage(error) ? 'unreachable' : 'rejected';
        await new Promise((resolve) => setTimeout(resolve, refreshBackoffDelay(failures)));
      }
    }
  }

  return {
    /** Refresh now (concurrent callers share one refresh). */
    refresh(): Promise<RefreshResult> {
      if (!running) {
        lastStartedAt = now();
        running = attempt().finally(() => {
          running = null;
        });
      }
      return running;
    },
    /** Within 10 s of the last refresh another one is not started by the scheduler. */
    inCooldown(): boolean {
      return now() - lastStartedAt < TOKEN_REFRESH_COOLDOWN_MS;
    },
  };
}
export type TokenRefresher = ReturnType<typeof createTokenRefresher>;

/** The token needs refreshing when under 300 s remain (or its expiry cannot be read). */
export function needsRefresh(accessToken: string | null, now: number): boolean {
  const expiresAt = tokenExpiresAt(accessToken);
  return expiresAt === null || expiresAt - now < TOKEN_REFRESH_THRESHOLD_MS;
}

/**
 * SPEC.md §4: look at the token every 120 s and 1 s after the page becomes visible or the
 * window gets focus; refresh proactively, never twice within the cooldown.
 */
export function startRefreshScheduler(options: {
  refresher: TokenRefresher;
  tokens: TokenStore;
  now?: () => number;
  win?: Window;
  doc?: Document;
}): () => void {
  const { refresher, tokens, now = Date.now, win = window, doc = document } = options;
  const wakeTimers = new Set<ReturnType<typeof setTimeout>>();

  const tick = () => {
    if (!tokens.getRefreshToken() || refresher.inCooldown()) return;
    if (needsRefresh(tokens.getAccessToken(), now())) void refresher.refresh();
  };
  const wake = () => {
    const timer = setTimeout(() => {
      // Only keeps the set small: clearing a timer that has fired does nothing.
      // Stryker disable next-line CallExpression: no behaviour to pin (see above)
      wakeTimers.delete(timer);
      tick();
    }, TOKEN_REFRESH_WAKE_DELAY_MS);
    wakeTimers.add(timer);
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') wake();
  };

  const interval = setInterval(tick, TOKEN_REFRESH_CHECK_INTERVAL_MS);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('focus', wake);
  return () => {
    clearInterval(interval);
    for (const timer of wakeTimers) clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('focus', wake);
  };
}
