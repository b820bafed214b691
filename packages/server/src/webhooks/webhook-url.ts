import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { webhookMessages } from '@facturador/contracts';
import { isBlockedAddress } from '../http/public-address.ts';

/**
 * Why a webhook's URL cannot be saved, or null when it can: its host must resolve, and to no
 * internal address in production (Probar conexión's rule). Saving is only a first filter: every
 * delivery checks again the very address its socket connects to (webhook-sender.ts).
 */
export async function webhookUrlRefusal(
  url: string,
  allowInternal: boolean,
  resolve: (host: string) => Promise<string[]> = async (host) =>
    (await lookup(host, { all: true })).map((entry) => entry.address),
): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return webhookMessages.urlUnresolved;
  }
  if (addresses.length === 0) return webhookMessages.urlUnresolved;
  return addresses.some((address) => isBlockedAddress(address, allowInternal))
    ? webhookMessages.urlBlocked
    : null;
}
