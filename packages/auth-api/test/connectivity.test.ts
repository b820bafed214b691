import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../src/http/api-error.ts';
import {
  connectivityStore,
  createOutageMonitor,
  isOutage,
  outageRetryDelay,
} from '../src/connectivity/connectivity.ts';

afterEach(() => connectivityStore.setState({ reachable: true, failures: 0 }));

describe('what counts as an outage', () => {
  it('is no answer, a timeout or a 5xx; never an answer about the session', () => {
    expect(isOutage(new ApiError('x', 0, { code: 'NETWORK_ERROR' }))).toBe(true);
    expect(isOutage(new ApiError('x', 408))).toBe(true);
    expect(isOutage(new ApiError('x', 502))).toBe(true);
    expect(isOutage(new ApiError('x', 500))).toBe(true);
    expect(isOutage(new ApiError('x', 401))).toBe(false);
    expect(isOutage(new ApiError('x', 429))).toBe(false);
    expect(isOutage(new Error('x'))).toBe(false);
  });

  it('retries 1 s, 2 s, 4 s… up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(outageRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('the outage monitor', () => {
  function monitor() {
    const scheduled: { run: () => void; delayMs: number }[] = [];
    const probe = jest.fn(async () => undefined);
    const onRecovered = jest.fn();
    const outage = createOutageMonitor({
      probe,
      onRecovered,
      schedule: (run, delayMs) => {
        scheduled.push({ run, delayMs });
        return () => undefined;
      },
    });
    return { outage, probe, onRecovered, scheduled };
  }

  it('marks the API unreachable, probes with back-off, and recovers once when it answers', () => {
    const { outage, probe, onRecovered, scheduled } = monitor();
    outage.failed(new ApiError('x', 0));
    expect(connectivityStore.getState()).toEqual({ reachable: false, failures: 1 });
    expect(scheduled.map((entry) => entry.delayMs)).toEqual([1000]);
    scheduled[0]?.run();
    expect(probe).toHaveBeenCalledTimes(1);
    outage.failed(new ApiError('x', 503));
    expect(scheduled.map((entry) => entry.delayMs)).toEqual([1000, 2000]);
    outage.answered();
    outage.answered();
    expect(connectivityStore.getState()).toEqual({ reachable: true, failures: 0 });
    expect(onRecovered).toHaveBeenCalledTimes(1);
  });

  it('ignores failures that are answers, and answers while reachable', () => {
    const { outage, onRecovered, scheduled } = monitor();
    outage.failed(new ApiError('x', 401));
    outage.answered();
    expect(connectivityStore.getState().reachable).toBe(true);
    expect(scheduled).toHaveLength(0);
    expect(onRecovered).not.toHaveBeenCalled();
  });

  it('keeps one probe pending however many calls fail meanwhile', () => {
    const { outage, scheduled } = monitor();
    outage.failed(new ApiError('x', 0));
    outage.failed(new ApiError('x', 0));
    expect(scheduled).toHaveLength(1);
    expect(connectivityStore.getState().failures).toBe(2);
  });
});
