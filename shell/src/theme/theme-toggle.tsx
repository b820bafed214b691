import { IconButton, Tooltip } from '@mui/material';
import { messages } from '../app/messages.ts';
import { THEME_ATTRIBUTE } from '@facturador/theme';
import type { ThemeMode } from './theme-mode.ts';
import { useThemeMode } from './theme-mode-context.tsx';

const toggles: { shownIn: ThemeMode; hiddenIn: ThemeMode; label: string; glyph: string }[] = [
  { shownIn: 'light', hiddenIn: 'dark', label: messages.theme.toDark, glyph: '☾' },
  { shownIn: 'dark', hiddenIn: 'light', label: messages.theme.toLight, glyph: '☀' },
];

/**
 * One button per scheme, the other hidden by CSS on `<html data-theme>`: the right one shows
 * from the first paint, also on a prerendered page before the app runs (decision 0010).
 */
export function ThemeToggle() {
  const { toggle } = useThemeMode();
  return toggles.map(({ shownIn, hiddenIn, label, glyph }) => (
    <Tooltip key={shownIn} title={label}>
      <IconButton
        color="inherit"
        onClick={toggle}
        aria-label={label}
        sx={{ [`[${THEME_ATTRIBUTE}=${hiddenIn}] &`]: { display: 'none' } }}
      >
        <span aria-hidden="true">{glyph}</span>
      </IconButton>
    </Tooltip>
  ));
}
