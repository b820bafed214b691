/** The time every expiry, window and token is measured against; tests pass their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export type ManualClock = Clock & { advance(ms: number): void };

/** A clock that moves only when told to (tests). */
export function manualClock(start = new Date('2030-01-01T12:00:00Z')): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
