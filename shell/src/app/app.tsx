import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@facturador/contracts';
import { createAppTheme } from '@facturador/theme';
import { buildSources } from '../build-versions/build-sources.ts';
import { BuildWatcher } from '../build-versions/build-watcher.ts';
import { applyRouteRules, reloadOnNextNavigation } from '../build-versions/reload-on-navigation.ts';
import { setRunningBuilds } from '../build-versions/running-builds.ts';
import { initialThemeMode } from '../theme/theme-mode.ts';
import { ThemeModeProvider } from '../theme/theme-mode-provider.tsx';
import { queryClient } from '../query/query-client.ts';
import { ToastBridge } from '../toasts/toast-bridge.tsx';
import { TOAST_COMPONENTS } from '../toasts/toast-colours.tsx';
import { TOAST_CONTAINER_CLASS, ToastPlacement, useToastAnchor } from '../toasts/toast-placement.tsx';
import { ConnectivityBanner } from '../connectivity/connectivity-banner.tsx';
import { router } from './router.ts';

const theme = createAppTheme();

export function App({ config }: { config: RuntimeConfig }) {
  const toastAnchor = useToastAnchor();
  useEffect(() => {
    const rules = applyRouteRules(router, () => watcher.routeRules);
    const watcher = new BuildWatcher(
      buildSources(config, window.location.origin),
      __FACTURADOR_BUILD__.id,
      undefined,
      rules.now,
      setRunningBuilds,
    );
    watcher.start();
    const stopReloading = reloadOnNextNavigation(router, watcher, undefined, rules.follow);
    return () => {
      stopReloading();
      watcher.stop();
    };
  }, [config]);
  // The scheme comes from the cookie or the system (as the no-flash script in index.html
  // decided); the cookie is the only storage (SPEC.md §1).
  return (
    <ThemeProvider theme={theme} defaultMode={initialThemeMode()} storageManager={null} noSsr>
      <ThemeModeProvider>
        <CssBaseline enableColorScheme />
        <ToastPlacement />
        <SnackbarProvider
          anchorOrigin={toastAnchor}
          classes={{ containerAnchorOriginTopRight: TOAST_CONTAINER_CLASS }}
          Components={TOAST_COMPONENTS}
        >
          <ToastBridge />
          <ConnectivityBanner />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </SnackbarProvider>
      </ThemeModeProvider>
    </ThemeProvider>
  );
}
