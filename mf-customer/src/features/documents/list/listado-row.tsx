import {
  isOtherCpeType,
  OTHER_CPE_LABELS,
  ROUTE_PATHS,
  type ListadoDocumentType,
  type ListadoItem,
  type ListadoStatus,
  type OtherDocumentStatus,
} from '@facturador/contracts';
import { OtherStatusChip } from '../../other-documents/shared/other-status-chip.tsx';
import { otherDetailPath } from '../../other-documents/shared/other-company.ts';
import { otherDocumentsMessages } from '../../other-documents/messages.ts';
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
    ? otherDocumentsMessages.status[status]
    : documentsMessages.status[status];

/** The row's detail page: a factura's, or a retención's or percepción's own. */
export const rowPath = (companyId: string, row: Pick<ListadoItem, 'id' | 'documentType'>) =>
  isOtherCpeType(row.documentType)
    ? otherDetailPath(companyId, row.id)
    : `${ROUTE_PATHS.documents}/${companyId}/${row.id}`;

/** A baja's states are a factura's only; every other state a retención can be in. */
const isOtherStatus = (status: ListadoStatus): status is OtherDocumentStatus =>
  status !== 'voiding' && status !== 'voided';

export function ListadoStatusChip({ row }: { row: Pick<ListadoItem, 'documentType' | 'status'> }) {
  const { status } = row;
  if (isOtherCpeType(row.documentType) && isOtherStatus(status)) return <OtherStatusChip status={status} />;
  if (status === 'reverting' || status === 'reverted') return <OtherStatusChip status={status} />;
  return <StatusChip status={status} />;
}
