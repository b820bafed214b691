import { createContext, useContext } from 'react';
import type { ThemeMode } from './theme-mode.ts';

export interface ThemeModeControl {
  mode: ThemeMode;
  toggle: () => void;
}

export const ThemeModeContext = createContext<ThemeModeControl>({ mode: 'light', toggle: () => {} });

export const useThemeMode = () => useContext(ThemeModeContext);
