/** Every lifetime and limit of accounts and sessions, in one place. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A session not refreshed for this long expires. */
export const SESSION_IDLE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A rotated refresh token still answers this long (concurrent tabs), then its reuse ends the session. */
export const REFRESH_GRACE_MS = 10_000;
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Resending a code: one per minute, five per hour. */
export const RESEND_MIN_INTERVAL_MS = 60_000;
export const RESEND_MAX_PER_HOUR = 5;
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** The link a user created by an administrator gets to choose a password. */
export const ACCOUNT_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Google's tokens may be a few seconds off our clock. */
export const GOOGLE_CLOCK_SKEW_SECONDS = 5;

/**
 * Failed sign-ins. Per account and IP pair: free tries, then an exponential block capped at
 * PAIR_MAX_BLOCK. Per account from anywhere and per IP: a fixed window, so the block of a
 * victim's account always ends by itself.
 */
export const LOGIN_LIMITS = {
  pairFreeFailures: 5,
  pairBaseBlockMs: 1000,
  pairMaxBlockMs: 15 * 60 * 1000,
  pairResetAfterMs: 24 * 60 * 60 * 1000,
  accountMaxFailures: 50,
  ipMaxFailures: 100,
  windowMs: 15 * 60 * 1000,
} as const;
