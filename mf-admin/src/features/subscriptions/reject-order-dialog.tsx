import { rejectOrderRequestSchema, type AdminOrder } from '@facturador/contracts';
import { FormDialog, useContractForm } from '@facturador/forms';
import { useRejectOrder } from './api/subscriptions-mutations.ts';
import { subscriptionsMessages } from './messages.ts';
import { ReasonField } from './reason-field.tsx';
import { useDialogSubmit } from './use-dialog-submit.ts';

const messages = subscriptionsMessages.forms;

/** Rejects a voucher with the reason the customer reads in Mis Planes y Tokens. */
export function RejectOrderDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const form = useContractForm(rejectOrderRequestSchema, { reason: '' });
  const reject = useRejectOrder();
  const submit = useDialogSubmit(form, (body) => reject.mutateAsync({ id: order.id, body }), onClose);
  return (
    <FormDialog
      id="reject-dialog"
      title={messages.rejectTitle(order.item.name)}
      pending={reject.isPending}
      submitLabel={messages.rejectSubmit}
      cancelLabel={messages.cancel}
      onClose={onClose}
      {...submit}
    >
      <ReasonField form={form} label={messages.rejectReason} helperText={messages.rejectHint} />
    </FormDialog>
  );
}
