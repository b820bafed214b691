import { Button, Stack, Typography } from '@mui/material';
import { DOCUMENT_STATUS_LABELS, type DocumentStatus, type Order } from '@facturador/contracts';
import { useDownloadOrderReceipt } from '../api/order-receipt.ts';
import { plansMessages } from '../messages.ts';

const messages = plansMessages.orders;

/**
 * Issue 28: a paid order's comprobante beside it: its number and SUNAT's state with its PDF and
 * XML, or why it is not there yet.
 */
export function OrderReceipt({ order }: { order: Order }) {
  const download = useDownloadOrderReceipt(order);
  const receipt = order.receipt;
  if (order.state !== 'paid' || !receipt) return null;
  if (!receipt.number)
    return receipt.note ? (
      <Typography variant="caption" component="div" color="text.secondary">
        {receipt.note}
      </Typography>
    ) : null;
  const status = receipt.status ? DOCUMENT_STATUS_LABELS[receipt.status as DocumentStatus] : null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="caption" component="div">
        {messages.receipt(receipt.type, receipt.number, status)}
      </Typography>
      <Stack direction="row" spacing={1}>
        {(['pdf', 'xml'] as const).map((file) => (
          <Button
            key={file}
            size="small"
            variant="outlined"
            disabled={download.isPending}
            aria-label={messages.receiptDownload(file, receipt.number!)}
            onClick={() => download.mutate(file)}
          >
            {file.toUpperCase()}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
