import { Alert, Button, Stack, Typography } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import {
  billingMessages,
  formatSoles,
  VOUCHER_MAX_BYTES,
  VOUCHER_MIME_TYPES,
  type Order,
} from '@facturador/contracts';
import { useUploadVoucher } from '../api/billing-mutations.ts';
import { plansMessages } from '../messages.ts';
import { PaymentAccounts } from './payment-accounts.tsx';
import { readAsDataUrl } from './read-file.ts';

const messages = plansMessages.payment;

/** Bank transfer or Yape: how to pay, then the voucher (image or PDF) for an administrator. */
export function VoucherPayment({ order, onOrder }: { order: Order; onOrder: (order: Order) => void }) {
  const upload = useUploadVoucher();
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  if (order.state === 'pending_approval') {
    return (
      <Alert severity="info" role="status">
        <strong>{messages.pendingApproval}.</strong> {messages.pendingApprovalBody}
      </Alert>
    );
  }
  if (order.state === 'paid') return <Alert severity="success">{messages.paid}</Alert>;

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server sniffs the content; the size is checked here too so nothing big is sent.
    if (file.size > VOUCHER_MAX_BYTES) return setProblem(billingMessages.voucherTooLarge);
    setProblem(null);
    let fileBase64: string;
    try {
      fileBase64 = await readAsDataUrl(file);
    } catch {
      return setProblem(messages.readError);
    }
    upload.mutate({ orderId: order.id, fileBase64, fileName: file.name }, { onSuccess: onOrder });
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        {messages.voucherIntro(formatSoles(order.amountCents), order.reference)}
      </Typography>
      <PaymentAccounts />
      <Typography variant="body2" component="label" htmlFor={inputId}>
        {messages.voucherFile}
      </Typography>
      <Button
        variant="contained"
        component="label"
        disabled={upload.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {upload.isPending ? messages.uploading : messages.upload}
        <input
          id={inputId}
          hidden
          type="file"
          accept={VOUCHER_MIME_TYPES.join(',')}
          onChange={(event) => void send(event)}
        />
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
