import { describe, expect, it } from '@jest/globals';
import { GreTokenCache, TOKEN_MARGIN_MS } from '../src/documents/transport/gre-token-cache.ts';

/** Issue 42: SUNAT's GRE token reused per company while more than 600 s of it remain. */
describe('GRE token cache', () => {
  const setup = () => {
    let now = 0;
    let asked = 0;
    const cache = new GreTokenCache(() => now);
    const request = async () => {
      asked += 1;
      return { accessToken: `token-${asked}`, expiresIn: 3600 };
    };
    return { cache, request, asked: () => asked, move: (ms: number) => void (now += ms) };
  };

  it('asks one token for a batch of 100 concurrent sends of one company, another for another company', async () => {
    const { cache, request, asked } = setup();
    const tokens = await Promise.all(Array.from({ length: 100 }, () => cache.get('a', request)));
    expect(new Set(tokens)).toEqual(new Set(['token-1']));
    expect(await cache.get('b', request)).toBe('token-2');
    expect(asked()).toBe(2);
  });

  it('uses none with 600 s or less left: a new one is asked', async () => {
    const { cache, request, move } = setup();
    await cache.get('a', request);
    move(3600_000 - TOKEN_MARGIN_MS - 1);
    expect(await cache.get('a', request)).toBe('token-1');
    move(1);
    expect(await cache.get('a', request)).toBe('token-2');
  });

  it('drops a refused token only if it is still the cached one', async () => {
    const { cache, request } = setup();
    await cache.get('a', request);
    cache.drop('a', 'token-1');
    expect(await cache.get('a', request)).toBe('token-2');
    cache.drop('a', 'token-1');
    expect(await cache.get('a', request)).toBe('token-2');
  });

  it('asks again after a failed request instead of keeping the failure', async () => {
    const { cache } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => ({ accessToken: 'ok', expiresIn: 3600 }))).toBe('ok');
  });
});
