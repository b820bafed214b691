import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  IconButton,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { addToast } from '@facturador/auth-api';
import {
  documentLineInputSchema,
  noteFromDocumentRequestSchema,
  ROUTE_PATHS,
  type DocumentDetail,
  type DocumentLineInput,
} from '@facturador/contracts';
import { CATALOG_09, CATALOG_10 } from '@facturador/einvoice/calc';
import { companySeriesQueryOptions } from '../../../shared/api/company-series-query.ts';
import { useIssueNote } from '../api/document-mutations.ts';
import { documentsMessages } from '../messages.ts';

export type NoteType = '07' | '08';

/** The lines the document was issued with (its request as made), to start a credit note from. */
export function linesOf(document: DocumentDetail): DocumentLineInput[] {
  const lines = (document.input as { lines?: unknown }).lines;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line) => {
    const parsed = documentLineInputSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A line to fill: a debit note charges something new (interest, a penalty), taxed like the document. */
function emptyLine(document: DocumentDetail): DocumentLineInput {
  return {
    description: '',
    quantity: '1',
    unitCode: 'ZZ',
    unitValue: '',
    affectation: linesOf(document)[0]?.affectation ?? '10',
  };
}

/**
 * What differs between the two notes: a credit note (07) takes back, so it starts from the
 * document's lines and a Catálogo 09 reason; a debit note (08) charges more, so it starts from
 * one empty line and a Catálogo 10 reason.
 */
const NOTE_TYPES = {
  '07': { messages: documentsMessages.creditNote, reasons: CATALOG_09, startLines: linesOf },
  '08': {
    messages: documentsMessages.debitNote,
    reasons: CATALOG_10,
    startLines: (document: DocumentDetail) => [emptyLine(document)],
  },
} as const;

const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
const notes = documentsMessages.notes;

/** A credit or debit note from an accepted factura or boleta, in a series of its family (F…, B…). */
export function NoteDialog({
  noteType,
  companyId,
  document,
  onClose,
}: {
  noteType: NoteType;
  companyId: string;
  document: DocumentDetail;
  onClose: () => void;
}) {
  const { messages, reasons, startLines } = NOTE_TYPES[noteType];
  const navigate = useNavigate();
  const letter = document.series[0]!;
  const { data: allSeries } = useQuery(companySeriesQueryOptions(companyId));
  const seriesOptions = (allSeries ?? []).filter(
    (item) => item.isActive && item.documentType === noteType && item.series.startsWith(letter),
  );
  // Object keys that look like numbers (10, 11…) come first in JS: the list is put in code order.
  const reasonOptions = Object.entries(reasons).sort(([a], [b]) => a.localeCompare(b));
  const [series, setSeries] = useState('');
  const [reasonCode, setReasonCode] = useState(reasonOptions[0]![0]);
  const [reasonDescription, setReasonDescription] = useState('');
  const [lines, setLines] = useState<DocumentLineInput[]>(() => startLines(document));
  const [error, setError] = useState<string | null>(null);
  const chosenSeries = series || seriesOptions[0]?.series || '';
  const noSeries = allSeries !== undefined && seriesOptions.length === 0;
  const issue = useIssueNote(companyId, document.id, {
    // A note SUNAT refused has its number too: its detail shows SUNAT's answer.
    onIssued: (note) => {
      const refused = note.status === 'rejected' || note.status === 'exception';
      addToast({
        type: refused ? 'error' : 'success',
        title: refused ? messages.refused : messages.issued,
        message: note.fullNumber,
      });
      onClose();
      void navigate(`${ROUTE_PATHS.documents}/${companyId}/${note.id}`);
    },
    onError: (failure) => setError(failure.message),
  });
  const submit = () => {
    const parsed = noteFromDocumentRequestSchema.safeParse({
      documentType: noteType,
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
          {noSeries && (
            <Alert severity="warning">
              {notes.noSeries(documentsMessages.types[noteType].toLowerCase(), letter)}{' '}
              <Link component={RouterLink} to={`${ROUTE_PATHS.companies}/${companyId}/series`}>
                {notes.seriesLink}
              </Link>
            </Alert>
          )}
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
                {reasonOptions.map(([code, name]) => (
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
              sx={{ alignItems: 'center' }}
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
              <Grid size={{ xs: 5, sm: 2 }}>
                <TextField
                  label={documentsMessages.form.quantity}
                  value={line.quantity}
                  onChange={(event) => setLine(index, { quantity: event.target.value })}
                  fullWidth
                  size="small"
                />
              </Grid>
              <Grid size={{ xs: lines.length > 1 ? 5 : 7, sm: lines.length > 1 ? 3 : 4 }}>
                <TextField
                  label={messages.unitValue}
                  value={line.unitValue}
                  onChange={(event) => setLine(index, { unitValue: event.target.value })}
                  fullWidth
                  size="small"
                />
              </Grid>
              {lines.length > 1 && (
                <Grid size={{ xs: 2, sm: 1 }}>
                  <IconButton
                    aria-label={notes.removeLine(index + 1)}
                    onClick={() => setLines((current) => current.filter((_, position) => position !== index))}
                  >
                    ×
                  </IconButton>
                </Grid>
              )}
            </Grid>
          ))}
          {lines.length === 0 && <Typography variant="body2">—</Typography>}
          <div>
            <Button size="small" onClick={() => setLines((current) => [...current, emptyLine(document)])}>
              {notes.addLine}
            </Button>
          </div>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={issue.isPending || noSeries}>
          {messages.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
