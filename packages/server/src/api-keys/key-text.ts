import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX } from '@facturador/contracts';

/**
 * The text of an API key, `fk_live_<public id>_<secret>` (docs/decisions/0040). The public id
 * (16 hex digits) finds the row and names the key in logs and the audit log; the secret (32
 * random bytes, base64url) is what proves it. Only the secret's SHA-256 is stored: a secret of
 * 256 random bits needs no slow hash, since nobody can guess it from its digest.
 */
export interface KeyText {
  publicId: string;
  secret: string;
}

/** `fk_live_<public id>`: what may be shown and logged. */
export const keyPrefixOf = (publicId: string) => `${API_KEY_PREFIX}${publicId}`;

export function newKeyText(): KeyText & { text: string } {
  const publicId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { publicId, secret, text: `${keyPrefixOf(publicId)}_${secret}` };
}

/** The key's parts, or null when the text is not a key at all. */
export function parseKeyText(text: string): KeyText | null {
  const match = API_KEY_PATTERN.exec(text);
  return match ? { publicId: match[1]!, secret: match[2]! } : null;
}

export const secretDigest = (secret: string): Buffer => createHash('sha256').update(secret).digest();

/** Compared in constant time: the answer's timing says nothing about how much of the secret matched. */
export function secretMatches(secret: string, digest: Uint8Array): boolean {
  const presented = secretDigest(secret);
  return digest.length === presented.length && timingSafeEqual(presented, digest);
}
