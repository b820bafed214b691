import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './theme-mode.ts';

export function createAppTheme(mode: ThemeMode): Theme {
  // Headings shrink on phones: a 360 px screen cannot hold desktop-sized titles.
  return responsiveFontSizes(
    createTheme({
      palette: {
        mode,
        primary: { main: mode === 'light' ? '#0b5cab' : '#7cb8ff' },
        secondary: { main: mode === 'light' ? '#00796b' : '#4db6ac' },
        background:
          mode === 'light'
            ? { default: '#f6f8fb', paper: '#ffffff' }
            : { default: '#0f1419', paper: '#161d26' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      },
    }),
  );
}
