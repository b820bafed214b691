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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addToast, callApi } from '@facturador/auth-api';
import { endpoints, formatDay, voidDocumentRequestSchema, type DocumentDetail } from '@facturador/contracts';
import { documentKeys } from '../api/document-queries.ts';
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
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: { reason: string }) =>
      callApi(endpoints.voidDocument, { params: { id: companyId, documentId: document.id }, body }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
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
