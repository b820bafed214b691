import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyPassword } from '../src/auth/password.ts';

describe('password hashing', () => {
  it('encodes scrypt with OWASP parameters, a 16-byte salt and a 64-byte key', async () => {
    const encoded = await hashPassword('Cliente12345');
    const [algorithm, cost, blockSize, parallelization, salt, key] = encoded.split('$');

    expect([algorithm, cost, blockSize, parallelization]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect(encoded).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const encoded = await hashPassword('Owner12345');
    expect(await verifyPassword('Owner12345', encoded)).toBe(true);
    expect(await verifyPassword('owner12345', encoded)).toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = [await hashPassword('Admin12345'), await hashPassword('Admin12345')];
    expect(first).not.toBe(second);
  });

  it('treats unreadable or tampered hashes as a wrong password', async () => {
    const encoded = await hashPassword('Admin12345');
    const parts = encoded.split('$');
    const tamperedKey = Buffer.from(parts[5]!, 'base64url');
    tamperedKey[0] = tamperedKey[0]! ^ 1;

    expect(
      await verifyPassword('Admin12345', [...parts.slice(0, 5), tamperedKey.toString('base64url')].join('$')),
    ).toBe(false);
    expect(await verifyPassword('Admin12345', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('Admin12345', 'bcrypt$131072$8$1$c2FsdA$a2V5')).toBe(false);
    // A cost that would need gigabytes is refused before any work is done.
    expect(await verifyPassword('Admin12345', 'scrypt$1073741824$8$1$c2FsdA$a2V5')).toBe(false);
  });
});
