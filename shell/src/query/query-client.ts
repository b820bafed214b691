import { QueryClient } from '@tanstack/react-query';
import { queryRetry } from '@facturador/auth-api';

/**
 * The suite's one cache of server state. @tanstack/react-query is a federated singleton, so
 * every remote's hooks read this client through the shell's provider.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Realtime events and mutations mark what changed; a window focus need not re-ask.
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // A read the client's own limit refused waits for the window and goes then (issue 39);
      // anything else is tried once more (the HTTP client already refreshes tokens and backs off on 429).
      ...queryRetry,
    },
  },
});
