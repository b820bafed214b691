import { existsSync, mkdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { startProcess, stopProcess } from '../lib/process.mjs';
import { ensureDebianPackages, type Availability } from './debian.ts';
import { endsWithParent } from './parent-death.ts';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** Debian's redis-server, installed when missing and possible. */
export function ensureRedis(): Availability {
  return ensureDebianPackages(['redis-server'], () => existsSync(REDIS_SERVER));
}

export interface PrivateRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A redis-server of our own on 127.0.0.1:port, nothing persisted (the data are real-time
 * events and peer messages: nothing to keep), run as a child of this script.
 */
export async function startPrivateRedis({
  port,
  dir,
  log,
}: {
  port: number;
  dir: string;
  log?: (name: string, line: string) => void;
}): Promise<PrivateRedis> {
  mkdirSync(dir, { recursive: true });
  let child: ChildProcess | null = null;
  const start = async () => {
    const [command, args] = endsWithParent(REDIS_SERVER, [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    ]);
    child = await startProcess({
      name: 'redis',
      command,
      args,
      cwd: dir,
      ready: /Ready to accept connections/,
      ...(log ? { log } : {}),
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    async stop() {
      if (child) await stopProcess(child);
      child = null;
    },
  };
}
