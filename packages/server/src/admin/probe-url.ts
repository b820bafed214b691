import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch } from 'undici';
import { providerMessages, type ProviderTestResult } from '@facturador/contracts';
import { isBlockedAddress } from '../http/public-address.ts';

/** "Probar conexión" waits this long for the service's answer. */
export const PROBE_TIMEOUT_MS = 5000;

export interface ProbeOptions {
  timeoutMs?: number;
  /** Outside production a provider may be a local stand-in (development, tests). */
  allowInternal: boolean;
  /** The addresses a host name resolves to (the system's resolver by default). */
  resolve?: (host: string) => Promise<string[]>;
}

const systemResolve = async (host: string) =>
  (await lookup(host, { all: true })).map((entry) => entry.address);

/**
 * A connection pool that connects only to the addresses already checked: the call never asks
 * DNS again, so a name that resolved to a public address for the check cannot point at the
 * internal network for the call (DNS rebinding).
 */
function pinnedTo(addresses: readonly string[]): Agent {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  const pinnedLookup: LookupFunction = (_host, options, callback) => {
    const [first] = entries;
    if (options.all) callback(null, entries);
    else if (first) callback(null, first.address, first.family);
  };
  return new Agent({ connect: { lookup: pinnedLookup } });
}

/**
 * Calls the URL once (GET, no redirect followed, nothing of the answer kept but its status)
 * and says in Spanish whether the service answered. http and https only; addresses of the
 * internal network are refused before any connection. Any HTTP answer counts as reachable: a
 * SOAP service answers a plain GET with 405 or 500, which still proves it is there.
 */
export async function probeUrl(rawUrl: string, options: ProbeOptions): Promise<ProviderTestResult> {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const started = Date.now();
  const failure = (message: string) => ({
    reachable: false,
    status: null,
    elapsedMs: Math.max(0, Math.round(Date.now() - started)),
    message,
  });
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return failure(providerMessages.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return failure(providerMessages.urlInvalid);
  if (url.username || url.password) return failure(providerMessages.urlInvalid);

  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (options.resolve ?? systemResolve)(host);
  } catch {
    return failure(providerMessages.testDns);
  }
  if (addresses.length === 0) return failure(providerMessages.testDns);
  if (addresses.some((address) => isBlockedAddress(address, options.allowInternal)))
    return failure(providerMessages.testBlocked);

  const dispatcher = pinnedTo(addresses);
  try {
    const response = await fetch(url, {
      method: 'GET',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      dispatcher,
    });
    // The body is not read: only that the service answered matters.
    await response.body?.cancel().catch(() => {});
    const elapsedMs = Math.max(0, Math.round(Date.now() - started));
    return {
      reachable: true,
      status: response.status,
      elapsedMs,
      message: providerMessages.testOk(response.status, elapsedMs),
    };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return failure(providerMessages.testTimeout(Math.round(timeoutMs / 1000) || 1));
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return failure(providerMessages.testRefused);
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return failure(providerMessages.testDns);
    return failure(providerMessages.testFailed);
  } finally {
    dispatcher.destroy().catch(() => {});
  }
}
