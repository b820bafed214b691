import { Chip, type ChipProps } from '@mui/material';
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@facturador/contracts';
import { documentsMessages } from '../messages.ts';

const COLORS: Record<DocumentStatus, ChipProps['color']> = {
  signed: 'default',
  sent: 'info',
  accepted: 'success',
  observed: 'warning',
  rejected: 'error',
  exception: 'error',
  voiding: 'warning',
  voided: 'default',
};

/** A document's state in a word, with the contract's full label for screen readers and hover. */
export function StatusChip({ status }: { status: DocumentStatus }) {
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      label={documentsMessages.status[status]}
      title={DOCUMENT_STATUS_LABELS[status]}
      data-status={status}
    />
  );
}
