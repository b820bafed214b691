import { Alert, Box, Button, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import { addToast, toastTitles } from '@facturador/auth-api';
import {
  CURRENCY_SYMBOLS,
  formatDay,
  formatMoney,
  ROUTE_PATHS,
  type OtherDocumentDetail,
  type ReversionView,
} from '@facturador/contracts';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { TestChip } from '../../../shared/test-chip.tsx';
import {
  downloadOtherDocumentFile,
  otherDocumentQueryOptions,
  useReversion,
  type OtherDocumentFileKind,
} from '../api/other-document-queries.ts';
import { otherDocumentsMessages as messages } from '../messages.ts';
import { OtherStatusChip } from '../../../shared/other-status-chip.tsx';
import { otherListPath } from '../../../shared/document-paths.ts';
import { RevertDialog } from './revert-dialog.tsx';
import { Block, Facts } from '../../../shared/detail-blocks.tsx';
import { EmailDialog } from '../../../shared/email-dialog.tsx';
import { EventHistory } from '../../../shared/event-history.tsx';
import { otherDocumentEmailsQueryOptions, useEmailOtherDocument } from '../api/other-document-email.ts';

const m = messages.detail;

/** The RR's state as SUNAT's ticket gives it, asked again until it is final. */
function ReversionState({ companyId, reversionId }: { companyId: string; reversionId: string }) {
  const reversion = useReversion(companyId, reversionId);
  if (!reversion.data) return null;
  const { status, ticket, sunatCode, sunatDescription, identifier } = reversion.data;
  return (
    <Alert
      severity={
        status === 'accepted' ? 'success' : status === 'rejected' || status === 'exception' ? 'error' : 'info'
      }
      role="status"
      data-reversion-status={status}
    >
      <strong>{`${messages.revert.state} ${identifier}: ${messages.revert.reversionStatus[status] ?? status}`}</strong>
      {ticket && (
        <Box component="span" sx={{ display: 'block' }}>
          {messages.revert.ticket(ticket)}
        </Box>
      )}
      {sunatCode && (
        <Box component="span" sx={{ display: 'block' }}>{`${sunatCode}: ${sunatDescription ?? ''}`}</Box>
      )}
    </Alert>
  );
}

/** Still on its way to SUNAT: it is mailed once accepted. */
const ON_ITS_WAY = new Set<OtherDocumentDetail['status']>(['signed', 'sent', 'exception']);

/**
 * «Enviar por correo» (decision 61), as a factura's: an accepted document to any address, the
 * supplier's (20) or client's (40) to start with, and every e-mail sent or failed.
 */
function EmailBlock({
  companyId,
  document,
  accepted,
}: {
  companyId: string;
  document: OtherDocumentDetail;
  accepted: boolean;
}) {
  const [emailing, setEmailing] = useState(false);
  const emails = useQuery(otherDocumentEmailsQueryOptions(companyId, document.id));
  const send = useEmailOtherDocument(companyId, document.id);
  return (
    <Block id="email-title" title={messages.email.blockTitle}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {accepted ? (
          <Button id="email-document" variant="outlined" onClick={() => setEmailing(true)}>
            {messages.email.open}
          </Button>
        ) : (
          ON_ITS_WAY.has(document.status) && (
            <Typography variant="body2" color="text.secondary">
              {messages.email.notYet}
            </Typography>
          )
        )}
        {emails.data &&
          (emails.data.length > 0 ? (
            <EventHistory events={emails.data} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {messages.email.none}
            </Typography>
          ))}
      </Stack>
      {emailing && (
        <EmailDialog
          fullNumber={document.fullNumber}
          toLabel={messages.email.to[document.documentType]}
          defaultTo={document.receiverEmail ?? ''}
          send={send}
          onClose={() => setEmailing(false)}
        />
      )}
    </Block>
  );
}

function OtherDocumentView({
  companyId,
  document,
  isOwner,
}: {
  companyId: string;
  document: OtherDocumentDetail;
  isOwner: boolean;
}) {
  const [reverting, setReverting] = useState(false);
  const [reversion, setReversion] = useState<ReversionView | null>(null);
  const accepted = document.status === 'accepted' || document.status === 'observed';
  const download = (kind: OtherDocumentFileKind) =>
    downloadOtherDocumentFile(companyId, document, kind).catch(() =>
      addToast({ type: 'error', title: toastTitles.error, message: m.downloadError }),
    );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {`${messages.types[document.documentType]} ${document.fullNumber}`}
        </Typography>
        <Stack direction="row" spacing={1}>
          <OtherStatusChip status={document.status} />
          <TestChip environment={document.environment} />
        </Stack>
      </Stack>
      {reversion && <ReversionState companyId={companyId} reversionId={reversion.id} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Block id="data-title" title={m.data}>
              <Facts
                rows={[
                  [
                    m.receiver[document.documentType],
                    `${document.receiver.documentNumber} · ${document.receiver.name}`,
                  ],
                  [m.issueDate, formatDay(document.issueDate)],
                  [
                    m.regime,
                    messages.regimes[document.documentType][document.regime] ??
                      `${document.regime} (${document.percent} %)`,
                  ],
                  [m.amount[document.documentType], formatMoney('S/', document.totalAmount)],
                  [m.net[document.documentType], formatMoney('S/', document.totalNet)],
                  [m.hash, document.digestValue],
                  ...(document.observations
                    ? ([[m.observations, document.observations]] as [string, ReactNode][])
                    : []),
                ]}
              />
            </Block>
            <Block id="related-title" title={m.related}>
              <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {document.relatedDocuments.map((related, index) => {
                  const symbol = CURRENCY_SYMBOLS[related.currency];
                  return (
                    <Box component="li" key={index} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {`${messages.relatedTypes[related.documentType] ?? related.documentType} ${related.series}-${related.number} · ${formatDay(related.issueDate)} · ${formatMoney(symbol, related.totalAmount)}`}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {m.payment(
                          related.payment.number,
                          formatDay(related.payment.date),
                          formatMoney(symbol, related.payment.amount),
                        )}
                      </Typography>
                    </Box>
                  );
                })}
              </Stack>
            </Block>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Block id="files-title" title={m.files}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => void download('pdf')}>
                  {m.pdf}
                </Button>
                <Button variant="outlined" onClick={() => void download('xml')}>
                  {m.xml}
                </Button>
                {document.cdr?.available && (
                  <Button variant="outlined" onClick={() => void download('cdr')}>
                    {m.cdr}
                  </Button>
                )}
              </Stack>
            </Block>
            <EmailBlock companyId={companyId} document={document} accepted={accepted} />
            {accepted && (
              <Block id="revert-block-title" title={messages.revert.blockTitle}>
                {isOwner ? (
                  <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <Typography variant="body2">{messages.revert.blockText}</Typography>
                    <Button
                      id="revert-document"
                      variant="outlined"
                      color="error"
                      onClick={() => setReverting(true)}
                    >
                      {messages.revert.open}
                    </Button>
                  </Stack>
                ) : (
                  <Typography variant="body2">{messages.revert.onlyOwner}</Typography>
                )}
              </Block>
            )}
            <Block id="sunat-title" title={m.sunat}>
              {document.cdr ? (
                <>
                  <Typography variant="body2">{`${document.cdr.code}: ${document.cdr.description}`}</Typography>
                  {document.cdr.notes.map((note) => (
                    <Typography key={note.code} variant="body2">{`${note.code}: ${note.text}`}</Typography>
                  ))}
                </>
              ) : (
                <Typography variant="body2">{m.noAnswer}</Typography>
              )}
              {document.lastError && (
                <Typography variant="body2" color="error">
                  {`${m.lastError}: ${document.lastError}`}
                </Typography>
              )}
            </Block>
          </Stack>
        </Grid>
      </Grid>
      {reverting && (
        <RevertDialog
          companyId={companyId}
          document={document}
          onClose={() => setReverting(false)}
          onStarted={(started) => {
            setReverting(false);
            setReversion(started);
          }}
        />
      )}
    </Stack>
  );
}

/**
 * The company and document of the path: the shell renders a remote's page outside react-router's
 * <Route>, so useParams() does not see them.
 */
function useOtherDocumentPath(): { companyId: string; documentId: string } {
  const { pathname } = useLocation();
  const match = matchPath(`${ROUTE_PATHS.otherDocuments}/:companyId/:documentId`, pathname);
  return { companyId: match?.params.companyId ?? '', documentId: match?.params.documentId ?? '' };
}

/** /app/comprobantes/retenciones/:companyId/:documentId */
export default function OtherDocumentPage() {
  const { companyId, documentId } = useOtherDocumentPath();
  const detail = useQuery(otherDocumentQueryOptions(companyId, documentId));
  const companies = useQuery(companiesQueryOptions());
  const isOwner =
    companies.data?.find((company) => company.publicId === companyId)?.myRole === 'OWNER_BUSINESS';
  return (
    <Stack spacing={2}>
      <div>
        <Link component={RouterLink} to={otherListPath(companyId)}>
          ← {messages.backToList}
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
      {detail.data && <OtherDocumentView companyId={companyId} document={detail.data} isOwner={isOwner} />}
    </Stack>
  );
}
