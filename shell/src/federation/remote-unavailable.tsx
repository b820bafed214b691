import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { messages } from '../app/messages.ts';

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack sx={{ py: 6, px: 2, alignItems: 'center' }}>
      <Alert
        severity="warning"
        role="alert"
        sx={{ maxWidth: 560, width: '100%' }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {messages.remoteUnavailable.retry}
          </Button>
        }
      >
        <AlertTitle>{messages.remoteUnavailable.title}</AlertTitle>
        {messages.remoteUnavailable.body}
      </Alert>
    </Stack>
  );
}
