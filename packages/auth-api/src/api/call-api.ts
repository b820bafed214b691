import type { Endpoint, EndpointAnswer, EndpointInput } from '@facturador/contracts';
import { sessionDeps } from '../session/session-deps.ts';
import { requestClient } from './request-client.ts';

/**
 * One call of the API through the suite's session (tokens, CSRF, refresh, rate limits): the
 * body is checked and the answer parsed with the endpoint's contract schemas. Features wrap
 * it in their query options and mutations.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
): Promise<EndpointAnswer<E>> {
  return (requestClient() ?? sessionDeps().client).call(endpoint, input);
}

/** A file of the API (XML, CDR zip, PDF) as a Blob, through the same session as callApi. */
export function callApiFile<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): Promise<Blob> {
  return sessionDeps().client.file(endpoint, input);
}
