import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@facturador/contracts';
import { RuntimeConfigContext } from '../config/runtime-config-context.tsx';
import { createAppTheme } from '../theme/create-app-theme.ts';
import { initialThemeMode, saveThemeMode, type ThemeMode } from '../theme/theme-mode.ts';
import { ThemeModeContext } from '../theme/theme-mode-context.tsx';
import { createRoutes } from './create-routes.tsx';

const router = createBrowserRouter(createRoutes());

export function App({ config }: { config: RuntimeConfig }) {
  const [mode, setMode] = useState<ThemeMode>(initialThemeMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const themeControl = useMemo(
    () => ({
      mode,
      toggle: () =>
        setMode((current) => {
          const next = current === 'light' ? 'dark' : 'light';
          saveThemeMode(next);
          return next;
        }),
    }),
    [mode],
  );

  return (
    <RuntimeConfigContext.Provider value={config}>
      <ThemeModeContext.Provider value={themeControl}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </ThemeProvider>
      </ThemeModeContext.Provider>
    </RuntimeConfigContext.Provider>
  );
}
