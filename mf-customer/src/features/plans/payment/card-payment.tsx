import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { Order, PaymentStart } from '@facturador/contracts';
import { useChargeOrder, useSandboxCheckout, useStartPayment } from '../api/billing-mutations.ts';
import { plansMessages } from '../messages.ts';
import { payWithCulqi } from './culqi-checkout.ts';

const messages = plansMessages.payment;

/**
 * A card payment through whichever gateway the server answers with: the sandbox's simulated
 * checkout (it confirms through its signed webhook), or Culqi Checkout, whose card token is
 * then charged by the server.
 */
export function CardPayment({
  order,
  onOrder,
  autoStart,
}: {
  order: Order;
  onOrder: (order: Order) => void;
  /** The payer already chose «Pagar con tarjeta» (that created the order): go on without a second click. */
  autoStart: boolean;
}) {
  const start = useStartPayment();
  const [culqiFailed, setCulqiFailed] = useState<string | null>(null);
  const charge = useChargeOrder();

  const openCulqi = async (answer: Extract<PaymentStart, { provider: 'culqi' }>) => {
    let sourceId: string;
    try {
      sourceId = await payWithCulqi(answer);
    } catch (error) {
      setCulqiFailed((error as Error).message || messages.culqiLoadError);
      return;
    }
    charge.mutate({ orderId: order.id, sourceId }, { onSuccess: onOrder });
  };

  const begin = () => {
    setCulqiFailed(null);
    start.mutate(order.id, {
      onSuccess: (answer) => {
        if (answer.provider === 'culqi') void openCulqi(answer);
      },
    });
  };

  const autoStarted = useRef(false);
  useEffect(() => {
    // Once, even when StrictMode runs effects twice (the ref survives its re-run).
    if (!autoStart || autoStarted.current) return;
    autoStarted.current = true;
    begin();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started once per dialog
  }, [autoStart]);

  if (order.state === 'paid') return <Alert severity="success">{messages.paid}</Alert>;

  const started = start.data;
  return (
    <Stack spacing={2}>
      {started?.provider === 'sandbox' ? (
        <SandboxCheckout reference={started.reference} onOrder={onOrder} />
      ) : (
        <Button variant="contained" onClick={begin} disabled={start.isPending || charge.isPending}>
          {charge.isPending ? messages.charging : start.isPending ? messages.culqiOpening : messages.card}
        </Button>
      )}
      {culqiFailed && <Alert severity="error">{culqiFailed}</Alert>}
    </Stack>
  );
}

/** The sandbox gateway's simulated checkout: the payer approves or declines. */
function SandboxCheckout({ reference, onOrder }: { reference: string; onOrder: (order: Order) => void }) {
  const checkout = useSandboxCheckout();
  const declined = checkout.data && checkout.data.state !== 'paid';
  const decide = (outcome: 'approved' | 'declined') =>
    checkout.mutate({ reference, outcome }, { onSuccess: onOrder });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="sandbox-title">
      <Typography id="sandbox-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {messages.sandboxTitle}
      </Typography>
      <Typography variant="body2">{messages.sandboxBody}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          color="success"
          disabled={checkout.isPending}
          onClick={() => decide('approved')}
        >
          {messages.sandboxApprove}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={checkout.isPending}
          onClick={() => decide('declined')}
        >
          {messages.sandboxDecline}
        </Button>
      </Stack>
      {checkout.isPending && (
        <Typography variant="body2" role="status">
          {messages.sandboxSent}
        </Typography>
      )}
      {declined && <Alert severity="warning">{messages.declined}</Alert>}
    </Stack>
  );
}
