import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1. */
const COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELIZATION = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Hashes made with other parameters still verify, up to this much memory (128·N·r bytes). */
const MAX_ACCEPTED_MEMORY = 256 * 1024 * 1024;
const PREFIX = 'scrypt';

/** scrypt needs about 128·N·r bytes; Node refuses above `maxmem` (32 MiB by default). */
function memoryFor(cost: number, blockSize: number): number {
  return 128 * cost * blockSize * 2;
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // NFKC: the same password typed on another keyboard or OS yields the same bytes.
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface HashOptions {
  /** scrypt N; the OWASP value unless a test asks for a cheaper one. */
  cost?: number;
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const cost = options.cost ?? COST;
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELIZATION,
    maxmem: memoryFor(cost, BLOCK_SIZE),
  });
  return [
    PREFIX,
    cost,
    BLOCK_SIZE,
    PARALLELIZATION,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  cost: number;
  blockSize: number;
  parallelization: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(encoded: string): ParsedHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [cost, blockSize, parallelization] = parts.slice(1, 4).map(Number) as [number, number, number];
  const isPowerOfTwo = Number.isInteger(cost) && cost > 1 && (cost & (cost - 1)) === 0;
  if (!isPowerOfTwo || !Number.isInteger(blockSize) || blockSize < 1) return null;
  if (128 * cost * blockSize > MAX_ACCEPTED_MEMORY) return null;
  if (!Number.isInteger(parallelization) || parallelization < 1 || parallelization > 16) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { cost, blockSize, parallelization, salt, key };
}

/** True when `password` produced `encoded`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const candidate = await scrypt(password, parsed.salt, parsed.key.length, {
    N: parsed.cost,
    r: parsed.blockSize,
    p: parsed.parallelization,
    maxmem: memoryFor(parsed.cost, parsed.blockSize),
  });
  return timingSafeEqual(candidate, parsed.key);
}
