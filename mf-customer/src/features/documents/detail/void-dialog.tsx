import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { addToast } from '@facturador/auth-api';
import { formatDay, voidDocumentRequestSchema, type DocumentDetail } from '@facturador/contracts';
import { useVoidDocument } from '../api/document-mutations.ts';
import { documentsMessages } from '../messages.ts';

const messages = documentsMessages.void;

/** Anular: says what will be sent (RA for facturas, RC status 3 for boletas) and asks why. */
export function VoidDialog({
  companyId,
  document,
  voidable,
  onClose,
}: {
  companyId: string;
  document: DocumentDetail;
  voidable: NonNullable<DocumentDetail['voidable']>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useVoidDocument(companyId, document.id, {
    onVoided: (answer) => {
      addToast({ type: 'success', title: messages.confirm, message: answer.message ?? '' });
      onClose();
    },
    onError: (failure) => setError(failure.message),
  });
  const confirm = () => {
    const parsed = voidDocumentRequestSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    send.mutate(parsed.data);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="void-title" fullWidth maxWidth="sm">
      <DialogTitle id="void-title">{messages.title(document.fullNumber)}</DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>
          {voidable.method === 'RA' ? messages.ra : messages.rc}
        </DialogContentText>
        <DialogContentText gutterBottom>{messages.until(formatDay(voidable.until))}</DialogContentText>
        <TextField
          autoFocus
          label={messages.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          margin="normal"
          error={error !== null}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.cancel}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={send.isPending}>
          {messages.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
