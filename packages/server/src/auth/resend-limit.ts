import type { Queryable } from '../db/database.ts';
import { RESEND_MAX_PER_HOUR, RESEND_MIN_INTERVAL_MS } from './limits.ts';
import { codesSentSince } from './one-time-codes.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long before another e-mail verification code may be sent to this account: one a minute
 * and RESEND_MAX_PER_HOUR an hour, however they are asked for. 0 when one may go now.
 */
export async function verificationResendWaitMs(db: Queryable, userId: string, now: Date): Promise<number> {
  const sent = await codesSentSince(db, userId, 'verify_email', new Date(now.getTime() - HOUR_MS));
  const waitMinute = sent[0] ? sent[0].getTime() + RESEND_MIN_INTERVAL_MS - now.getTime() : 0;
  const waitHour = sent.length >= RESEND_MAX_PER_HOUR ? sent.at(-1)!.getTime() + HOUR_MS - now.getTime() : 0;
  return Math.max(waitMinute, waitHour, 0);
}
