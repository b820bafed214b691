import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookInputSchema,
  type WebhookWithSecret,
} from '@facturador/contracts';
import { FormTextField, useContractForm } from '@facturador/forms';
import { CreateFormDialog, type CreateDialogProps } from '../../../../shared/create-form-dialog.tsx';
import { FormCheckboxGroup } from '../../../../shared/form-checkbox-group.tsx';
import { useCreateWebhook } from '../../api/company-part-mutations.ts';
import { companiesMessages } from '../../messages.ts';

const messages = companiesMessages.webhooks;

/** A new webhook: where to POST, and which events. */
export function CreateWebhookDialog({
  companyId,
  ...dialog
}: { companyId: string } & CreateDialogProps<WebhookWithSecret>) {
  const form = useContractForm(webhookInputSchema, {
    url: '',
    events: ['document.accepted', 'document.observed', 'document.rejected'],
    active: true,
  });
  const create = useCreateWebhook(companyId);
  return (
    <CreateFormDialog id="webhook-dialog" form={form} create={create} messages={messages} {...dialog}>
      <FormTextField form={form} name="url" label={messages.url} helperText={messages.urlHint} />
      <FormCheckboxGroup
        form={form}
        name="events"
        legend={messages.events}
        options={WEBHOOK_EVENTS}
        labels={WEBHOOK_EVENT_LABELS}
      />
    </CreateFormDialog>
  );
}
