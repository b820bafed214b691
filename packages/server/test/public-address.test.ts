import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BlockedAddressError,
  guardedLookup,
  isBlockedAddress,
  plainAddress,
  type Resolve,
} from '../src/http/public-address.ts';
import { postOnce } from '../src/webhooks/webhook-sender.ts';
import { webhookUrlRefusal } from '../src/webhooks/webhook-url.ts';

/** A DNS that answers a public address to the first question and loopback to every later one. */
function rebindingDns() {
  let questions = 0;
  const resolve: Resolve = (_host, callback) => {
    questions += 1;
    callback(null, [questions === 1 ? '93.184.216.34' : '127.0.0.1']);
  };
  return { resolve, questions: () => questions };
}

describe('which addresses a webhook or a connection test may call', () => {
  it('refuses loopback, private, shared, link-local and reserved space in production, IPv4-mapped and NAT64 included', () => {
    const internal = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '198.18.0.1',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:0a00:0001',
      '[::ffff:192.168.0.1]',
      '64:ff9b::a00:1',
    ];
    for (const address of internal) {
      expect([address, isBlockedAddress(address, false)]).toEqual([address, true]);
      expect([address, isBlockedAddress(address, true)]).toEqual([address, false]);
    }
    for (const address of [
      '169.254.169.254',
      '0.0.0.0',
      '::',
      'fe80::1',
      'ff02::1',
      '224.0.0.1',
      '::ffff:169.254.169.254',
    ])
      expect([address, isBlockedAddress(address, true)]).toEqual([address, true]);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect([address, isBlockedAddress(address, false)]).toEqual([address, false]);
    expect(isBlockedAddress('not-an-address', true)).toBe(true);
    expect(plainAddress('::ffff:7f00:1')).toBe('127.0.0.1');
  });

  it('hands the socket only the addresses it checked: one internal answer refuses the name', async () => {
    const lookup = guardedLookup(false, (_host, callback) => callback(null, ['93.184.216.34', '10.0.0.5']));
    const error = await new Promise<unknown>((resolve) => lookup('hooks.example', { all: true }, resolve));
    expect(error).toBeInstanceOf(BlockedAddressError);
    const handed = await new Promise<unknown>((resolve) =>
      guardedLookup(false, (_host, callback) => callback(null, ['93.184.216.34']))(
        'hooks.example',
        {},
        (_error, address) => resolve(address),
      ),
    );
    expect(handed).toBe('93.184.216.34');
  });

  it('connects to no internal address even when the name pointed elsewhere when it was saved (DNS rebinding)', async () => {
    let hits = 0;
    const receiver = createServer((_request, response) => {
      hits += 1;
      response.end('ok');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    try {
      const dns = rebindingDns();
      const url = `http://hooks.invalid:${port}/facturador`;
      // Saving asked once and saw a public address…
      expect(
        await webhookUrlRefusal(
          url,
          false,
          async (host) => new Promise((resolve) => dns.resolve(host, (_e, a) => resolve(a))),
        ),
      ).toBeNull();
      // …the delivery asks again, gets loopback, and the socket is never opened.
      const outcome = await postOnce(url, {}, '{}', {
        timeoutMs: 2_000,
        allowInternal: false,
        resolve: dns.resolve,
      });
      expect(outcome).toMatchObject({ httpStatus: null, error: 'Dirección de la red interna: no se envió' });
      expect(dns.questions()).toBe(2);
      expect(hits).toBe(0);
      // An address typed as the host is judged as it is, without DNS.
      expect(
        (
          await postOnce(`http://[::ffff:127.0.0.1]:${port}/`, {}, '{}', {
            timeoutMs: 2_000,
            allowInternal: false,
          })
        ).error,
      ).toBe('Dirección de la red interna: no se envió');
      expect(hits).toBe(0);
      // Outside production the same loopback receiver is called (development, tests).
      const local = await postOnce(`http://127.0.0.1:${port}/`, {}, '{}', {
        timeoutMs: 2_000,
        allowInternal: true,
      });
      expect(local.httpStatus).toBe(200);
      expect(hits).toBe(1);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
