import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@facturador/contracts';
import { buildSources } from '../build-versions/build-sources.ts';
import { BuildWatcher } from '../build-versions/build-watcher.ts';
import { reloadOnNextNavigation } from '../build-versions/reload-on-navigation.ts';
import { RuntimeConfigContext } from '../config/runtime-config-context.tsx';
import { createAppTheme } from '../theme/create-app-theme.ts';
import { initialThemeMode, saveThemeMode, type ThemeMode } from '../theme/theme-mode.ts';
import { ThemeModeContext } from '../theme/theme-mode-context.tsx';
import { ToastBridge } from '../toasts/toast-bridge.tsx';
import { router } from './router.ts';

export function App({ config }: { config: RuntimeConfig }) {
  const [mode, setMode] = useState<ThemeMode>(initialThemeMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  useEffect(() => {
    const watcher = new BuildWatcher(buildSources(config, window.location.origin), __FACTURADOR_BUILD__.id);
    watcher.start();
    const stopReloading = reloadOnNextNavigation(router, watcher);
    return () => {
      stopReloading();
      watcher.stop();
    };
  }, [config]);
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
            <ToastBridge />
            <RouterProvider router={router} />
          </SnackbarProvider>
        </ThemeProvider>
      </ThemeModeContext.Provider>
    </RuntimeConfigContext.Provider>
  );
}
