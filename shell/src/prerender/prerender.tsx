import { CssBaseline, ThemeProvider } from '@mui/material';
import { readFile } from 'node:fs/promises';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderFragment, type Prerender } from '@facturador/build-preset/prerender';
import { PrerenderedSupportContacts, REFRESH_TOKEN_COOKIE } from '@facturador/auth-api';
import { GUEST_ONLY_PATHS } from '@facturador/contracts';
import {
  LAYOUTS_INDEX,
  PAGE_OUTLET,
  SUPPORT_PLACEHOLDERS,
  type PrerenderedLayouts,
} from '@facturador/federation';
import { createAppTheme } from '@facturador/theme';
import { messages } from '../app/messages.ts';
import { remoteMounts } from '../app/route-table.ts';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { ThemeModeProvider } from '../theme/theme-mode-provider.tsx';

/** The layouts whose pages the remotes prerender: the public site's and the sign-in pages'. */
const PRERENDERED_LAYOUTS = { default: DefaultLayout, auth: AuthLayout } as const;
type PrerenderedLayoutName = keyof typeof PRERENDERED_LAYOUTS;
const isPrerendered = (layout: string): layout is PrerenderedLayoutName => layout in PRERENDERED_LAYOUTS;
const layoutFile = (layout: PrerenderedLayoutName) => `${layout}-layout.html`;

/**
 * A layout as HTML with an outlet where the static server puts a remote's prerendered page
 * (docs/decisions/0010). Same theme and providers as App, so the live layout that replaces it
 * looks the same.
 */
async function renderLayout(layout: PrerenderedLayoutName): Promise<string> {
  const Layout = PRERENDERED_LAYOUTS[layout];
  const html = await renderFragment(
    // Placeholders the static server fills in from the deployment's config.json, so one
    // build serves any deployment's support contacts.
    <PrerenderedSupportContacts.Provider value={SUPPORT_PLACEHOLDERS}>
      <ThemeProvider theme={createAppTheme()} storageManager={null}>
        <ThemeModeProvider>
          <CssBaseline enableColorScheme />
          <MemoryRouter>
            <Routes>
              <Route element={<Layout />}>
                <Route path="*" element={<div data-prerender-outlet="" />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </ThemeModeProvider>
      </ThemeProvider>
    </PrerenderedSupportContacts.Provider>,
  );
  if (!html.includes(PAGE_OUTLET)) throw new Error(`The ${layout} layout rendered no page outlet`);
  return html;
}

const prerender: Prerender = async () => {
  const files: Record<string, string> = {};
  const index: PrerenderedLayouts = {
    titleTemplate: `%s · ${messages.productName}`,
    layouts: {},
    mounts: remoteMounts
      .filter((mount) => isPrerendered(mount.layout))
      .map((mount) => ({
        ...mount,
        guestOnly: mount.paths.every((path) => GUEST_ONLY_PATHS.includes(path)) || undefined,
      })),
    sessionCookie: REFRESH_TOKEN_COOKIE,
    starter: 'start-on-intent.js',
  };
  for (const layout of Object.keys(PRERENDERED_LAYOUTS) as PrerenderedLayoutName[]) {
    index.layouts[layout] = layoutFile(layout);
    files[layoutFile(layout)] = await renderLayout(layout);
  }
  files['start-on-intent.js'] = await starterExpression();
  files[LAYOUTS_INDEX] = JSON.stringify(index);
  return files;
};

/** The starter as the bare function expression the static server calls (a formatter ends it with `;`). */
async function starterExpression(): Promise<string> {
  const source = await readFile(new URL('./start-on-intent.js', import.meta.url), 'utf8');
  return source.trim().replace(/;$/, '');
}

export default prerender;
