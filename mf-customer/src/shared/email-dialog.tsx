import { Typography } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { addToast } from '@facturador/auth-api';
import { documentEmailRequestSchema } from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm, useServerSubmit } from '@facturador/forms';
import { sharedDocumentMessages } from './document-messages.ts';

const messages = sharedDocumentMessages.email;

/** In the dialog the address is asked for: the server's schema, with `to` required. */
const emailFormSchema = documentEmailRequestSchema.required();

/** What the dialog needs of a feature's e-mail mutation: it sends to the address typed. */
export type EmailSend = Pick<
  UseMutationResult<{ message?: string | undefined }, Error, string>,
  'mutateAsync' | 'isPending'
>;

/**
 * «Enviar por correo» of any issued document (a factura's, a retención's): any address, any
 * time; the buyer's, supplier's or client's, if the document has one, to start with. The
 * feature gives its own mutation (its api/ folder), so the dialog calls nothing itself.
 */
export function EmailDialog({
  fullNumber,
  toLabel,
  defaultTo,
  send,
  onClose,
}: {
  fullNumber: string;
  /** Whose address it asks for: «Email del cliente», «Email del proveedor». */
  toLabel: string;
  defaultTo: string;
  send: EmailSend;
  onClose: () => void;
}) {
  const form = useContractForm(emailFormSchema, { to: defaultTo });
  const { alert, onSubmit } = useServerSubmit(form, async ({ to }) => {
    const answer = await send.mutateAsync(to);
    addToast({ type: 'success', title: messages.sent, message: answer.message ?? '' });
    onClose();
  });
  return (
    <FormDialog
      id="email-document"
      title={messages.title(fullNumber)}
      alert={alert}
      pending={send.isPending}
      submitLabel={messages.send}
      cancelLabel={messages.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography variant="body2">{messages.hint}</Typography>
      <FormTextField
        form={form}
        name="to"
        label={toLabel}
        type="email"
        autoComplete="email"
        autoFocus
        fullWidth
      />
    </FormDialog>
  );
}
