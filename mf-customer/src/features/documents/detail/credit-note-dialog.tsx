import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addToast, callApi } from '@facturador/auth-api';
import {
  documentLineInputSchema,
  endpoints,
  noteFromDocumentRequestSchema,
  ROUTE_PATHS,
  type DocumentDetail,
  type DocumentLineInput,
} from '@facturador/contracts';
import { CATALOG_09 } from '@facturador/einvoice/calc';
import { companySeriesQueryOptions, documentKeys } from '../api/document-queries.ts';
import { documentsMessages } from '../messages.ts';

const messages = documentsMessages.creditNote;

/** The lines the document was issued with (its request as made), to start the note from. */
export function linesOf(document: DocumentDetail): DocumentLineInput[] {
  const lines = (document.input as { lines?: unknown }).lines;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line) => {
    const parsed = documentLineInputSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}

const select = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A credit note (07) from an accepted document: reason from Catálogo 09, its lines prefilled. */
export function CreditNoteDialog({
  companyId,
  document,
  onClose,
}: {
  companyId: string;
  document: DocumentDetail;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const letter = document.series[0]!;
  const { data: allSeries } = useQuery(companySeriesQueryOptions(companyId));
  const seriesOptions = (allSeries ?? []).filter(
    (item) => item.isActive && item.documentType === '07' && item.series.startsWith(letter),
  );
  const [series, setSeries] = useState('');
  const [reasonCode, setReasonCode] = useState('01');
  const [reasonDescription, setReasonDescription] = useState('');
  const [lines, setLines] = useState<DocumentLineInput[]>(() => linesOf(document));
  const [error, setError] = useState<string | null>(null);
  const chosenSeries = series || seriesOptions[0]?.series || '';
  const issue = useMutation({
    mutationFn: (body: unknown) =>
      callApi(endpoints.issueNoteFromDocument, {
        params: { id: companyId, documentId: document.id },
        body: body as never,
      }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      addToast({ type: 'success', title: messages.issued, message: answer.data.fullNumber });
      onClose();
      void navigate(`${ROUTE_PATHS.documents}/${companyId}/${answer.data.id}`);
    },
    onError: (failure) => setError(failure.message),
  });
  const submit = () => {
    const parsed = noteFromDocumentRequestSchema.safeParse({
      documentType: '07',
      series: chosenSeries,
      reasonCode,
      reasonDescription,
      lines,
    });
    if (!parsed.success) return setError(parsed.error.issues.map((item) => item.message).join('. '));
    setError(null);
    issue.mutate(parsed.data);
  };
  const setLine = (index: number, patch: Partial<DocumentLineInput>) =>
    setLines((current) =>
      current.map((line, position) => (position === index ? { ...line, ...patch } : line)),
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="note-title" fullWidth maxWidth="md">
      <DialogTitle id="note-title">{messages.title(document.fullNumber)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                label={messages.series}
                value={chosenSeries}
                onChange={(event) => setSeries(event.target.value)}
                fullWidth
                size="small"
                slotProps={select}
              >
                {seriesOptions.map((item) => (
                  <option key={item.series} value={item.series}>
                    {item.series}
                  </option>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <TextField
                select
                label={messages.reason}
                value={reasonCode}
                onChange={(event) => setReasonCode(event.target.value)}
                fullWidth
                size="small"
                slotProps={select}
              >
                {Object.entries(CATALOG_09).map(([code, name]) => (
                  <option key={code} value={code}>
                    {`${code} · ${name}`}
                  </option>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <TextField
                label={messages.description}
                value={reasonDescription}
                onChange={(event) => setReasonDescription(event.target.value)}
                fullWidth
                size="small"
              />
            </Grid>
          </Grid>
          <DialogContentText>{messages.linesHint}</DialogContentText>
          {lines.map((line, index) => (
            <Grid
              container
              spacing={1.5}
              key={index}
              role="group"
              aria-label={documentsMessages.form.line(index + 1)}
            >
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={documentsMessages.form.description}
                  value={line.description}
                  onChange={(event) => setLine(index, { description: event.target.value })}
                  fullWidth
                  size="small"
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 2 }}>
                <TextField
                  label={documentsMessages.form.quantity}
                  value={line.quantity}
                  onChange={(event) => setLine(index, { quantity: event.target.value })}
                  fullWidth
                  size="small"
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 4 }}>
                <TextField
                  label={messages.unitValue}
                  value={line.unitValue}
                  onChange={(event) => setLine(index, { unitValue: event.target.value })}
                  fullWidth
                  size="small"
                />
              </Grid>
            </Grid>
          ))}
          {lines.length === 0 && <Typography variant="body2">—</Typography>}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={issue.isPending}>
          {messages.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
