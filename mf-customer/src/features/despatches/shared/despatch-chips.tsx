import { Stack } from '@mui/material';
import { StateBadge } from '@facturador/account-forms';
import {
  BADGE_TONES,
  DESPATCH_STATUS_LABELS,
  type DespatchListItem,
  type DespatchStatus,
  type SchemeColors,
} from '@facturador/contracts';
import { TestChip } from '../../../shared/test-chip.tsx';
import { despatchesMessages as messages } from '../messages.ts';

/** A guía's state in the suite's badge tones (AA in both schemes), as documents' are. */
const COLORS: Readonly<Record<DespatchStatus, SchemeColors>> = {
  signed: BADGE_TONES.pending,
  pending: BADGE_TONES.review,
  accepted: BADGE_TONES.good,
  observed: BADGE_TONES.pending,
  rejected: BADGE_TONES.bad,
  exception: BADGE_TONES.bad,
};

export function DespatchStatusChip({ status }: { status: DespatchStatus }) {
  return (
    <StateBadge
      colors={COLORS[status]}
      label={messages.status[status]}
      title={DESPATCH_STATUS_LABELS[status]}
      data-status={status}
    />
  );
}

/** The state and, for a guía of the test environment, the «Prueba» mark. */
export function DespatchChips({ row }: { row: Pick<DespatchListItem, 'status' | 'environment'> }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <DespatchStatusChip status={row.status} />
      <TestChip environment={row.environment} />
    </Stack>
  );
}
