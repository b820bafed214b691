import { describe, expect, it } from '@jest/globals';
import {
  backOffMs,
  leaseEnd,
  LEASE_MS,
  nextAttemptAt,
  SEND_BACK_OFF,
  TICKET_BACK_OFF,
  WEBHOOK_BACK_OFF,
} from '../src/jobs/lease.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const waits = (backOff: typeof SEND_BACK_OFF, attempts: number[]) =>
  attempts.map((attempt) => backOffMs(backOff, attempt));

/** One lease and one back-off for every job the server retries by itself (issue 44). */
describe('the lease and the back-off of retried jobs', () => {
  it('sends a document again after 5 s, 10 s, 20 s… up to 5 minutes', () => {
    expect(waits(SEND_BACK_OFF, [1, 2, 3, 4, 6, 7, 30])).toEqual([
      5 * SECOND,
      10 * SECOND,
      20 * SECOND,
      40 * SECOND,
      160 * SECOND,
      5 * MINUTE,
      5 * MINUTE,
    ]);
  });

  it('asks for a ticket after 2 s first, doubling up to a minute', () => {
    expect(waits(TICKET_BACK_OFF, [0, 1, 2, 5, 6, 20])).toEqual([
      2 * SECOND,
      2 * SECOND,
      4 * SECOND,
      32 * SECOND,
      MINUTE,
      MINUTE,
    ]);
  });

  it('delivers a webhook again after 30 s, 1 min, 2, 4… up to an hour', () => {
    expect(waits(WEBHOOK_BACK_OFF, [1, 2, 3, 4, 8, 20])).toEqual([
      30 * SECOND,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      60 * MINUTE,
      60 * MINUTE,
    ]);
  });

  it('dates the lease’s end and the next attempt from the moment given', () => {
    const now = new Date('2026-12-07T10:00:00Z');
    expect(leaseEnd(now).getTime() - now.getTime()).toBe(LEASE_MS);
    expect(LEASE_MS).toBe(MINUTE);
    expect(nextAttemptAt(now, SEND_BACK_OFF, 2).toISOString()).toBe('2026-12-07T10:00:10.000Z');
  });
});
