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
import { useId, useState } from 'react';

/** The words of one kind of secret (an API key, a webhook's signing secret). */
export interface SecretOnceMessages {
  secretTitle: string;
  secretBody: string;
  secretLabel: string;
  copy: string;
  copied: string;
  done: string;
}

/**
 * A secret the one time it exists outside the system that will use it (creation or rotation):
 * the server keeps only what it needs (a hash, or a sealed copy) and this dialog forgets it on
 * closing.
 */
export function SecretOnceDialog({
  secret,
  messages,
  onClose,
}: {
  secret: string;
  messages: SecretOnceMessages;
  onClose: () => void;
}) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{messages.secretTitle}</DialogTitle>
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
