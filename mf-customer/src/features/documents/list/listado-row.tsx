import {
  isOtherCpeType,
  OTHER_CPE_LABELS,
  type ListadoDocumentType,
  type ListadoItem,
  type ListadoStatus,
  type OtherDocumentStatus,
} from '@facturador/contracts';
import { OtherStatusChip } from '../../../shared/other-status-chip.tsx';
import { sharedDocumentMessages } from '../../../shared/document-messages.ts';
import { documentsMessages } from '../messages.ts';
import { StatusChip } from '../shared/status-chip.tsx';

/**
 * What the Listado shows of a row that may be a retención or percepción (issue 41): its type in
 * the words of «Retenciones y percepciones», its state's chip, and its own detail page.
 */

/** «Factura», …, «Comprobante de retención», «Comprobante de percepción». */
export const listadoTypeLabel = (type: ListadoDocumentType) =>
  isOtherCpeType(type) ? OTHER_CPE_LABELS[type] : documentsMessages.types[type];

/** A state in a word: a document's, or a retención's own (reversión en proceso, revertido). */
export const listadoStatusLabel = (status: ListadoStatus) =>
  status === 'reverting' || status === 'reverted'
    ? sharedDocumentMessages.otherDocuments.status[status]
    : documentsMessages.status[status];

/** A baja's states are a factura's only; every other state a retención can be in. */
const isOtherStatus = (status: ListadoStatus): status is OtherDocumentStatus =>
  status !== 'voiding' && status !== 'voided';

export function ListadoStatusChip({ row }: { row: Pick<ListadoItem, 'documentType' | 'status'> }) {
  const { status } = row;
  if (isOtherCpeType(row.documentType) && isOtherStatus(status)) return <OtherStatusChip status={status} />;
  if (status === 'reverting' || status === 'reverted') return <OtherStatusChip status={status} />;
  return <StatusChip status={status} />;
}
