import { Typography } from '@mui/material';
import { addToast } from '@facturador/auth-api';
import { documentEmailRequestSchema, type DocumentDetail } from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm, useServerSubmit } from '@facturador/forms';
import { useEmailDocument } from '../api/email-document.ts';
import { documentsMessages } from '../messages.ts';

const messages = documentsMessages.delivery;

/** In the dialog the address is asked for: the server's schema, with `to` required. */
const emailFormSchema = documentEmailRequestSchema.required();

/** The buyer's e-mail as it was typed when the document was issued, if it was. */
function buyerEmailOf(document: DocumentDetail): string {
  const customer = document.input.customer as { email?: unknown } | undefined;
  return typeof customer?.email === 'string' ? customer.email : '';
}

/** «Enviar por correo»: any address, any time; the buyer's, if it has one, to start with. */
export function EmailDialog({
  companyId,
  document,
  onClose,
}: {
  companyId: string;
  document: DocumentDetail;
  onClose: () => void;
}) {
  const form = useContractForm(emailFormSchema, { to: buyerEmailOf(document) });
  const send = useEmailDocument(companyId, document.id);
  const { alert, onSubmit } = useServerSubmit(form, async ({ to }) => {
    const answer = await send.mutateAsync(to);
    addToast({ type: 'success', title: messages.emailSent, message: answer.message ?? '' });
    onClose();
  });
  return (
    <FormDialog
      id="email-document"
      title={messages.emailTitle(document.fullNumber)}
      alert={alert}
      pending={send.isPending}
      submitLabel={messages.emailSend}
      cancelLabel={messages.emailCancel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography variant="body2">{messages.emailHint}</Typography>
      <FormTextField
        form={form}
        name="to"
        label={messages.emailTo}
        type="email"
        autoComplete="email"
        autoFocus
        fullWidth
      />
    </FormDialog>
  );
}
