import { CssBaseline, ThemeProvider } from '@mui/material';
import { readFile } from 'node:fs/promises';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderFragment, type Prerender } from '@facturador/build-preset/prerender';
import { PrerenderedSupportContacts } from '@facturador/auth-api';
import {
  LAYOUTS_INDEX,
  PAGE_OUTLET,
  SUPPORT_PLACEHOLDERS,
  type PrerenderedLayouts,
} from '@facturador/federation';
import { createAppTheme } from '@facturador/theme';
import { messages } from '../app/messages.ts';
import { remoteMounts } from '../app/route-table.ts';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { ThemeModeProvider } from '../theme/theme-mode-provider.tsx';

/**
 * The public layout as HTML with an outlet where the static server puts a remote's
 * prerendered page (docs/decisions/0010). Same theme and providers as App, so the live
 * layout that replaces it looks the same.
 */
const prerender: Prerender = async () => {
  const outlet = <div data-prerender-outlet="" />;
  const layout = await renderFragment(
    // Placeholders the static server fills in from the deployment's config.json, so one
    // build serves any deployment's support contacts.
    <PrerenderedSupportContacts.Provider value={SUPPORT_PLACEHOLDERS}>
      <ThemeProvider theme={createAppTheme()} storageManager={null}>
        <ThemeModeProvider>
          <CssBaseline enableColorScheme />
          <MemoryRouter>
            <Routes>
              <Route element={<DefaultLayout />}>
                <Route path="*" element={outlet} />
              </Route>
            </Routes>
          </MemoryRouter>
        </ThemeModeProvider>
      </ThemeProvider>
    </PrerenderedSupportContacts.Provider>,
  );
  if (!layout.includes(PAGE_OUTLET)) throw new Error('The default layout rendered no page outlet');
  const index: PrerenderedLayouts = {
    titleTemplate: `%s · ${messages.productName}`,
    layouts: { default: 'default-layout.html' },
    mounts: remoteMounts.filter((mount) => mount.layout === 'default'),
    starter: 'start-on-intent.js',
  };
  return {
    'default-layout.html': layout,
    'start-on-intent.js': await starterExpression(),
    [LAYOUTS_INDEX]: JSON.stringify(index),
  };
};

/** The starter as the bare function expression the static server calls (a formatter ends it with `;`). */
async function starterExpression(): Promise<string> {
  const source = await readFile(new URL('./start-on-intent.js', import.meta.url), 'utf8');
  return source.trim().replace(/;$/, '');
}

export default prerender;
