import { AsyncLocalStorage } from 'node:async_hooks';
import { setRequestClientResolver } from '../api/request-client.ts';
import { createHttpClient, type HttpClient } from '../http/http-client.ts';
import type { TokenStore } from '../tokens/token-storage.ts';

/**
 * For Node only (a remote's live-render bundle): pages rendered per request with a person's
 * session (docs/decisions/0039). Never imported by browser code.
 */
const requests = new AsyncLocalStorage<HttpClient>();
setRequestClientResolver(() => requests.getStore());

/** The person's access token, as given; a server render never refreshes or stores tokens. */
function givenToken(accessToken: string): TokenStore {
  return {
    getAccessToken: () => accessToken,
    getRefreshToken: () => null,
    setTokens: () => undefined,
    clear: () => undefined,
  };
}

/**
 * Runs `work` with every `callApi` inside it (the features' own query functions) going to the
 * API with this person's access token: an async context per request, so two people's renders
 * in one process never see each other's client. A refused session is the caller's to handle:
 * the call throws, and the page is served as it would be without a session.
 */
export function withPersonSession<T>(
  session: { apiBaseUrl: string; accessToken: string },
  work: () => Promise<T>,
): Promise<T> {
  const client = createHttpClient(session.apiBaseUrl, {
    tokens: givenToken(session.accessToken),
    refresh: () => Promise.resolve('rejected'),
    onSessionRejected: () => undefined,
  });
  return requests.run(client, work);
}
