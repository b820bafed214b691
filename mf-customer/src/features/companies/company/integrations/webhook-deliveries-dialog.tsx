import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  WEBHOOK_DELIVERY_STATE_LABELS,
  WEBHOOK_EVENT_LABELS,
  type Webhook,
  type WebhookAttempt,
  type WebhookDelivery,
} from '@facturador/contracts';
import { useResendWebhookDelivery } from '../../api/company-part-mutations.ts';
import { webhookDeliveriesQueryOptions } from '../../api/company-queries.ts';
import { companiesMessages } from '../../messages.ts';

const messages = companiesMessages.webhooks;
const dateTime = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'medium' });

const attemptText = (attempt: WebhookAttempt) =>
  messages.attempt(
    dateTime.format(new Date(attempt.at)),
    attempt.httpStatus === null ? (attempt.error ?? '') : messages.httpStatus(attempt.httpStatus),
    attempt.durationMs,
    attempt.manual,
  );

function DeliveryCard({
  delivery,
  onResend,
  pending,
}: {
  delivery: WebhookDelivery;
  onResend: () => void;
  pending: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`${delivery.subject} ${WEBHOOK_EVENT_LABELS[delivery.type]}`}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography>
          <strong>{delivery.subject}</strong> · {WEBHOOK_EVENT_LABELS[delivery.type]} ·{' '}
          {WEBHOOK_DELIVERY_STATE_LABELS[delivery.status]}
        </Typography>
        <Button size="small" onClick={onResend} disabled={pending}>
          {messages.resend}
        </Button>
      </Stack>
      <Stack component="ol" spacing={0.5} sx={{ pl: 2, my: 1 }}>
        {delivery.attempts.map((attempt) => (
          <Typography component="li" variant="body2" key={attempt.at + String(attempt.manual)}>
            {attemptText(attempt)}
          </Typography>
        ))}
      </Stack>
      {delivery.nextAttemptAt && (
        <Typography variant="body2" color="text.secondary">
          {messages.nextAttempt(dateTime.format(new Date(delivery.nextAttemptAt)))}
        </Typography>
      )}
    </Paper>
  );
}

/** A webhook's recent deliveries with every attempt, and Reenviar for each. */
export function WebhookDeliveriesDialog({
  companyId,
  webhook,
  onClose,
}: {
  companyId: string;
  webhook: Webhook;
  onClose: () => void;
}) {
  const deliveries = useQuery(webhookDeliveriesQueryOptions(companyId, webhook.id));
  // Sent again or not, the deliveries are read again (the hook's `refresh`).
  const resend = useResendWebhookDelivery(companyId, webhook.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby="webhook-deliveries-title" fullWidth maxWidth="md">
      <DialogTitle id="webhook-deliveries-title">{messages.deliveriesTitle(webhook.url)}</DialogTitle>
      <DialogContent>
        {deliveries.isPending && (
          <Skeleton variant="rounded" height={120} aria-busy="true" aria-label={messages.deliveriesLoading} />
        )}
        {deliveries.isError && <Alert severity="error">{deliveries.error.message}</Alert>}
        {deliveries.data?.length === 0 && (
          <Typography color="text.secondary">{messages.deliveriesEmpty}</Typography>
        )}
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {deliveries.data?.map((delivery) => (
            <DeliveryCard
              key={delivery.id}
              delivery={delivery}
              pending={resend.isPending}
              onResend={() => resend.mutate(delivery.id)}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
