import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isApiError } from '@facturador/auth-api';

/**
 * Whether the browser has a network, as TanStack Query sees it: a mutation started without one
 * waits (paused) and goes by itself when the network is back (issue 39).
 */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    (changed) => onlineManager.subscribe(changed),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * Tries of a document that got no answer (the network dropped while it was on its way, the API
 * did not answer): sent again with the same Idempotency-Key, so the server answers the document
 * it issued, never a second one. Offline, TanStack Query holds the try until the network is back.
 * An answer (a refusal, SUNAT's verdict) is never sent again.
 */
const UNANSWERED_TRIES = 8;

export const issueRetry = {
  retry: (failureCount: number, error: unknown) =>
    failureCount < UNANSWERED_TRIES && isApiError(error) && error.code === 'NETWORK_ERROR',
  retryDelay: (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000),
};
