import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ApiSecrets } from './cluster.ts';

/** Fresh production-form secrets of the API (JWT_SECRET, SECRETS_KEYS). */
export function newApiSecrets(): ApiSecrets {
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SECRETS_KEYS: `cluster1:${randomBytes(32).toString('base64')}`,
  };
}

/** The cluster's secrets, generated on first use and kept (mode 600) so restarts keep sessions. */
export function keptApiSecrets(file: string): ApiSecrets {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ApiSecrets;
  const secrets = newApiSecrets();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
