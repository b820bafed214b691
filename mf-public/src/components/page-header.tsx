import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The one h1 of a public page, with its lead paragraph. */
export function PageHeader({
  overline,
  title,
  children,
}: {
  overline?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mb: { xs: 4, md: 6 } }}>
      {overline && (
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {overline}
        </Typography>
      )}
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
        {title}
      </Typography>
      {children && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
          {children}
        </Typography>
      )}
    </Stack>
  );
}
