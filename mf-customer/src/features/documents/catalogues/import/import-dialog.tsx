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
import { CATALOGUE_IMPORT_MAX_BYTES, type CatalogueImportResult } from '@facturador/contracts';
import { downloadTextFile } from '@facturador/forms';
import { useImportCatalogue } from '../api/catalogue-mutations.ts';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';
import { CsvFileButton } from '../../shared/csv-file-button.tsx';
import { ImportResults } from './import-results.tsx';
import { templateOf, type ImportSpec } from './import-specs.ts';
import { readCsvFile } from './read-csv-file.ts';

const messages = cataloguesMessages.import;

/**
 * «Importar CSV»: what the file must hold and a template to start from, then the file, then
 * the server's answer row by row (created, updated, or why not).
 */
export function ImportDialog(props: {
  companyId: string;
  title: string;
  spec: ImportSpec;
  onClose: () => void;
}) {
  const { spec } = props;
  const send = useImportCatalogue(props.companyId, spec.kind);
  const [result, setResult] = useState<{ message: string; data: CatalogueImportResult } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  async function importFile(file: File) {
    setAlert(null);
    // Refused here before it travels; the server refuses it too.
    if (file.size > CATALOGUE_IMPORT_MAX_BYTES) return setAlert(messages.tooLarge);
    let csv: string;
    try {
      csv = await readCsvFile(file);
    } catch {
      return setAlert(messages.unreadable);
    }
    try {
      const answer = await send.mutateAsync({ csv });
      setResult({ message: answer.message ?? '', data: answer.data });
    } catch (error) {
      setAlert(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : props.onClose}
      aria-labelledby="import-dialog-title"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id="import-dialog-title">{messages.title(props.title)}</DialogTitle>
      {/* Focusable: on a phone the explanation scrolls, and a keyboard must be able to scroll it. */}
      <DialogContent tabIndex={0}>
        <Stack spacing={2}>
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          {result ? (
            <>
              <Alert severity={result.data.failed > 0 ? 'warning' : 'success'} role="status">
                {result.message}
              </Alert>
              <ImportResults
                rows={result.data.rows}
                {...(spec.keyLabel ? { keyLabel: spec.keyLabel } : {})}
              />
            </>
          ) : (
            <>
              <Typography variant="body2">{messages.intro}</Typography>
              <Box component="section" aria-labelledby="import-columns-title">
                <Typography id="import-columns-title" variant="subtitle2" component="h3">
                  {messages.columns}
                </Typography>
                <Box component="ul" sx={{ pl: 2.5, my: 0.5, overflowWrap: 'anywhere' }}>
                  {spec.columns.map((column) => (
                    <li key={column.name}>
                      <Typography variant="body2" component="span">
                        <code>{column.name}</code> ({column.required ? messages.required : messages.optional}
                        ): {column.hint}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Box>
              <Typography variant="body2">{messages.rule}</Typography>
              {send.isPending && <LinearProgress aria-label={messages.sending} />}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!result && (
          <Button onClick={() => downloadTextFile(templateOf(spec), spec.fileName, 'text/csv;charset=utf-8')}>
            {messages.template}
          </Button>
        )}
        <Button onClick={props.onClose} disabled={send.isPending}>
          {messages.close}
        </Button>
        {result ? (
          <Button variant="contained" onClick={() => setResult(null)}>
            {messages.another}
          </Button>
        ) : (
          <CsvFileButton
            label={messages.choose}
            busyLabel={messages.sending}
            busy={send.isPending}
            onFile={(file) => void importFile(file)}
          />
        )}
      </DialogActions>
    </Dialog>
  );
}
