import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { renderFragment } from '@facturador/build-preset/prerender';
import { PrerenderedSupportContacts } from '@facturador/auth-api';
import { SUPPORT_PLACEHOLDERS, type RemoteRoute } from '@facturador/federation';
import { createAppTheme } from '@facturador/theme';
import { LiveAnswers } from '../lib/live-answers.ts';

const theme = createAppTheme();

/**
 * One page as HTML for the shell's static server (docs/decisions/0010): at build time
 * without answers, or per request with the API's answer to its `liveData` path.
 */
export function renderPage(route: RemoteRoute, answers: Record<string, unknown> = {}) {
  // In the browser the shell's one QueryClient serves the page; a render on the server gets its own.
  return renderFragment(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[route.path]}>
        {/* The shell's layout carries the theme's colour variables; a page only uses them. */}
        <ThemeProvider theme={theme} disableStyleSheetGeneration>
          <PrerenderedSupportContacts.Provider value={SUPPORT_PLACEHOLDERS}>
            <LiveAnswers.Provider value={answers}>
              <route.Component />
            </LiveAnswers.Provider>
          </PrerenderedSupportContacts.Provider>
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
