import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { renderFragment, type Prerender } from '@facturador/build-preset/prerender';
import { GUEST_ONLY_PATHS, ROUTE_PATHS } from '@facturador/contracts';
import { PAGES_INDEX, type PrerenderedPages, type RemoteRoute } from '@facturador/federation';
import { createAppTheme } from '@facturador/theme';
import { routes } from './routes.ts';

const theme = createAppTheme();

/**
 * The URL a page is rendered at. The reset page is reached from the e-mail's link, which
 * carries its token: rendered with one, it shows the form the link leads to (the token is
 * read again from the real URL when the page goes live).
 */
const renderedAt = (path: string) => (path === ROUTE_PATHS.resetPassword ? `${path}?token=prerender` : path);

function renderPage(route: RemoteRoute): Promise<string> {
  return renderFragment(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[renderedAt(route.path)]}>
        {/* The shell's layout carries the theme's colour variables; a page only uses them. */}
        <ThemeProvider theme={theme} disableStyleSheetGeneration>
          <route.Component />
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * The sign-in pages as HTML, written at build time for the shell's static server to send
 * before any script runs (docs/decisions/0010, amendment of issue 17): the form is on screen
 * and takes typing at once; what is typed before the app takes over is kept.
 */
const prerender: Prerender = async () => {
  const files: Record<string, string> = {};
  const index: PrerenderedPages = { build: __FACTURADOR_BUILD__.id, pages: [] };
  for (const route of routes.filter((candidate) => GUEST_ONLY_PATHS.includes(candidate.path))) {
    const file = `${route.path.slice(1)}.html`;
    files[file] = await renderPage(route);
    index.pages.push({ path: route.path, file, title: route.title, description: route.description });
  }
  files[PAGES_INDEX] = JSON.stringify(index);
  return files;
};

export default prerender;
