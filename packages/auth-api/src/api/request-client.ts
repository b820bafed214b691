import type { HttpClient } from '../http/http-client.ts';

/**
 * On a server rendering pages with a person's session (docs/decisions/0039), the client of the
 * request being rendered: `@facturador/auth-api/server` resolves it from the request's async
 * context, so concurrent renders never share one. Unset in the browser.
 */
let resolveRequestClient: (() => HttpClient | undefined) | null = null;

export function setRequestClientResolver(resolve: () => HttpClient | undefined): void {
  resolveRequestClient = resolve;
}

export const requestClient = (): HttpClient | undefined => resolveRequestClient?.();
