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
import type { CreatedApiKey } from '@facturador/contracts';
import { companiesMessages } from '../../messages.ts';

const messages = companiesMessages.integrations;

/**
 * The whole key, the one time it exists outside the integrator's system: the server keeps only
 * its hash, and this dialog forgets it on closing.
 */
export function ApiKeySecretDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.secret);
    setCopied(true);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="api-key-secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="api-key-secret-title">{messages.secretTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{messages.secretBody}</DialogContentText>
          <TextField
            label={messages.secretLabel}
            value={created.secret}
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
