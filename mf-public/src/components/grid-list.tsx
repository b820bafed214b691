import { Box } from '@mui/material';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A list shown as a grid of cards: a `<ul>` without bullets, its items `li` elements. */
export function GridList({
  columns,
  children,
}: {
  /** `grid-template-columns`, per breakpoint. */
  columns: Partial<Record<Breakpoint, string>>;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
