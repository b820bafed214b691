import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { companiesMessages } from '../../messages.ts';

const messages = companiesMessages.webhooks;

/** A webhook's signing secret, the one time it is shown (creation or rotation); forgotten on closing. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="webhook-secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="webhook-secret-title">{messages.secretTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{messages.secretBody}</DialogContentText>
          <TextField
            label={messages.secretLabel}
            value={secret}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
          {copied && <Alert severity="success">{messages.copied}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{messages.copy}</Button>
        <Button variant="contained" onClick={onClose}>
          {messages.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
