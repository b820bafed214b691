import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { reversionInputSchema, type OtherDocumentDetail, type ReversionView } from '@facturador/contracts';
import { useRevertOtherDocument } from '../api/other-document-queries.ts';
import { otherDocumentsMessages } from '../messages.ts';

const m = otherDocumentsMessages.revert;

/**
 * «Revertir» (owners): a resumen de reversiones (RR) with this one document, dated as it was
 * issued (cbc:ReferenceDate). The reason is checked by the contract's schema, as the server does.
 */
export function RevertDialog({
  companyId,
  document,
  onClose,
  onStarted,
}: {
  companyId: string;
  document: OtherDocumentDetail;
  onClose: () => void;
  onStarted: (reversion: ReversionView) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const revert = useRevertOtherDocument(companyId);
  const submit = async () => {
    const parsed = reversionInputSchema.safeParse({
      referenceDate: document.issueDate,
      lines: [
        { documentType: document.documentType, series: document.series, number: document.number, reason },
      ],
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError(null);
    try {
      onStarted(await revert.mutateAsync(parsed.data));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="revert-title" fullWidth maxWidth="sm">
      <DialogTitle id="revert-title">{m.title(document.fullNumber)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {m.body}
        </Typography>
        <TextField
          id="revert-reason"
          autoFocus
          fullWidth
          label={m.reason}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{m.cancel}</Button>
        <Button variant="contained" color="error" loading={revert.isPending} onClick={() => void submit()}>
          {m.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
