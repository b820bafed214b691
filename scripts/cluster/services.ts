import { join } from 'node:path';
import { ensurePostgres, startPrivatePostgres, type PrivatePostgres } from './postgres.ts';
import { ensureRedis, startPrivateRedis, type PrivateRedis } from './redis.ts';
import { freePort } from './ports.ts';

export interface Services {
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  stop(): Promise<void>;
}

/**
 * PostgreSQL and Redis of our own, from Debian's binaries, in `folder` and on free ports:
 * what the fault suite and the realtime bench stop and start, never the machine's servers.
 * Returns the reason instead when a binary is missing and cannot be installed.
 */
export async function startPrivateServices(
  folder: string,
  { forTests = false, log }: { forTests?: boolean; log?: (name: string, line: string) => void } = {},
): Promise<Services | { unavailable: string }> {
  for (const [name, ensure] of [
    ['PostgreSQL', ensurePostgres],
    ['redis-server', ensureRedis],
  ] as const) {
    const availability = ensure();
    if (!availability.ok) return { unavailable: `${name}: ${availability.reason}` };
  }
  const postgres = await startPrivatePostgres({
    dataDir: join(folder, 'postgres'),
    port: await freePort(),
    forTests,
  });
  const redis = await startPrivateRedis({
    port: await freePort(),
    dir: join(folder, 'redis'),
    ...(log ? { log } : {}),
  });
  return {
    postgres,
    redis,
    async stop() {
      await redis.stop();
      await postgres.stop();
    },
  };
}
