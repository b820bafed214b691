import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Every admin page's frame: its heading (the page's h1), a line saying what it is for, the
 * page's main actions beside the heading (below it on a phone), and its content.
 */
export function AdminPage(props: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {props.title}
          </Typography>
          {props.description && <Typography color="text.secondary">{props.description}</Typography>}
        </div>
        {props.actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {props.actions}
          </Stack>
        )}
      </Stack>
      {props.children}
    </Stack>
  );
}
