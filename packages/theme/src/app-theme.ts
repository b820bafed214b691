import { esES } from '@mui/material/locale';
import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';

/**
 * The suite's one theme, in both colour schemes at once: MUI writes the colours as CSS
 * variables under `[data-theme=light]` and `[data-theme=dark]` (the attribute the no-flash
 * script in shell/index.html sets before first paint). Component styles therefore do not
 * depend on the scheme, so a page prerendered at build time (docs/decisions/0010) is right
 * in light and dark, and the shell and mf-public's prerenderer produce the same class names.
 */
export const THEME_ATTRIBUTE = 'data-theme';

/** Page backgrounds, also painted by shell/index.html before any script runs. */
export const BACKGROUND = { light: '#f6f8fb', dark: '#0f1419' } as const;

export function createAppTheme(): Theme {
  // Headings shrink on phones: a 360 px screen cannot hold desktop-sized titles.
  return responsiveFontSizes(
    createTheme(
      {
        cssVariables: { colorSchemeSelector: `[${THEME_ATTRIBUTE}=%s]` },
        colorSchemes: {
          light: {
            palette: {
              primary: { main: '#0b5cab' },
              secondary: { main: '#00796b' },
              background: { default: BACKGROUND.light, paper: '#ffffff' },
            },
          },
          dark: {
            palette: {
              primary: { main: '#7cb8ff' },
              secondary: { main: '#4db6ac' },
              background: { default: BACKGROUND.dark, paper: '#161d26' },
            },
          },
        },
        shape: { borderRadius: 10 },
        typography: {
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
      },
      // MUI's own words (an Autocomplete's «Limpiar», a pagination's «Filas por página:») in
      // Spanish for every app; a text a component sets itself still wins over these defaults.
      // The data grids bring MUI X's Spanish texts themselves (its locale is not a theme's).
      esES,
    ),
  );
}

// The theme uses CSS variables: ThemeProvider's props for them (and `theme.vars`) exist.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
