import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, type Webhook } from '@facturador/contracts';
import type { ResponsiveColumn } from '@facturador/forms';
import { QueryTable } from '../../../../shared/query-table.tsx';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useToggleWebhook,
} from '../../api/company-part-mutations.ts';
import { webhooksQueryOptions } from '../../api/company-queries.ts';
import { companiesMessages } from '../../messages.ts';
import { IntegrationSection } from './integration-section.tsx';
import { CreateWebhookDialog } from './create-webhook-dialog.tsx';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog.tsx';
import { SecretOnceDialog } from './secret-once-dialog.tsx';

const messages = companiesMessages.webhooks;

const COLUMNS: readonly ResponsiveColumn<Webhook>[] = [
  { header: messages.url, cell: (hook) => <code>{hook.url}</code> },
  {
    header: messages.events,
    cell: (hook) => hook.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', '),
  },
  { header: messages.state, cell: (hook) => (hook.active ? messages.active : messages.inactive) },
];

/** Integraciones → Webhooks (owner only): where the company's verdicts and voids are POSTed, signed. */
export function WebhooksSection({ companyId }: { companyId: string }) {
  const hooks = useQuery(webhooksQueryOptions(companyId));
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [watching, setWatching] = useState<Webhook | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  // Pausing, removing and creating read the webhooks again (the hooks' `refresh`).
  const toggle = useToggleWebhook(companyId);
  const rotate = useRotateWebhookSecret(companyId);
  const remove = useDeleteWebhook(companyId);
  return (
    <IntegrationSection
      id="webhooks-title"
      title={messages.title}
      createLabel={messages.create}
      onCreate={() => setCreating(true)}
      intro={messages.intro}
      list={
        <QueryTable
          query={hooks}
          messages={messages}
          skeletonHeight={80}
          labelledBy="webhooks-title"
          columns={COLUMNS}
          rowKey={(hook) => hook.id}
          actionCell={(hook: Webhook) => (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button size="small" onClick={() => setWatching(hook)}>
                {messages.deliveries}
              </Button>
              <Button size="small" onClick={() => toggle.mutate(hook)}>
                {hook.active ? messages.pause : messages.resume}
              </Button>
              <Button
                size="small"
                onClick={() => rotate.mutate(hook, { onSuccess: (answer) => setSecret(answer.data.secret) })}
              >
                {messages.rotate}
              </Button>
              <Button size="small" color="error" onClick={() => setRemoving(hook)}>
                {messages.remove}
              </Button>
            </Stack>
          )}
        />
      }
    >
      {creating && (
        <CreateWebhookDialog
          companyId={companyId}
          onClose={() => setCreating(false)}
          onCreated={(hook) => setSecret(hook.secret)}
        />
      )}
      {secret && <SecretOnceDialog secret={secret} messages={messages} onClose={() => setSecret(null)} />}
      {watching && (
        <WebhookDeliveriesDialog companyId={companyId} webhook={watching} onClose={() => setWatching(null)} />
      )}
      {removing && (
        <Dialog open onClose={() => setRemoving(null)} aria-labelledby="remove-webhook-title">
          <DialogTitle id="remove-webhook-title">{messages.removeTitle(removing.url)}</DialogTitle>
          <DialogContent>
            <DialogContentText>{messages.removeBody}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRemoving(null)}>{messages.cancel}</Button>
            <Button
              variant="contained"
              color="error"
              disabled={remove.isPending}
              onClick={() => remove.mutate(removing, { onSettled: () => setRemoving(null) })}
            >
              {messages.remove}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </IntegrationSection>
  );
}
