import { Alert, Button, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import {
  CURRENCY_SYMBOLS,
  formatDay,
  formatMoney,
  ROUTE_PATHS,
  type DocumentDetail,
} from '@facturador/contracts';
import { documentQueryOptions } from '../../../shared/api/document-query.ts';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { sharedDocumentMessages } from '../../../shared/document-messages.ts';
import { documentsMessages as messages } from '../messages.ts';
import { DocumentDelivery } from '../shared/document-delivery.tsx';
import { StatusChip } from '../shared/status-chip.tsx';
import { TestChip } from '../../../shared/test-chip.tsx';
import { DocumentLines } from './document-lines.tsx';
import { DocumentState } from './document-state.tsx';
import { NoteDialog, type NoteType } from './note-dialog.tsx';
import { VoidDialog } from './void-dialog.tsx';
import { Block, Facts } from '../../../shared/detail-blocks.tsx';
import { EventHistory } from '../../../shared/event-history.tsx';

const m = messages.detail;

function DocumentView({
  companyId,
  document,
  isOwner,
}: {
  companyId: string;
  document: DocumentDetail;
  isOwner: boolean;
}) {
  const [dialog, setDialog] = useState<'void' | NoteType | null>(null);
  const symbol = CURRENCY_SYMBOLS[document.currency];
  const { customer } = document;
  const accepted = document.status === 'accepted' || document.status === 'observed';
  const canNote = accepted && (document.documentType === '01' || document.documentType === '03');
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1">
          {`${messages.types[document.documentType]} ${document.fullNumber}`}
        </Typography>
        <Stack direction="row" spacing={1}>
          <StatusChip status={document.status} />
          <TestChip environment={document.environment} />
        </Stack>
      </Stack>
      <DocumentState document={document} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Block id="data-title" title={m.data}>
              <Facts
                rows={[
                  [
                    m.customer,
                    // SUNAT's «varios» has no document to show: the name alone.
                    customer.documentType === '-'
                      ? customer.name
                      : `${customer.documentNumber} · ${customer.name}`,
                  ],
                  [m.issueDate, formatDay(document.issueDate)],
                  [messages.totals.igv, formatMoney(symbol, document.igv)],
                  [messages.totals.total, formatMoney(symbol, document.total)],
                  [m.sendDeadline, formatDay(document.sendDeadline)],
                  [m.hash, document.digestValue],
                  ...(document.reference
                    ? ([
                        [
                          m.reference,
                          <Link
                            component={RouterLink}
                            to={`${ROUTE_PATHS.documents}/${companyId}/${document.reference.id}`}
                          >
                            {document.reference.fullNumber}
                          </Link>,
                        ],
                      ] as [string, ReactNode][])
                    : []),
                  ...(document.notes.length > 0
                    ? ([
                        [
                          m.notes,
                          document.notes.map((note) => (
                            <Link
                              key={note.id}
                              component={RouterLink}
                              to={`${ROUTE_PATHS.documents}/${companyId}/${note.id}`}
                              sx={{ mr: 1 }}
                            >
                              {note.fullNumber}
                            </Link>
                          )),
                        ],
                      ] as [string, ReactNode][])
                    : []),
                ]}
              />
            </Block>
            <Block id="lines-title" title={m.lines}>
              <DocumentLines document={document} />
            </Block>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Block id="actions-title" title={m.actions}>
              <Stack spacing={1.5}>
                <DocumentDelivery companyId={companyId} document={document} />
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {canNote && (
                    <>
                      {/* Ids: a press on the page the server sent is replayed once the app is up. */}
                      <Button id="credit-note" variant="outlined" onClick={() => setDialog('07')}>
                        {messages.creditNote.open}
                      </Button>
                      <Button id="debit-note" variant="outlined" onClick={() => setDialog('08')}>
                        {messages.debitNote.open}
                      </Button>
                    </>
                  )}
                  {canNote && (
                    // Issue 42: a guía remitente from this document, its buyer and lines carried over.
                    <Button
                      id="despatch-from-document"
                      variant="outlined"
                      component={RouterLink}
                      to={`${ROUTE_PATHS.despatchesIssue}?empresa=${companyId}&tipo=09&comprobante=${document.id}`}
                    >
                      {sharedDocumentMessages.despatches.fromInvoice}
                    </Button>
                  )}
                  {document.voidable && isOwner && (
                    <Button
                      id="void-document"
                      variant="outlined"
                      color="error"
                      onClick={() => setDialog('void')}
                    >
                      {messages.void.open}
                    </Button>
                  )}
                </Stack>
                {document.voidable && !isOwner && (
                  <Typography variant="body2">{messages.void.onlyOwner}</Typography>
                )}
              </Stack>
            </Block>
            <Block id="sunat-title" title={m.sunat}>
              {document.cdr ? (
                <Typography variant="body2">
                  {document.cdr.code}: {document.cdr.description}
                </Typography>
              ) : (
                <Typography variant="body2">{m.noAnswer}</Typography>
              )}
              {document.lastError && (
                <Typography variant="body2" color="error">
                  {m.lastError}: {document.lastError}
                </Typography>
              )}
            </Block>
            <Block id="history-title" title={m.history}>
              <EventHistory events={document.history} />
            </Block>
          </Stack>
        </Grid>
      </Grid>
      {dialog === 'void' && document.voidable && (
        <VoidDialog
          companyId={companyId}
          document={document}
          voidable={document.voidable}
          onClose={() => setDialog(null)}
        />
      )}
      {(dialog === '07' || dialog === '08') && (
        <NoteDialog
          noteType={dialog}
          companyId={companyId}
          document={document}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}

/**
 * The company and document of the path. The shell renders a remote's page outside react-router's
 * <Route> of that page, so useParams() does not see them: the path is read here.
 */
function useDocumentPath(): { companyId: string; documentId: string } {
  const { pathname } = useLocation();
  const match = matchPath(`${ROUTE_PATHS.documents}/:companyId/:documentId`, pathname);
  return { companyId: match?.params.companyId ?? '', documentId: match?.params.documentId ?? '' };
}

/** /app/comprobantes/:companyId/:documentId */
export default function DocumentPage() {
  const { companyId, documentId } = useDocumentPath();
  const detail = useQuery(documentQueryOptions(companyId, documentId));
  const companies = useQuery(companiesQueryOptions());
  const isOwner =
    companies.data?.find((company) => company.publicId === companyId)?.myRole === 'OWNER_BUSINESS';
  return (
    <Stack spacing={2}>
      <div>
        <Link component={RouterLink} to={ROUTE_PATHS.documents}>
          ← {m.back}
        </Link>
      </div>
      {detail.isPending && <Skeleton variant="rounded" height={320} />}
      {detail.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              {messages.retry}
            </Button>
          }
        >
          {detail.error.message}
        </Alert>
      )}
      {detail.data && <DocumentView companyId={companyId} document={detail.data} isOwner={isOwner} />}
    </Stack>
  );
}
