import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTE_PATHS } from '@facturador/contracts';
import { messages } from '../app/messages.ts';
import { usePageMeta } from '../app/use-page-meta.ts';

/** 403: a signed-in user opened a page their roles do not reach (SPEC.md §6). */
export function ForbiddenPage() {
  usePageMeta(messages.forbidden.title, messages.forbidden.body);
  return (
    <Stack component="section" spacing={2} sx={{ py: 10, px: 2, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="overline" color="text.secondary">
        403
      </Typography>
      <Typography variant="h4" component="h1">
        {messages.forbidden.title}
      </Typography>
      <Typography color="text.secondary">{messages.forbidden.body}</Typography>
      <Button variant="contained" component={RouterLink} to={ROUTE_PATHS.app}>
        {messages.forbidden.home}
      </Button>
    </Stack>
  );
}
