import type { DocumentDetail } from '@facturador/contracts';
import { EmailDialog } from '../../../shared/email-dialog.tsx';
import { useEmailDocument } from '../api/email-document.ts';
import { documentsMessages } from '../messages.ts';

/** The buyer's e-mail as it was typed when the document was issued, if it was. */
function buyerEmailOf(document: DocumentDetail): string {
  const customer = document.input.customer as { email?: unknown } | undefined;
  return typeof customer?.email === 'string' ? customer.email : '';
}

/** «Enviar por correo» of a factura, boleta or note: the shared dialog with its mutation. */
export function DocumentEmailDialog({
  companyId,
  document,
  onClose,
}: {
  companyId: string;
  document: DocumentDetail;
  onClose: () => void;
}) {
  const send = useEmailDocument(companyId, document.id);
  return (
    <EmailDialog
      fullNumber={document.fullNumber}
      toLabel={documentsMessages.delivery.emailTo}
      defaultTo={buyerEmailOf(document)}
      send={send}
      onClose={onClose}
    />
  );
}
