import { Button, Stack, Typography } from '@mui/material';
import { messages } from '../app/messages.ts';

/** The router's error element: a failure outside any remote's boundary. */
export function ErrorPage() {
  return (
    <Stack component="section" spacing={2} sx={{ py: 10, px: 2, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="overline" color="text.secondary">
        500
      </Typography>
      <Typography variant="h4" component="h1">
        {messages.serverError.title}
      </Typography>
      <Typography color="text.secondary">{messages.serverError.body}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {messages.serverError.reload}
      </Button>
    </Stack>
  );
}
