export type ThemeMode = 'light' | 'dark';

/** SPEC.md §1: the choice lives in the cookie `theme`; without it, the system preference. */
export const THEME_COOKIE = 'theme';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function readThemeCookie(cookie: string): ThemeMode | null {
  const match = /(?:^|;\s*)theme=(dark|light)(?:;|$)/.exec(cookie);
  return (match?.[1] as ThemeMode | undefined) ?? null;
}

export function initialThemeMode(): ThemeMode {
  const saved = readThemeCookie(document.cookie);
  if (saved) return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function saveThemeMode(mode: ThemeMode): void {
  document.cookie = `${THEME_COOKIE}=${mode}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
