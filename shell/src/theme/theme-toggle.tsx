import { IconButton, Tooltip } from '@mui/material';
import { messages } from '../app/messages.ts';
import { useThemeMode } from './theme-mode-context.tsx';

export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'light' ? messages.theme.toDark : messages.theme.toLight;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        <span aria-hidden="true">{mode === 'light' ? '☾' : '☀'}</span>
      </IconButton>
    </Tooltip>
  );
}
