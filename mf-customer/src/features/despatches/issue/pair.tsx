import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** Two fields side by side from `sm`, stacked on a phone. */
export const Pair = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
    {children}
  </Stack>
);
