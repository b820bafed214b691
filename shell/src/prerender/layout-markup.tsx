import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderFragment } from '@facturador/build-preset/prerender';
import { PrerenderedSupportContacts, RenderedSession, type SessionState } from '@facturador/auth-api';
import { PAGE_OUTLET, SUPPORT_PLACEHOLDERS } from '@facturador/federation';
import { createAppTheme } from '@facturador/theme';
import { ThemeModeProvider } from '../theme/theme-mode-provider.tsx';

/**
 * A layout as HTML with an outlet where the static server puts a remote's page (decisions
 * 0010 and 0039). Same theme and providers as App, so the live layout that replaces it looks
 * the same; a signed-in layout is rendered with the person's session.
 */
export async function renderLayoutMarkup(
  Layout: ComponentType,
  { path = '/', session = null }: { path?: string; session?: SessionState | null } = {},
): Promise<string> {
  const html = await renderFragment(
    // Placeholders the static server fills in from the deployment's config.json, so one
    // build serves any deployment's support contacts.
    <PrerenderedSupportContacts.Provider value={SUPPORT_PLACEHOLDERS}>
      <RenderedSession.Provider value={session}>
        <ThemeProvider theme={createAppTheme()} storageManager={null}>
          <ThemeModeProvider>
            <CssBaseline enableColorScheme />
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route element={<Layout />}>
                  <Route path="*" element={<div data-prerender-outlet="" />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </ThemeModeProvider>
        </ThemeProvider>
      </RenderedSession.Provider>
    </PrerenderedSupportContacts.Provider>,
  );
  if (!html.includes(PAGE_OUTLET)) throw new Error('The layout rendered no page outlet');
  return html;
}
