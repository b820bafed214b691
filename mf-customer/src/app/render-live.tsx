import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { renderFragment } from '@facturador/build-preset/prerender';
import { sessionRenderer } from '@facturador/auth-api/server';
import type { RenderWithSession } from '@facturador/federation';
import { createAppTheme } from '@facturador/theme';
import { routes } from './routes.ts';
import { SESSION_PAGES } from './session-pages.ts';

const theme = createAppTheme();

/**
 * This remote's signed-in pages rendered per request by its own server (docs/decisions/0039):
 * the session, data and isolation are sessionRenderer's; the router and theme are this app's.
 */
export const renderWithSession: RenderWithSession = sessionRenderer({
  pages: SESSION_PAGES,
  pageAt: (path) => routes.find((route) => route.path === path)?.Component,
  toHtml: (page, path) =>
    renderFragment(
      <MemoryRouter initialEntries={[path]}>
        {/* The shell's layout carries the theme's colour variables; a page only uses them. */}
        <ThemeProvider theme={theme} disableStyleSheetGeneration>
          {page}
        </ThemeProvider>
      </MemoryRouter>,
    ),
});
