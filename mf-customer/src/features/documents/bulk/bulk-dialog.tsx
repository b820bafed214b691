import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { BULK_CSV_COLUMNS, BULK_MAX_BYTES, type BulkPreview } from '@facturador/contracts';
import { downloadTextFile } from '@facturador/forms';
import { usePreviewBulk, useStartBulk } from '../api/bulk-issue.ts';
import { readCsvFile } from '../catalogues/import/read-csv-file.ts';
import { documentsMessages } from '../messages.ts';
import { CsvFileButton } from '../shared/csv-file-button.tsx';
import { limaToday } from '../../../shared/lima-today.ts';
import { BulkPreviewTable } from './bulk-preview.tsx';
import { BulkProgress } from './bulk-progress.tsx';
import { bulkTemplate, isAmountColumn, isRequiredColumn } from './bulk-template.ts';

const messages = documentsMessages.bulk;

/** A chosen file judged and waiting for «Emitir»; its Idempotency-Key, so a retried click makes one batch. */
interface Checked {
  csv: string;
  key: string;
  preview: BulkPreview;
}

function ColumnsHelp() {
  return (
    <>
      <Typography variant="body2">{messages.intro}</Typography>
      <Typography variant="subtitle2" component="h3">
        {messages.columns}
      </Typography>
      <Box component="p" sx={{ my: 0, overflowWrap: 'anywhere' }}>
        {BULK_CSV_COLUMNS.map((column, index) => (
          <span key={column}>
            {index > 0 && '; '}
            <code>{column}</code>
            {isAmountColumn(column)
              ? ` (${messages.amountColumns[column]})`
              : !isRequiredColumn(column) && ` (${messages.optional})`}
          </span>
        ))}
      </Box>
    </>
  );
}

/**
 * «Emisión masiva»: the CSV's layout and a template; the chosen file's documents as they would
 * be issued, with their errors; only then «Emitir», and the batch as it runs.
 */
export function BulkDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const check = usePreviewBulk(companyId);
  const start = useStartBulk(companyId);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const busy = check.isPending || start.isPending;

  async function choose(file: File) {
    setAlert(null);
    setChecked(null);
    if (file.size > BULK_MAX_BYTES) return setAlert(messages.tooLarge);
    let csv: string;
    try {
      csv = await readCsvFile(file);
    } catch {
      return setAlert(messages.unreadable);
    }
    try {
      setChecked({ csv, key: crypto.randomUUID(), preview: await check.mutateAsync({ csv }) });
    } catch (error) {
      setAlert(error instanceof Error ? error.message : String(error));
    }
  }

  async function issue({ csv, key }: Checked) {
    setAlert(null);
    try {
      const answer = await start.mutateAsync({ csv, key });
      setChecked(null);
      setJobId(answer.data.id);
    } catch (error) {
      setAlert(error instanceof Error ? error.message : String(error));
    }
  }

  const invalid = (checked?.preview.invalid ?? 0) > 0;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="bulk-dialog-title"
      fullWidth
      maxWidth={checked ? 'lg' : 'md'}
    >
      <DialogTitle id="bulk-dialog-title">{messages.title}</DialogTitle>
      <DialogContent tabIndex={0}>
        <Stack spacing={2}>
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          {jobId ? (
            <BulkProgress companyId={companyId} jobId={jobId} />
          ) : check.isPending ? (
            <LinearProgress aria-label={messages.checking} />
          ) : checked ? (
            <BulkPreviewTable preview={checked.preview} />
          ) : (
            <ColumnsHelp />
          )}
          {checked && invalid && <Typography color="text.secondary">{messages.fixFirst}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!jobId && !checked && (
          <Button
            onClick={() =>
              downloadTextFile(bulkTemplate(limaToday()), 'emision-masiva.csv', 'text/csv;charset=utf-8')
            }
          >
            {messages.template}
          </Button>
        )}
        <Button onClick={onClose} disabled={busy}>
          {messages.close}
        </Button>
        {jobId ? (
          <Button variant="contained" onClick={() => setJobId(null)}>
            {messages.another}
          </Button>
        ) : (
          <CsvFileButton
            label={checked ? messages.chooseAnother : messages.chooseFile}
            busyLabel={check.isPending ? messages.checking : messages.sending}
            busy={busy}
            onFile={(file) => void choose(file)}
          />
        )}
        {checked && !jobId && (
          // Disabled while any document has an error: the batch goes whole (messages.fixFirst).
          <Button
            variant="contained"
            disabled={invalid || start.isPending}
            onClick={() => void issue(checked)}
          >
            {start.isPending ? messages.sending : messages.issueAll(checked.preview.documents.length)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
