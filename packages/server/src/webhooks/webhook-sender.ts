import { isIP } from 'node:net';
import { Agent, fetch } from 'undici';
import { webhookMessages } from '@facturador/contracts';
import { BlockedAddressError, guardedLookup, isBlockedAddress } from '../http/public-address.ts';

export interface PostOutcome {
  /** The receiver's status; null when it did not answer. */
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
}

export interface PostOptions {
  timeoutMs: number;
  /** Outside production a receiver may be on loopback (development, tests): Probar conexión's rule. */
  allowInternal: boolean;
  /** The resolver behind the guarded lookup (the system's by default; tests play a rebinding DNS). */
  resolve?: Parameters<typeof guardedLookup>[1];
}

function errorText(error: unknown, timeoutMs: number): string {
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return webhookMessages.attemptTimeout(Math.round(timeoutMs / 1000) || 1);
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof BlockedAddressError) return webhookMessages.attemptBlocked;
  const code = (cause as { code?: string } | undefined)?.code;
  if (code === 'ECONNREFUSED') return webhookMessages.attemptRefused;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return webhookMessages.attemptDns;
  return webhookMessages.attemptFailed;
}

/**
 * One POST of a delivery. The socket connects to the address the guarded lookup resolved and
 * checked (never a second resolution: DNS rebinding cannot redirect it), an address typed as
 * the host is checked as it is, redirects are not followed, and only the status is kept.
 */
export async function postOnce(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isBlockedAddress(host, options.allowInternal))
    return { httpStatus: null, error: webhookMessages.attemptBlocked, durationMs: 0 };
  const dispatcher = new Agent({
    connect: { lookup: guardedLookup(options.allowInternal, options.resolve) },
  });
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Facturador-Webhooks/1', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
      dispatcher,
    });
    await response.body?.cancel().catch(() => {});
    return { httpStatus: response.status, error: null, durationMs: elapsed() };
  } catch (error) {
    return { httpStatus: null, error: errorText(error, options.timeoutMs), durationMs: elapsed() };
  } finally {
    dispatcher.destroy().catch(() => {});
  }
}
