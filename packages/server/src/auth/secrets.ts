import { createHash, randomBytes, randomInt } from 'node:crypto';
import { EMAIL_CODE_LENGTH } from '@facturador/contracts';

/** Tokens and codes are stored only as this digest. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** 256 bits of randomness, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A uniformly random code of EMAIL_CODE_LENGTH digits, leading zeros kept. */
export function randomDigits(length = EMAIL_CODE_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
