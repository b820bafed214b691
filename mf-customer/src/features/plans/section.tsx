import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A Paper section of the page with its h2 (the section is named by it) and an optional action. */
export function Section({
  id,
  title,
  intro,
  action,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography id={`${id}-title`} variant="h6" component="h2">
            {title}
          </Typography>
          {intro && (
            <Typography variant="body2" color="text.secondary">
              {intro}
            </Typography>
          )}
        </div>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
