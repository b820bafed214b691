/** SPEC.md §9: every business constant the client uses, in one place. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Toasts disappear after this unless they say otherwise. */
export const TOAST_DEFAULT_DURATION_MS = 5000;

/** Realtime reconnection (the shell's socket uses these). */
export const REALTIME_RECONNECTION_DELAY_MS = 1000;
export const REALTIME_RECONNECTION_DELAY_MAX_MS = 5000;
export const REALTIME_RECONNECTION_ATTEMPTS = 5;

/** Token cookies. */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const TOKEN_COOKIE_SAME_SITE = 'Lax';
export const TOKEN_COOKIE_SECURE = true;

/** Cross-tab sync. */
export const AUTH_SYNC_CHANNEL = 'auth-sync';
export const AUTH_SYNC_MESSAGES = { login: 'LOGIN', logout: 'LOGOUT' } as const;

/** Client rate limit: per method + path. */
export const CLIENT_RATE_LIMIT_MAX_REQUESTS = 10;
export const CLIENT_RATE_LIMIT_WINDOW_MS = 60 * SECOND;
/** After the server answers 429, calls fail at once for this long. */
export const SERVER_RATE_LIMIT_BACKOFF_MS = 300 * SECOND;
/**
 * Not in SPEC.md (issue 39): realtime events refresh a query key at most this often, so live
 * refreshes spend at most 6 of a path's 10 calls a minute and 4 stay for the person's own.
 */
export const LIVE_REFRESH_INTERVAL_MS = 10 * SECOND;
/** A refresh due while a read of its key is on its way waits this long for that read to end. */
export const LIVE_REFRESH_BUSY_DELAY_MS = 1 * SECOND;
/** A read the client's own limit refused is tried again, once the window allows, this many times. */
export const RATE_LIMITED_READ_RETRIES = 3;

/** Realtime event de-duplication. */
export const REALTIME_DEDUP_WINDOW_MS = 5 * SECOND;
export const REALTIME_DEDUP_CACHE_MAX_ENTRIES = 50;
export const REALTIME_PROFILE_UPDATE_BUCKET_MS = 2 * SECOND;

/** Modals over /app close after a short delay (100-200 ms). */
export const MODAL_CLOSE_DELAY_MIN_MS = 100;
export const MODAL_CLOSE_DELAY_MAX_MS = 200;

/** Session checks. */
export const SESSION_RECHECK_INTERVAL_MS = 300 * SECOND;
export const SESSION_STALE_AFTER_MS = 900 * SECOND;
/** An auth check answered 429 pushes the next check back by this much. */
export const AUTH_CHECK_RATE_LIMIT_COOLDOWN_MS = 10 * MINUTE;

/** Token refresh. */
/** Not in SPEC.md (issue 17): retries while the API does not answer, 1 s doubling to 30 s. */
export const OUTAGE_RETRY_INITIAL_MS = 1 * SECOND;
export const OUTAGE_RETRY_MAX_MS = 30 * SECOND;
export const TOKEN_REFRESH_MAX_ATTEMPTS = 3;
export const TOKEN_REFRESH_BACKOFF_INITIAL_MS = 1 * SECOND;
export const TOKEN_REFRESH_BACKOFF_MAX_MS = 30 * SECOND;
export const TOKEN_REFRESH_COOLDOWN_MS = 10 * SECOND;
export const TOKEN_REFRESH_CHECK_INTERVAL_MS = 120 * SECOND;
/** Page visible or window focus: look at the token this long afterwards. */
export const TOKEN_REFRESH_WAKE_DELAY_MS = 1 * SECOND;
/** Refresh proactively when fewer seconds than this remain. */
export const TOKEN_REFRESH_THRESHOLD_MS = 300 * SECOND;

/** New-build reload: at most once per path in this window. */
export const CHUNK_RELOAD_GUARD_MS = 10 * SECOND;

/** Path of the realtime namespace on the API origin. */
export const REALTIME_PATH = '/auth';
