import { randomBytes } from 'node:crypto';

export interface BuildInfo {
  app: string;
  id: string;
  timestamp: number;
}

/** A build id is unique per build: time first so ids sort, then randomness. */
export function createBuildInfo(app: string, now = Date.now()): BuildInfo {
  const id = process.env.BUILD_ID ?? `${now.toString(36)}-${randomBytes(4).toString('hex')}`;
  return { app, id, timestamp: now };
}
