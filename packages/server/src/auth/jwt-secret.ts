import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../config/env.ts';

const SECRET_FILE = 'jwt-secret';

/**
 * JWT_SECRET when set (required in production). Otherwise a secret generated once and kept
 * next to the embedded database, so that restarting the development server keeps sessions.
 */
export async function resolveJwtSecret(
  env: Pick<Env, 'JWT_SECRET' | 'DATA_DIR' | 'NODE_ENV'>,
): Promise<Uint8Array> {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET is required in production');
  const file = join(env.DATA_DIR, SECRET_FILE);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch {
    const secret = randomBytes(48);
    await mkdir(env.DATA_DIR, { recursive: true });
    await writeFile(file, secret.toString('base64url'), { mode: 0o600 });
    return secret;
  }
}
