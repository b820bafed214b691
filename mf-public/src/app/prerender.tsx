import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { renderFragment, type Prerender } from '@facturador/build-preset/prerender';
import { PAGES_INDEX, SUPPORT_PLACEHOLDERS, type PrerenderedPages } from '@facturador/federation';
import { createAppTheme } from '@facturador/theme';
import { PrerenderedSupportContacts } from '../features/contact/api/use-support-contacts.ts';
import { routes } from './routes.ts';

/**
 * Every page of this remote as HTML, written at build time for the shell's static server to
 * send before any script runs (docs/decisions/0010). Redeploying mf-public redeploys them.
 */
const prerender: Prerender = async () => {
  const theme = createAppTheme();
  const files: Record<string, string> = {};
  const index: PrerenderedPages = { build: __FACTURADOR_BUILD__.id, pages: [] };
  for (const route of routes) {
    const file = `${route.path === '/' ? 'index' : route.path.slice(1)}.html`;
    files[file] = await renderFragment(
      <MemoryRouter initialEntries={[route.path]}>
        {/* The shell's layout carries the theme's colour variables; a page only uses them. */}
        <ThemeProvider theme={theme} disableStyleSheetGeneration>
          <PrerenderedSupportContacts.Provider value={SUPPORT_PLACEHOLDERS}>
            <route.Component />
          </PrerenderedSupportContacts.Provider>
        </ThemeProvider>
      </MemoryRouter>,
    );
    index.pages.push({
      path: route.path,
      file,
      title: route.title,
      description: route.description,
      startAtLoad: route.liveData,
    });
  }
  files[PAGES_INDEX] = JSON.stringify(index);
  return files;
};

export default prerender;
