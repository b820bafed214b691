import { lookup as systemLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Which addresses the API may call on a URL someone typed (Probar conexión, webhooks): never
 * cloud metadata, "this host", multicast or reserved space; never the internal network in
 * production, where the API sits next to its database and Redis.
 */
const ALWAYS_BLOCKED = new BlockList();
ALWAYS_BLOCKED.addSubnet('0.0.0.0', 8, 'ipv4');
ALWAYS_BLOCKED.addSubnet('169.254.0.0', 16, 'ipv4');
ALWAYS_BLOCKED.addSubnet('224.0.0.0', 4, 'ipv4');
ALWAYS_BLOCKED.addSubnet('240.0.0.0', 4, 'ipv4');
ALWAYS_BLOCKED.addAddress('::', 'ipv6');
ALWAYS_BLOCKED.addSubnet('fe80::', 10, 'ipv6');
ALWAYS_BLOCKED.addSubnet('ff00::', 8, 'ipv6');

/** The internal network and other non-public space: refused in production only. */
const INTERNAL = new BlockList();
INTERNAL.addSubnet('127.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('10.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('172.16.0.0', 12, 'ipv4');
INTERNAL.addSubnet('192.168.0.0', 16, 'ipv4');
INTERNAL.addSubnet('100.64.0.0', 10, 'ipv4');
INTERNAL.addSubnet('192.0.0.0', 24, 'ipv4');
INTERNAL.addSubnet('198.18.0.0', 15, 'ipv4');
INTERNAL.addAddress('::1', 'ipv6');
INTERNAL.addSubnet('fc00::', 7, 'ipv6');
// NAT64 (64:ff9b::/96) carries an IPv4 address that may well be internal.
INTERNAL.addSubnet('64:ff9b::', 96, 'ipv6');

/**
 * An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`, spelled out or not) is
 * judged as the IPv4 address it carries.
 */
export function plainAddress(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) !== 6) return bare;
  const canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True when the address may not be called; `allowInternal` outside production (local stand-ins). */
export function isBlockedAddress(address: string, allowInternal: boolean): boolean {
  const plain = plainAddress(address);
  const kind = isIP(plain);
  if (kind === 0) return true;
  const type = kind === 6 ? 'ipv6' : 'ipv4';
  return ALWAYS_BLOCKED.check(plain, type) || (!allowInternal && INTERNAL.check(plain, type));
}

/** The error a guarded lookup gives the socket: the connection never starts. */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
  readonly code = 'EADDRBLOCKED';
  constructor(readonly address: string) {
    super(`address not allowed: ${address}`);
  }
}

export type Resolve = (host: string, callback: (error: Error | null, addresses: string[]) => void) => void;

const systemResolve: Resolve = (host, callback) =>
  systemLookup(host, { all: true }, (error, entries) =>
    callback(error, error ? [] : entries.map((entry) => entry.address)),
  );

/**
 * The `lookup` a socket uses: the name is resolved once, here, and the very addresses checked
 * are the ones handed to the socket. A name that answers a public address to a first question
 * and an internal one to the next (DNS rebinding) cannot slip through, since nothing asks twice.
 * One blocked address among several refuses the name.
 */
export function guardedLookup(allowInternal: boolean, resolve: Resolve = systemResolve): LookupFunction {
  return (host, options, callback) => {
    resolve(host, (error, addresses) => {
      if (error) return callback(error as NodeJS.ErrnoException, '', 4);
      const blocked = addresses.find((address) => isBlockedAddress(address, allowInternal));
      if (blocked !== undefined || addresses.length === 0)
        return callback(new BlockedAddressError(blocked ?? host), '', 4);
      const entries = addresses.map((address) => ({ address, family: isIP(address) }));
      if (options.all) callback(null, entries);
      else callback(null, entries[0]!.address, entries[0]!.family);
    });
  };
}
