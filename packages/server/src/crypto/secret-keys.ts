import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../config/env.ts';
import { generateSecretKey, parseSecretKeys, type SecretKey } from './secret-box.ts';

const KEYS_FILE = 'secrets-keys';

/**
 * SECRETS_KEYS when set (required in production). Otherwise a key generated once and kept
 * next to the embedded database, as the JWT secret is, so development data stays readable.
 */
export async function resolveSecretKeys(
  env: Pick<Env, 'SECRETS_KEYS' | 'DATA_DIR' | 'NODE_ENV'>,
): Promise<SecretKey[]> {
  if (env.SECRETS_KEYS) return parseSecretKeys(env.SECRETS_KEYS);
  if (env.NODE_ENV === 'production') throw new Error('SECRETS_KEYS is required in production');
  const file = join(env.DATA_DIR, KEYS_FILE);
  try {
    return parseSecretKeys((await readFile(file, 'utf8')).trim());
  } catch {
    const value = generateSecretKey('dev1');
    await mkdir(env.DATA_DIR, { recursive: true });
    await writeFile(file, value, { mode: 0o600 });
    return parseSecretKeys(value);
  }
}
