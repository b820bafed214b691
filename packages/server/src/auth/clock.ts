/** The time every expiry, window and token is measured against, and what runs periodic tasks; tests pass their own. */
export interface Clock {
  now(): Date;
  /** Runs `task` every `ms` of this clock's time until the function returned is called. */
  every(ms: number, task: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  every(ms, task) {
    const timer = setInterval(task, ms);
    // A periodic task never keeps the process alive on its own.
    timer.unref();
    return () => clearInterval(timer);
  },
};

export type ManualClock = Clock & {
  /** Moves the time on; each periodic task that fell due runs once. */
  advance(ms: number): void;
  /** How many periodic tasks are registered (stopped ones are not). */
  scheduled(): number;
};

/** A clock that moves only when told to (tests). */
export function manualClock(start = new Date('2030-01-01T12:00:00Z')): ManualClock {
  let current = start.getTime();
  const tasks = new Set<{ ms: number; due: number; task: () => void }>();
  return {
    now: () => new Date(current),
    every(ms, task) {
      const entry = { ms, due: current + ms, task };
      tasks.add(entry);
      return () => tasks.delete(entry);
    },
    advance(ms: number) {
      current += ms;
      for (const entry of [...tasks]) {
        if (current < entry.due) continue;
        entry.due += entry.ms * (Math.floor((current - entry.due) / entry.ms) + 1);
        entry.task();
      }
    },
    scheduled: () => tasks.size,
  };
}
