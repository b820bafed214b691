import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ApiKey } from '@facturador/contracts';
import { companiesMessages } from '../../messages.ts';

const messages = companiesMessages.integrations;

/** Revoking cannot be undone: the owner confirms it, naming the key. */
export function RevokeApiKeyDialog({
  apiKey,
  pending,
  onConfirm,
  onClose,
}: {
  apiKey: ApiKey;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="revoke-api-key-title">
      <DialogTitle id="revoke-api-key-title">{messages.revokeTitle(apiKey.name)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{messages.revokeBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {messages.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={pending}>
          {messages.revoke}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
