import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../app/messages.ts';
import { usePageMeta } from '../app/use-page-meta.ts';

export function NotFoundPage() {
  usePageMeta(messages.notFound.title, messages.notFound.body);
  return (
    <Stack component="section" spacing={2} sx={{ py: 10, px: 2, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="overline" color="text.secondary">
        404
      </Typography>
      <Typography variant="h4" component="h1">
        {messages.notFound.title}
      </Typography>
      <Typography color="text.secondary">{messages.notFound.body}</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {messages.notFound.home}
      </Button>
    </Stack>
  );
}
