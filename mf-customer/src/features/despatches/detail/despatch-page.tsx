import { Alert, Button, CircularProgress, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import {
  DESPATCH_STATUS_LABELS,
  formatDay,
  ROUTE_PATHS,
  type DespatchDetail,
  type DespatchInput,
} from '@facturador/contracts';
import { CATALOG_20 } from '@facturador/einvoice/calc';
import {
  despatchQueryOptions,
  downloadDespatchFile,
  isSettling,
  type DespatchFileKind,
} from '../api/despatch-queries.ts';
import { despatchesMessages as messages } from '../messages.ts';
import { DespatchChips } from '../shared/despatch-chips.tsx';
import { DespatchResend } from './despatch-resend.tsx';
import { Block, Facts } from '../../../shared/detail-blocks.tsx';

const m = messages.detail;

/** PDF, XML and, once SUNAT gave it, the CDR: big buttons, one per row on a phone. */
function Downloads({ companyId, despatch }: { companyId: string; despatch: DespatchDetail }) {
  const [busy, setBusy] = useState<DespatchFileKind | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (kind: DespatchFileKind) => {
    setBusy(kind);
    setFailed(false);
    try {
      await downloadDespatchFile(companyId, despatch, kind);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const kinds: DespatchFileKind[] = despatch.hasCdr ? ['pdf', 'xml', 'cdr'] : ['pdf', 'xml'];
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {kinds.map((kind) => (
          <Button
            key={kind}
            id={`despatch-${kind}`}
            variant="outlined"
            size="large"
            loading={busy === kind}
            onClick={() => void download(kind)}
          >
            {m[kind]}
          </Button>
        ))}
      </Stack>
      {failed && <Alert severity="error">{m.downloadError}</Alert>}
    </Stack>
  );
}

/** What the guía moves and where, from the request as it was issued. */
function facts(input: Partial<DespatchInput>): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [];
  if (input.reasonCode) rows.push([m.reason, CATALOG_20[input.reasonCode] ?? input.reasonCode]);
  if (input.origin) rows.push([m.origin, input.origin.address]);
  if (input.destination) rows.push([m.destination, input.destination.address]);
  if (input.grossWeight) rows.push([m.weight, `${input.grossWeight} ${input.weightUnit ?? 'KGM'}`]);
  if (input.relatedDocuments?.length)
    rows.push([m.related, input.relatedDocuments.map((related) => related.number).join(', ')]);
  return rows;
}

function DespatchView({ companyId, despatch }: { companyId: string; despatch: DespatchDetail }) {
  const settling = isSettling(despatch.status);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {m.title(despatch.documentType, despatch.fullNumber)}
        </Typography>
        <DespatchChips row={despatch} />
      </Stack>
      {/* The ticket's state comes live (despatch_updated refreshes the guía): announced as it changes. */}
      <Alert
        role="status"
        severity={
          settling
            ? 'info'
            : despatch.status === 'accepted'
              ? 'success'
              : despatch.status === 'observed'
                ? 'warning'
                : 'error'
        }
        icon={settling ? <CircularProgress size={20} aria-hidden="true" /> : undefined}
      >
        {settling ? m.live : DESPATCH_STATUS_LABELS[despatch.status]}
      </Alert>
      <Block id="despatch-data-title" title={m.data}>
        <Facts
          rows={[
            [m.recipient, despatch.recipientName],
            [m.issueDate, formatDay(despatch.issueDate)],
            ...facts(despatch.input as Partial<DespatchInput>),
            [m.ticket, despatch.ticket ?? m.noTicket],
          ]}
        />
      </Block>
      <Block id="despatch-sunat-title" title={m.sunat}>
        <Typography variant="body2">
          {despatch.sunat ? `${despatch.sunat.code}: ${despatch.sunat.description}` : m.noAnswer}
        </Typography>
        {despatch.lastError && (
          <Typography variant="body2" color="error">
            {m.lastError}: {despatch.lastError}
          </Typography>
        )}
        <DespatchResend companyId={companyId} despatch={despatch} />
      </Block>
      <Block id="despatch-downloads-title" title={m.downloads}>
        <Downloads companyId={companyId} despatch={despatch} />
      </Block>
    </Stack>
  );
}

/** The shell renders a remote's page outside its <Route>: the path is read here (as documents do). */
function useDespatchPath(): { companyId: string; despatchId: string } {
  const { pathname } = useLocation();
  const match = matchPath(`${ROUTE_PATHS.despatches}/:companyId/:despatchId`, pathname);
  return { companyId: match?.params.companyId ?? '', despatchId: match?.params.despatchId ?? '' };
}

/** /app/comprobantes/guias/:companyId/:despatchId: the guía, its ticket kept live until SUNAT answers. */
export default function DespatchPage() {
  const { companyId, despatchId } = useDespatchPath();
  const detail = useQuery(despatchQueryOptions(companyId, despatchId));
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={ROUTE_PATHS.despatches} sx={{ alignSelf: 'flex-start', py: 1 }}>
        {messages.backToList}
      </Link>
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
      {detail.data && <DespatchView companyId={companyId} despatch={detail.data} />}
    </Stack>
  );
}
