import { useColorScheme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { saveThemeMode, type ThemeMode } from './theme-mode.ts';
import { ThemeModeContext } from './theme-mode-context.tsx';

/**
 * The theme toggle's state, kept by MUI's colour-scheme manager (which sets `data-theme` on
 * <html>) and saved in the `theme` cookie of SPEC.md §1. Must sit inside ThemeProvider.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const { mode, setMode } = useColorScheme();
  const current: ThemeMode = mode === 'dark' ? 'dark' : 'light';
  const control = useMemo(
    () => ({
      mode: current,
      toggle: () => {
        const next = current === 'light' ? 'dark' : 'light';
        saveThemeMode(next);
        setMode(next);
      },
    }),
    [current, setMode],
  );
  return <ThemeModeContext.Provider value={control}>{children}</ThemeModeContext.Provider>;
}
