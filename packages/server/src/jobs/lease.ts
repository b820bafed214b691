/**
 * Work the server retries by itself — a document's send, a summary's send, a ticket's poll, a
 * webhook's delivery — is claimed with a lease and, when an attempt ends without a result, tried
 * again after a back-off. Every such job takes both from here, whatever it carries and however
 * it travels (SOAP today, REST for guías), so they read the same way and change in one place.
 */

/** A claimed attempt is the claimer's for this long; a crashed instance's is taken over after it. */
export const LEASE_MS = 60_000;

/** When a lease taken at `now` ends. */
export const leaseEnd = (now: Date): Date => new Date(now.getTime() + LEASE_MS);

/** Waits that double from `firstMs` after each attempt, up to `maxMs`. */
export interface BackOff {
  firstMs: number;
  maxMs: number;
}

/** 5 s, 10 s, 20 s… up to 5 minutes: a minute-long outage of SUNAT is over after four tries. */
export const SEND_BACK_OFF: BackOff = { firstMs: 5_000, maxMs: 300_000 };
/** A ticket is asked again after 2 s while SUNAT says 98 (in process), doubling up to a minute. */
export const TICKET_BACK_OFF: BackOff = { firstMs: 2_000, maxMs: 60_000 };
/** 30 s, 1 min, 2, 4, 8… capped at one hour (a receiver's outage, webhooks' 24 h to give up). */
export const WEBHOOK_BACK_OFF: BackOff = { firstMs: 30_000, maxMs: 60 * 60_000 };

/** The wait after the attempt numbered `attempts` (1 for the first). */
export function backOffMs(backOff: BackOff, attempts: number): number {
  return Math.min(backOff.firstMs * 2 ** Math.max(0, attempts - 1), backOff.maxMs);
}

/** When the next attempt is due, after the attempt numbered `attempts` ended at `now`. */
export const nextAttemptAt = (now: Date, backOff: BackOff, attempts: number): Date =>
  new Date(now.getTime() + backOffMs(backOff, attempts));
