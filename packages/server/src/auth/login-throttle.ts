import type { Database, Queryable } from '../db/database.ts';
import { LOGIN_LIMITS } from './limits.ts';

interface ThrottleRow {
  key: string;
  failures: number;
  window_started_at: Date;
  blocked_until: Date | null;
}

const keysFor = (email: string, ip: string) => ({
  pair: `pair:${email}|${ip}`,
  account: `account:${email}`,
  ip: `ip:${ip}`,
});

/** Seconds until sign-in may be tried again from this IP for this account; 0 when it may now. */
export async function loginRetryAfter(db: Queryable, email: string, ip: string, now: Date): Promise<number> {
  const keys = Object.values(keysFor(email, ip));
  const rows = await db.query<{ blocked_until: Date }>(
    'SELECT blocked_until FROM login_throttle WHERE key = ANY($1::text[]) AND blocked_until > $2',
    [keys, now],
  );
  const latest = Math.max(0, ...rows.map((row) => new Date(row.blocked_until).getTime()));
  return latest > now.getTime() ? Math.ceil((latest - now.getTime()) / 1000) : 0;
}

function nextState(
  kind: 'pair' | 'account' | 'ip',
  row: ThrottleRow | undefined,
  now: Date,
): Omit<ThrottleRow, 'key'> {
  const t = now.getTime();
  const windowMs = kind === 'pair' ? LOGIN_LIMITS.pairResetAfterMs : LOGIN_LIMITS.windowMs;
  const fresh = !row || t - new Date(row.window_started_at).getTime() >= windowMs;
  const failures = fresh ? 1 : row.failures + 1;
  const windowStart = fresh ? now : new Date(row.window_started_at);
  let blockedUntil: Date | null = null;
  if (kind === 'pair' && failures > LOGIN_LIMITS.pairFreeFailures) {
    const exponent = failures - LOGIN_LIMITS.pairFreeFailures - 1;
    const block = Math.min(LOGIN_LIMITS.pairBaseBlockMs * 2 ** exponent, LOGIN_LIMITS.pairMaxBlockMs);
    blockedUntil = new Date(t + block);
  } else if (kind !== 'pair') {
    const max = kind === 'account' ? LOGIN_LIMITS.accountMaxFailures : LOGIN_LIMITS.ipMaxFailures;
    // The block ends with the window it started in: nobody can extend it by trying more.
    if (failures >= max) blockedUntil = new Date(windowStart.getTime() + LOGIN_LIMITS.windowMs);
  }
  return { failures, window_started_at: windowStart, blocked_until: blockedUntil };
}

export async function recordLoginFailure(db: Database, email: string, ip: string, now: Date): Promise<void> {
  const keys = keysFor(email, ip);
  await db.transaction(async (tx) => {
    const rows = await tx.query<ThrottleRow>(
      'SELECT * FROM login_throttle WHERE key = ANY($1::text[]) FOR UPDATE',
      [Object.values(keys)],
    );
    for (const kind of ['pair', 'account', 'ip'] as const) {
      const key = keys[kind];
      const state = nextState(
        kind,
        rows.find((row) => row.key === key),
        now,
      );
      await tx.query(
        `INSERT INTO login_throttle (key, failures, window_started_at, blocked_until) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE SET failures = $2, window_started_at = $3, blocked_until = $4`,
        [key, state.failures, state.window_started_at, state.blocked_until],
      );
    }
  });
}

/** A successful sign-in forgets this pair's failures (not the account's or the IP's). */
export async function recordLoginSuccess(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE key = $1', [keysFor(email, ip).pair]);
}
