import { RATE_LIMITED_READ_RETRIES } from '../constants.ts';
import { isApiError } from './api-error.ts';

/** Any other failure is tried once more: the HTTP client already refreshes tokens and backs off on 429. */
const OTHER_RETRIES = 1;
/** TanStack Query's own delay between tries: 1 s, doubling, at most 30 s. */
const defaultDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);

const refusedHere = (error: unknown) => isApiError(error) && error.code === 'CLIENT_RATE_LIMITED';

/**
 * The suite's retry rule for reads (issue 39). A read the client's own limit refused (SPEC.md
 * §8) is not a failure to show: it is sent again as soon as the window allows, so a list that
 * refreshes by itself, or a person's «Reintentar», is honoured late rather than refused. A query
 * nobody shows any more stops retrying (TanStack Query cancels it), so nothing piles up.
 */
export const queryRetry = {
  retry(failureCount: number, error: unknown): boolean {
    return failureCount < (refusedHere(error) ? RATE_LIMITED_READ_RETRIES : OTHER_RETRIES);
  },
  retryDelay(failureCount: number, error: unknown): number {
    return isApiError(error) && error.retryAfterMs !== undefined
      ? error.retryAfterMs
      : defaultDelay(failureCount);
  },
};
