import { StateBadge } from '@facturador/account-forms';
import { DOCUMENT_STATUS_COLORS, DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@facturador/contracts';
import { documentsMessages } from '../messages.ts';

/** A document's state in a word, with the contract's full label for screen readers and hover. */
export function StatusChip({ status }: { status: DocumentStatus }) {
  return (
    <StateBadge
      colors={DOCUMENT_STATUS_COLORS[status]}
      label={documentsMessages.status[status]}
      title={DOCUMENT_STATUS_LABELS[status]}
      data-status={status}
    />
  );
}
