import { rejectOrderRequestSchema, type AdminOrder } from '@facturador/contracts';
import { FormDialog, useContractForm, useServerSubmit } from '@facturador/forms';
import { useRejectOrder } from './api/subscriptions-mutations.ts';
import { subscriptionsMessages } from './messages.ts';
import { ReasonField } from './reason-field.tsx';

const messages = subscriptionsMessages.forms;

/** Rejects a voucher with the reason the customer reads in Mis Planes y Tokens. */
export function RejectOrderDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const form = useContractForm(rejectOrderRequestSchema, { reason: '' });
  const reject = useRejectOrder();
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await reject.mutateAsync({ id: order.id, body });
    onClose();
  });
  return (
    <FormDialog
      id="reject-dialog"
      title={messages.rejectTitle(order.item.name)}
      pending={reject.isPending}
      submitLabel={messages.rejectSubmit}
      cancelLabel={messages.cancel}
      onClose={onClose}
      alert={alert}
      onSubmit={onSubmit}
    >
      <ReasonField form={form} label={messages.rejectReason} helperText={messages.rejectHint} />
    </FormDialog>
  );
}
