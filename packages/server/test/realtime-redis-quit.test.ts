import { describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { quitRedis } from '../src/realtime/realtime.ts';

describe('closing the app while Redis is unreachable', () => {
  it('ends a Redis client that waits between reconnection attempts (ioredis emits no "end" then)', async () => {
    // Nothing listens on port 1; the next attempt is far away, as it is after a few failures.
    const client = new Redis('redis://127.0.0.1:1', { retryStrategy: () => 60_000 });
    client.on('error', () => {});
    await new Promise((resolve) => client.once('reconnecting', resolve));
    // Before the fix this never settled and the app's close hung (the test's 10 s limit).
    await expect(quitRedis(client)).resolves.toBeUndefined();
  }, 10_000);
});
