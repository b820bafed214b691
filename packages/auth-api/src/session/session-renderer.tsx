import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { findRoutePattern, serverProfileSchema } from '@facturador/contracts';
import { withPersonSession } from './person-session.ts';
import { RenderedSession, renderedSessionState } from './rendered-session.ts';

/**
 * What fetches a page's data for a render on the server, through the same `queryOptions` the
 * page's sections use (docs/decisions/0039). It throws when any of it cannot be had: a page
 * half loaded is not sent, the browser renders it instead. `params` are the path's own
 * (`:documentId`), for a page whose path has them.
 */
export type SessionPagePrefetch = (
  queryClient: QueryClient,
  params: Readonly<Record<string, string>>,
) => Promise<void>;

/** The request a remote's server receives (SessionRenderRequest of @facturador/federation). */
interface PersonPageRequest {
  path: string;
  apiBaseUrl: string;
  accessToken: string;
  profile: unknown;
  checkedAt: number;
}

interface SessionRendererOptions {
  /**
   * The pages rendered this way, by their route's path (exact, or with `:name` segments),
   * each with its prefetch.
   */
  pages: Readonly<Record<string, SessionPagePrefetch>>;
  /** The page component of a route's path (the remote's route table). */
  pageAt: (routePath: string) => ComponentType | undefined;
  /** The page as HTML inside the remote's own router and theme (renderFragment). */
  toHtml: (page: ReactNode, path: string) => Promise<string>;
}

/**
 * A remote's `renderWithSession`: the page's data fetched with the person's access token, the
 * page rendered with that person's session, and the queries' state handed back for the
 * browser's cache. Everything is per call (the QueryClient, the session as a context, the API
 * client as an async context), so two people rendered at once never share anything. Null when
 * the path is not one of `pages`, the profile is not one, or any query fails.
 */
export function sessionRenderer({ pages, pageAt, toHtml }: SessionRendererOptions) {
  return async (request: PersonPageRequest): Promise<{ html: string; queries: unknown } | null> => {
    const route = findRoutePattern(Object.keys(pages), request.path);
    const Page = route && pageAt(route.pattern);
    const profile = serverProfileSchema.safeParse(request.profile);
    if (!route || !Page || !profile.success) return null;
    const prefetch = pages[route.pattern]!;
    const session = renderedSessionState(profile.data, request.checkedAt);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    try {
      await withPersonSession(request, () => prefetch(queryClient, route.params));
    } catch {
      return null;
    }
    const html = await toHtml(
      <QueryClientProvider client={queryClient}>
        <RenderedSession.Provider value={session}>
          <Page />
        </RenderedSession.Provider>
      </QueryClientProvider>,
      request.path,
    );
    return { html, queries: dehydrate(queryClient) };
  };
}
