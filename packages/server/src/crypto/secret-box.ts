import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (SOL passwords, certificates and their passwords, gateway keys): AES-256-GCM
 * with a key ring. The first key seals; any key of the ring opens, so keys can be rotated by
 * adding a new first key and re-sealing what `isCurrent` says is not. The `context` (say,
 * "company:42:sol_password") is authenticated data: a sealed value copied to another row or
 * column does not open there.
 */
export interface SecretKey {
  id: string;
  key: Buffer;
}

export interface SecretBox {
  seal(plain: string | Buffer, context: string): string;
  open(sealed: string, context: string): Buffer;
  /** Sealed with the current (first) key; false means it should be re-sealed. */
  isCurrent(sealed: string): boolean;
}

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/** `SECRETS_KEYS`: "id:base64key,id:base64key", the first one current; each key 32 bytes. */
export function parseSecretKeys(value: string): SecretKey[] {
  const keys = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [id, encoded] = entry.split(':');
      const key = Buffer.from(encoded ?? '', 'base64');
      if (!id || !/^[A-Za-z0-9_-]+$/.test(id) || key.length !== KEY_BYTES) {
        throw new SecretBoxError('SECRETS_KEYS: each entry is id:base64 of 32 bytes');
      }
      return { id, key };
    });
  if (keys.length === 0) throw new SecretBoxError('SECRETS_KEYS names no key');
  if (new Set(keys.map((key) => key.id)).size !== keys.length) {
    throw new SecretBoxError('SECRETS_KEYS repeats a key id');
  }
  return keys;
}

export function generateSecretKey(id: string): string {
  return `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;
}

export function createSecretBox(keys: readonly SecretKey[]): SecretBox {
  const [current] = keys;
  if (!current) throw new SecretBoxError('a secret box needs at least one key');
  const byId = new Map(keys.map((key) => [key.id, key.key]));

  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plain), cipher.final()]);
      return [VERSION, current.id, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, id, iv, tag, data] = sealed.split('.');
      const key = id ? byId.get(id) : undefined;
      if (version !== VERSION || !key || !iv || !tag || data === undefined) {
        throw new SecretBoxError('the sealed value is not readable with these keys');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
      } catch {
        throw new SecretBoxError('the sealed value does not open (wrong key or context, or altered)');
      }
    },
    isCurrent(sealed) {
      return sealed.split('.')[1] === current.id;
    },
  };
}
