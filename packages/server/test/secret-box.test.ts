import { describe, expect, it } from '@jest/globals';
import {
  createSecretBox,
  generateSecretKey,
  parseSecretKeys,
  SecretBoxError,
} from '../src/crypto/secret-box.ts';

const [oldKey, newKey] = [
  parseSecretKeys(generateSecretKey('k1'))[0]!,
  parseSecretKeys(generateSecretKey('k2'))[0]!,
];

describe('secrets at rest (AES-256-GCM with a key ring)', () => {
  it('seals to a value that does not contain the secret and opens it back', () => {
    const box = createSecretBox([oldKey]);
    const sealed = box.seal('ClaveSol123', 'company:1:sol_password');
    expect(sealed).not.toContain('ClaveSol123');
    expect(sealed.startsWith('v1.k1.')).toBe(true);
    expect(box.open(sealed, 'company:1:sol_password').toString('utf8')).toBe('ClaveSol123');
    expect(box.seal('ClaveSol123', 'company:1:sol_password')).not.toBe(sealed);
  });

  it('refuses another context, an altered value and an unknown key', () => {
    const box = createSecretBox([oldKey]);
    const sealed = box.seal(Buffer.from([1, 2, 3]), 'company:1:certificate');
    expect(() => box.open(sealed, 'company:2:certificate')).toThrow(SecretBoxError);
    const parts = sealed.split('.');
    parts[4] = Buffer.from('otro').toString('base64url');
    expect(() => box.open(parts.join('.'), 'company:1:certificate')).toThrow(SecretBoxError);
    expect(() => createSecretBox([newKey]).open(sealed, 'company:1:certificate')).toThrow(SecretBoxError);
  });

  it('rotates: a new first key seals, the old one still opens, and old values are not current', () => {
    const before = createSecretBox([oldKey]).seal('s', 'x');
    const rotated = createSecretBox([newKey, oldKey]);
    expect(rotated.open(before, 'x').toString()).toBe('s');
    expect(rotated.isCurrent(before)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('s', 'x'))).toBe(true);
  });

  it('reads SECRETS_KEYS and refuses short keys, bad ids and repeated ids', () => {
    expect(
      parseSecretKeys(`${generateSecretKey('a')},${generateSecretKey('b')}`).map((key) => key.id),
    ).toEqual(['a', 'b']);
    expect(() => parseSecretKeys('a:c2hvcnQ=')).toThrow('32 bytes');
    expect(() => parseSecretKeys(generateSecretKey('a b'))).toThrow(SecretBoxError);
    expect(() => parseSecretKeys(`${generateSecretKey('a')},${generateSecretKey('a')}`)).toThrow('repeats');
    expect(() => parseSecretKeys(' , ')).toThrow('no key');
  });
});
