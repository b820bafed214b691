import { StateBadge } from '@facturador/account-forms';
import {
  BADGE_TONES,
  DOCUMENT_STATUS_COLORS,
  OTHER_DOCUMENT_STATUS_LABELS,
  type OtherDocumentStatus,
  type SchemeColors,
} from '@facturador/contracts';
import { sharedDocumentMessages } from './document-messages.ts';

/** The Listado's tones; a reversión reads as a baja does (on its way out, then gone). */
const COLORS: Readonly<Record<OtherDocumentStatus, SchemeColors>> = {
  signed: DOCUMENT_STATUS_COLORS.signed,
  sent: DOCUMENT_STATUS_COLORS.sent,
  accepted: DOCUMENT_STATUS_COLORS.accepted,
  observed: DOCUMENT_STATUS_COLORS.observed,
  rejected: DOCUMENT_STATUS_COLORS.rejected,
  exception: DOCUMENT_STATUS_COLORS.exception,
  reverting: BADGE_TONES.pending,
  reverted: BADGE_TONES.neutral,
};

/** A retención's or percepción's state in a word, with the contract's full label for hover. */
export function OtherStatusChip({ status }: { status: OtherDocumentStatus }) {
  return (
    <StateBadge
      colors={COLORS[status]}
      label={sharedDocumentMessages.otherDocuments.status[status]}
      title={OTHER_DOCUMENT_STATUS_LABELS[status]}
      data-status={status}
    />
  );
}
