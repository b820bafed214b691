import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { voucherMethodAvailable, type Order, type PaymentMethod } from '@facturador/contracts';
import { usePublicSettings } from '@facturador/auth-api';
import { useCreateOrder } from '../api/billing-mutations.ts';
import { purchaseAmount, purchaseName, type Purchase } from '../catalogue/purchase.ts';
import { PlanPrice } from '../catalogue/plan-price.tsx';
import { plansMessages } from '../messages.ts';
import { CardPayment } from './card-payment.tsx';
import { ReceiptChoice, useReceiptForm } from './receipt-choice.tsx';
import { VoucherPayment } from './voucher-payment.tsx';

const messages = plansMessages.payment;

/**
 * Pays a purchase. A new one has no order yet: choosing how to pay creates it (the order
 * records its method); an order from the list goes straight to its own method.
 */
export function PaymentDialog({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const [order, setOrder] = useState<Order | undefined>(purchase.order);
  const createOrder = useCreateOrder();
  const name = purchaseName(purchase);
  // Issue 28: offered only when Configuración names an account or a Yape number to pay into.
  const instructions = usePublicSettings()?.paymentInstructions;
  const voucherOffered = instructions !== undefined && voucherMethodAvailable(instructions);

  const receiptForm = useReceiptForm();

  const choose = (method: PaymentMethod) => {
    if (purchase.order) return;
    void receiptForm.handleSubmit((receipt) =>
      createOrder.mutate(
        { kind: purchase.kind, itemId: purchase.itemId, method, receipt },
        { onSuccess: setOrder },
      ),
    )();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payment-title">
      <DialogTitle id="payment-title">{messages.title(name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <div>
            <Typography variant="caption" color="text.secondary">
              {messages.amount}
            </Typography>
            <PlanPrice cents={purchaseAmount(purchase)} />
          </div>
          {!order && <ReceiptChoice form={receiptForm} disabled={createOrder.isPending} />}
          {!order && (
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="p">
                {createOrder.isPending ? messages.creating : messages.choose}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="contained"
                  disabled={createOrder.isPending}
                  onClick={() => choose('gateway')}
                >
                  {messages.card}
                </Button>
                {voucherOffered && (
                  <Button
                    variant="outlined"
                    disabled={createOrder.isPending}
                    onClick={() => choose('voucher')}
                  >
                    {messages.voucher}
                  </Button>
                )}
              </Stack>
            </Stack>
          )}
          {order && (
            <Typography variant="body2" color="text.secondary">
              {messages.orderLabel(order.reference)}
            </Typography>
          )}
          {order?.checkout && <Typography variant="body2">{order.checkout.summary}</Typography>}
          {order?.method === 'gateway' && (
            <CardPayment order={order} onOrder={setOrder} autoStart={!purchase.order} />
          )}
          {order?.method === 'voucher' && <VoucherPayment order={order} onOrder={setOrder} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
