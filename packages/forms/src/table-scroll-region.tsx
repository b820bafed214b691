import { TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Holds a table that may be wider than a phone. The table scrolls sideways inside this region,
 * not the page. The region takes the keyboard's focus, so someone without a pointer can scroll
 * it too (WCAG 2.1.1; axe's scrollable-region-focusable). It is a group named after the table,
 * not a region: the section around it is already the landmark of that name.
 */
export function TableScrollRegion(props: {
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const { children, ...name } = props;
  return (
    <TableContainer role="group" tabIndex={0} {...name} sx={{ overflowX: 'auto' }}>
      {children}
    </TableContainer>
  );
}
