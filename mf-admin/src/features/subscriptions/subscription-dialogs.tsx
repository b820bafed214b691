import { MenuItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  adjustTokensRequestSchema,
  cancelSubscriptionRequestSchema,
  changePlanRequestSchema,
  extendRenewalRequestSchema,
  type AdminSubscription,
} from '@facturador/contracts';
import { FormDialog, FormTextField, numericInput, useContractForm, useServerSubmit } from '@facturador/forms';
import { planChoicesQueryOptions } from './api/subscriptions-queries.ts';
import {
  useAdjustTokens,
  useCancelSubscription,
  useChangePlan,
  useExtendRenewal,
} from './api/subscriptions-mutations.ts';
import { subscriptionsMessages } from './messages.ts';
import { ReasonField } from './reason-field.tsx';

const messages = subscriptionsMessages.forms;
export type SubscriptionAction = 'extend' | 'changePlan' | 'tokens' | 'cancel';
interface DialogProps {
  subscription: AdminSubscription;
  onClose: () => void;
}

const common = (id: string, onClose: () => void, pending: boolean) => ({
  id,
  onClose,
  pending,
  submitLabel: messages.save,
  cancelLabel: messages.cancel,
});

function ExtendRenewalDialog({ subscription, onClose }: DialogProps) {
  const form = useContractForm(extendRenewalRequestSchema, {
    renewsOn: subscription.renewsAt.slice(0, 10),
    reason: '',
  });
  const extend = useExtendRenewal();
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await extend.mutateAsync({ id: subscription.id, body });
    onClose();
  });
  return (
    <FormDialog
      {...common('extend-dialog', onClose, extend.isPending)}
      alert={alert}
      onSubmit={onSubmit}
      title={messages.extendTitle(subscription.user.email)}
    >
      <FormTextField
        form={form}
        name="renewsOn"
        label={messages.renewsOn}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ReasonField form={form} label={messages.reason} helperText={messages.reasonHint} />
    </FormDialog>
  );
}

function ChangePlanDialog({ subscription, onClose }: DialogProps) {
  const form = useContractForm(changePlanRequestSchema, { planId: '', reason: '' });
  const plans = useQuery(planChoicesQueryOptions());
  const change = useChangePlan();
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await change.mutateAsync({ id: subscription.id, body });
    onClose();
  });
  return (
    <FormDialog
      {...common('change-plan-dialog', onClose, change.isPending)}
      alert={alert}
      onSubmit={onSubmit}
      title={messages.changePlanTitle(subscription.user.email)}
    >
      <Typography variant="body2">{messages.changePlanHint}</Typography>
      <FormTextField form={form} name="planId" label={messages.plan} select fullWidth>
        {(plans.data ?? [])
          .filter((plan) => !plan.archived)
          .map((plan) => (
            <MenuItem key={plan.id} value={plan.id}>
              {plan.name}
            </MenuItem>
          ))}
      </FormTextField>
      <ReasonField form={form} label={messages.reason} helperText={messages.reasonHint} />
    </FormDialog>
  );
}

function AdjustTokensDialog({ subscription, onClose }: DialogProps) {
  const form = useContractForm(adjustTokensRequestSchema, { delta: '', reason: '' });
  const adjust = useAdjustTokens();
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await adjust.mutateAsync({ id: subscription.id, body });
    onClose();
  });
  return (
    <FormDialog
      {...common('tokens-dialog', onClose, adjust.isPending)}
      alert={alert}
      onSubmit={onSubmit}
      title={messages.tokensTitle(subscription.user.email)}
    >
      <Typography variant="body2">{messages.tokensBalance(subscription.tokensAvailable)}</Typography>
      <FormTextField
        form={form}
        name="delta"
        label={messages.delta}
        helperText={messages.deltaHint}
        slotProps={numericInput}
      />
      <ReasonField form={form} label={messages.reason} helperText={messages.reasonHint} />
    </FormDialog>
  );
}

function CancelSubscriptionDialog({ subscription, onClose }: DialogProps) {
  const form = useContractForm(cancelSubscriptionRequestSchema, { reason: '' });
  const cancel = useCancelSubscription();
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    await cancel.mutateAsync({ id: subscription.id, body });
    onClose();
  });
  return (
    <FormDialog
      {...common('cancel-dialog', onClose, cancel.isPending)}
      alert={alert}
      onSubmit={onSubmit}
      submitLabel={messages.cancelConfirm}
      cancelLabel={messages.keep}
      title={messages.cancelTitle(subscription.user.email)}
    >
      <ReasonField form={form} label={messages.reason} helperText={messages.reasonHint} />
    </FormDialog>
  );
}

const DIALOGS = {
  extend: ExtendRenewalDialog,
  changePlan: ChangePlanDialog,
  tokens: AdjustTokensDialog,
  cancel: CancelSubscriptionDialog,
} as const;

/** The form of one action on a subscription, by name. */
export function SubscriptionDialog({ action, ...props }: DialogProps & { action: SubscriptionAction }) {
  const Dialog = DIALOGS[action];
  return <Dialog {...props} />;
}
