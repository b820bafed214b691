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
import { downloadAccountantArchive } from '../api/document-exports.ts';
import { documentsMessages } from '../messages.ts';
import { limaToday } from '../../../shared/lima-today.ts';

const messages = documentsMessages.exports;

/** `YYYY-MM` of the month before today's in Lima: what an accountant asks for at the start of a month. */
export function previousMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The first and last day of a `YYYY-MM` month. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** Picks the month of the accountant's ZIP (the previous one by default) and downloads it. */
export function ArchiveDialog({
  companyId,
  ruc,
  onClose,
}: {
  companyId: string;
  ruc: string;
  onClose: () => void;
}) {
  const [month, setMonth] = useState(() => previousMonth(limaToday()));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    if (!/^\d{4}-\d{2}$/.test(month)) return setError(messages.monthInvalid);
    const period = monthPeriod(month);
    setBusy(true);
    setError(null);
    try {
      await downloadAccountantArchive(companyId, period, `${ruc}-comprobantes-${period.from}-${period.to}`);
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="archive-title" fullWidth maxWidth="xs">
      <DialogTitle id="archive-title">{messages.archiveTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{messages.archiveHelp}</DialogContentText>
        <TextField
          label={messages.month}
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          fullWidth
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.cancel}</Button>
        <Button variant="contained" onClick={() => void download()} disabled={busy}>
          {busy ? messages.downloading : messages.download}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
