import { QueryClient } from '@tanstack/react-query';
import { startAuthSession, type TokenStore } from '@facturador/auth-api';
import { startTestServer, type Handler } from '../../auth-api/test/http-server.ts';

/** A signed-in user's tokens, kept in memory instead of the document's cookies. */
export function signedInTokens(): TokenStore {
  return {
    getAccessToken: () => 'access-token',
    getRefreshToken: () => 'refresh-token',
    setTokens: () => {},
    clear: () => {},
  };
}

/** A guest's tokens: none. */
export function guestTokens(): TokenStore {
  return { getAccessToken: () => null, getRefreshToken: () => null, setTokens: () => {}, clear: () => {} };
}

/** The API's 400 VALIDATION_ERROR (ARCHITECTURE.md): the first issue in the message, all in details. */
export function validationError(details: { field: string; message: string }[]) {
  return {
    status: 400,
    body: {
      success: false,
      code: 'VALIDATION_ERROR',
      message: `Campo «${details[0]!.field}»: ${details[0]!.message}`,
      details,
    },
  };
}

/**
 * A real HTTP server answering as `handler` says, and the suite's session started against
 * it, signed in unless other tokens are given: components under test call it through
 * @facturador/auth-api as in the browser.
 */
export async function startSignedInApi(handler: Handler, { tokens = signedInTokens() } = {}) {
  const server = await startTestServer(handler);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = startAuthSession({ apiBaseUrl: server.url, tokens, queryClient });
  return {
    server,
    queryClient,
    stop: async () => {
      // A query still on its way (a catalogue a screen asked for) would outlive the server.
      await noQueryFetching(queryClient);
      session.stop();
      queryClient.clear();
      await server.close();
    },
  };
}

/** Resolves once no query of the client is fetching, told by the query cache's events. */
function noQueryFetching(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}
