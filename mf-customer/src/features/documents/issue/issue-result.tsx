import { Alert, AlertTitle, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { CURRENCY_SYMBOLS, formatMoney, ROUTE_PATHS, type DocumentDetail } from '@facturador/contracts';
import { issuedDocumentQueryOptions } from '../api/document-queries.ts';
import { documentsMessages } from '../messages.ts';
import { DocumentDelivery } from '../shared/document-delivery.tsx';
import { TestChip } from '../../../shared/test-chip.tsx';

const messages = documentsMessages.result;

/** SUNAT's answer in one sentence, with what a person needs next: each observation, the code, or why it waits. */
export function SunatVerdict({ document }: { document: DocumentDetail }) {
  const { status, fullNumber, cdr } = document;
  if (status === 'accepted' || status === 'voided' || status === 'voiding')
    return (
      <Alert severity="success">
        <AlertTitle>{messages.accepted(fullNumber)}</AlertTitle>
        {cdr?.description}
      </Alert>
    );
  if (status === 'observed')
    return (
      <Alert severity="warning">
        <AlertTitle>{messages.observed(fullNumber)}</AlertTitle>
        {messages.observations}:
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {cdr?.notes.map((note) => (
            <li key={note.code}>
              {note.code}: {note.text}
            </li>
          ))}
        </ul>
      </Alert>
    );
  if (status === 'rejected')
    return (
      <Alert severity="error">
        <AlertTitle>{messages.rejected(fullNumber)}</AlertTitle>
        {cdr
          ? `${cdr.code}: ${cdr.description}`
          : `${document.sunatCode ?? ''} ${document.lastError ?? ''}`.trim()}
        <br />
        {messages.rejectedNext[cdr?.code ?? document.sunatCode ?? ''] ?? messages.rejectedNext.default}
      </Alert>
    );
  return (
    <Alert severity="info">
      <AlertTitle>{messages.pending(fullNumber)}</AlertTitle>
      {document.lastError ?? messages.pendingReason}
    </Alert>
  );
}

/**
 * After Emitir: the number and what it charged, the verdict, kept live (document_updated
 * refreshes it), the files and "Emitir otro".
 */
export function IssueResult({
  companyId,
  issued,
  onAnother,
}: {
  companyId: string;
  issued: DocumentDetail;
  onAnother: () => void;
}) {
  const { data } = useQuery(issuedDocumentQueryOptions(companyId, issued));
  const document = data ?? issued;
  const waiting = document.status === 'signed' || document.status === 'sent';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="result-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="result-title" variant="h5" component="h2">
            {document.fullNumber}
          </Typography>
          <TestChip environment={document.environment} />
        </Stack>
        <Typography data-testid="issued-total">
          {documentsMessages.totals.total}: {formatMoney(CURRENCY_SYMBOLS[document.currency], document.total)}
        </Typography>
        {waiting && <LinearProgress aria-label={messages.sending} />}
        <SunatVerdict document={document} />
        <DocumentDelivery companyId={companyId} document={document} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={onAnother} autoFocus>
            {messages.another}
          </Button>
          <Button component={RouterLink} to={`${ROUTE_PATHS.documents}/${companyId}/${document.id}`}>
            {messages.open}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
