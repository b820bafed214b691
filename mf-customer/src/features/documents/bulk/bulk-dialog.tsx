import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { BULK_CSV_COLUMNS, BULK_MAX_BYTES } from '@facturador/contracts';
import { downloadTextFile } from '@facturador/forms';
import { useStartBulk } from '../api/bulk-issue.ts';
import { readCsvFile } from '../catalogues/import/read-csv-file.ts';
import { documentsMessages } from '../messages.ts';
import { CsvFileButton } from '../shared/csv-file-button.tsx';
import { limaToday } from '../shared/lima-today.ts';
import { BulkProgress } from './bulk-progress.tsx';
import { bulkTemplate, isRequiredColumn } from './bulk-template.ts';

const messages = documentsMessages.bulk;

/** «Emisión masiva»: the CSV's layout and a template, then the upload, then the batch as it runs. */
export function BulkDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const start = useStartBulk(companyId);
  const [jobId, setJobId] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  async function upload(file: File) {
    setAlert(null);
    if (file.size > BULK_MAX_BYTES) return setAlert(messages.tooLarge);
    let csv: string;
    try {
      csv = await readCsvFile(file);
    } catch {
      return setAlert(messages.unreadable);
    }
    try {
      const answer = await start.mutateAsync({ csv, key: crypto.randomUUID() });
      setJobId(answer.data.id);
    } catch (error) {
      setAlert(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Dialog
      open
      onClose={start.isPending ? undefined : onClose}
      aria-labelledby="bulk-dialog-title"
      fullWidth
      maxWidth="md"
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
          ) : (
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
                    {!isRequiredColumn(column) && ` (${messages.optional})`}
                  </span>
                ))}
              </Box>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!jobId && (
          <Button
            onClick={() =>
              downloadTextFile(bulkTemplate(limaToday()), 'emision-masiva.csv', 'text/csv;charset=utf-8')
            }
          >
            {messages.template}
          </Button>
        )}
        <Button onClick={onClose} disabled={start.isPending}>
          {messages.close}
        </Button>
        {jobId ? (
          <Button variant="contained" onClick={() => setJobId(null)}>
            {messages.another}
          </Button>
        ) : (
          <CsvFileButton
            label={messages.choose}
            busyLabel={messages.sending}
            busy={start.isPending}
            onFile={(file) => void upload(file)}
          />
        )}
      </DialogActions>
    </Dialog>
  );
}
