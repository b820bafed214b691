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

  it('marks the API unreachable, probes with back-off, and recovers once when it answers', async () => {
    const { outage, probe, onRecovered, scheduled } = monitor();
    probe.mockImplementation(async () => {
      outage.failed(new ApiError('x', 503));
      throw new ApiError('x', 503);
    });
    outage.failed(new ApiError('x', 0));
    expect(connectivityStore.getState()).toEqual({ reachable: false, failures: 1 });
    expect(scheduled.map((entry) => entry.delayMs)).toEqual([1000]);
    scheduled[0]?.run();
    expect(probe).toHaveBeenCalledTimes(1);
    await waitFor(() => scheduled.length === 2);
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

  it('counts a burst of failed calls as one round: the next try still comes after 1 s, then 2 s', async () => {
    const { outage, probe, scheduled } = monitor();
    probe.mockRejectedValue(new ApiError('x', 0));
    for (let call = 0; call < 5; call += 1) outage.failed(new ApiError('x', 0));
    expect(scheduled.map((entry) => entry.delayMs)).toEqual([1000]);
    expect(connectivityStore.getState().failures).toBe(1);
    scheduled[0]?.run();
    // Calls failing while the probe is out do not add rounds either.
    outage.failed(new ApiError('x', 0));
    await waitFor(() => scheduled.length === 2);
    expect(scheduled.map((entry) => entry.delayMs)).toEqual([1000, 2000]);
    expect(connectivityStore.getState().failures).toBe(2);
  });

  it('starts no further round once the API answered while a probe was out', async () => {
    const { outage, probe, scheduled } = monitor();
    let settleProbe: () => void = () => undefined;
    probe.mockImplementation(
      () => new Promise<undefined>((resolve) => (settleProbe = () => resolve(undefined))),
    );
    outage.failed(new ApiError('x', 0));
    scheduled[0]?.run();
    outage.answered();
    settleProbe();
    await Promise.resolve();
    await Promise.resolve();
    expect(scheduled).toHaveLength(1);
    expect(connectivityStore.getState()).toEqual({ reachable: true, failures: 0 });
  });
});

/** Lets the probe's promise chain settle: a few microtask turns, never a timer. */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 10 && !condition(); turn += 1) await Promise.resolve();
  expect(condition()).toBe(true);
}
