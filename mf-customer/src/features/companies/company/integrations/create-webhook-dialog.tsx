import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useController } from 'react-hook-form';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookInputSchema,
  type WebhookEventType,
  type WebhookWithSecret,
} from '@facturador/contracts';
import { FormDialog, FormTextField, useContractForm, useServerSubmit } from '@facturador/forms';
import { useCreateWebhook } from '../../api/company-part-mutations.ts';
import { companiesMessages } from '../../messages.ts';

const messages = companiesMessages.webhooks;

/** A new webhook: where to POST, and which events. */
export function CreateWebhookDialog({
  companyId,
  onCreated,
  onClose,
}: {
  companyId: string;
  onCreated: (webhook: WebhookWithSecret) => void;
  onClose: () => void;
}) {
  const form = useContractForm(webhookInputSchema, {
    url: '',
    events: ['document.accepted', 'document.observed', 'document.rejected'],
    active: true,
  });
  const create = useCreateWebhook(companyId);
  const events = useController({ control: form.control, name: 'events' });
  const chosen = events.field.value ?? [];
  const toggle = (event: WebhookEventType) =>
    events.field.onChange(
      chosen.includes(event) ? chosen.filter((one) => one !== event) : [...chosen, event],
    );
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    const answer = await create.mutateAsync(body);
    onCreated(answer.data);
  });
  return (
    <FormDialog
      id="webhook-dialog"
      title={messages.createTitle}
      alert={alert}
      pending={create.isPending}
      submitLabel={messages.save}
      cancelLabel={messages.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField form={form} name="url" label={messages.url} helperText={messages.urlHint} />
      <FormControl component="fieldset" error={events.fieldState.invalid}>
        <FormLabel component="legend">{messages.events}</FormLabel>
        <FormGroup>
          {WEBHOOK_EVENTS.map((event) => (
            <FormControlLabel
              key={event}
              control={<Checkbox checked={chosen.includes(event)} onChange={() => toggle(event)} />}
              label={WEBHOOK_EVENT_LABELS[event]}
            />
          ))}
        </FormGroup>
        {events.fieldState.error && <FormHelperText>{events.fieldState.error.message}</FormHelperText>}
      </FormControl>
    </FormDialog>
  );
}
