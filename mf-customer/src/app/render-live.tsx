import { ThemeProvider } from '@mui/material/styles';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { renderFragment } from '@facturador/build-preset/prerender';
import { RenderedSession, renderedSessionState } from '@facturador/auth-api';
import { withPersonSession } from '@facturador/auth-api/server';
import { serverProfileSchema } from '@facturador/contracts';
import type { RenderWithSession } from '@facturador/federation';
import { createAppTheme } from '@facturador/theme';
import { routes } from './routes.ts';
import { SESSION_PAGES } from './session-pages.ts';

const theme = createAppTheme();

/**
 * A signed-in page rendered per request by this remote's own server (docs/decisions/0039):
 * its data fetched with the person's access token through the page's own queries, the page
 * rendered with that person's session, and the queries' state handed back for the browser's
 * cache. Everything is per call: the QueryClient, the session (a context) and the API client
 * (an async context), so two people rendered at once never share anything.
 */
export const renderWithSession: RenderWithSession = async (request) => {
  const route = routes.find((candidate) => candidate.path === request.path);
  const prefetch = SESSION_PAGES[request.path];
  const profile = serverProfileSchema.safeParse(request.profile);
  if (!route || !prefetch || !profile.success) return null;
  const session = renderedSessionState(profile.data, request.checkedAt);
  // The first-run page (onboarding) is a form of its own: the browser renders it.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  try {
    await withPersonSession(request, () => prefetch(queryClient));
  } catch {
    return null;
  }
  const html = await renderFragment(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[request.path]}>
        {/* The shell's layout carries the theme's colour variables; a page only uses them. */}
        <ThemeProvider theme={theme} disableStyleSheetGeneration>
          <RenderedSession.Provider value={session}>
            <route.Component />
          </RenderedSession.Provider>
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { html, queries: dehydrate(queryClient) };
};
