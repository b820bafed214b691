import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { AdminOrder, VoucherFile } from '@facturador/contracts';
import { voucherQueryOptions } from './api/subscriptions-queries.ts';
import { subscriptionsMessages } from './messages.ts';

const messages = subscriptionsMessages.voucher;

/** The file as a data: URL (no object URL to release; the dialog holds one file at most). */
const fileUrl = (file: VoucherFile): string => `data:${file.mimeType};base64,${file.contentBase64}`;

/** The voucher a customer uploaded: an image shown whole, a PDF in the browser's viewer. */
export function VoucherDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const voucher = useQuery(voucherQueryOptions(order.id));
  const url = voucher.data ? fileUrl(voucher.data) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="voucher-title">
      <DialogTitle id="voucher-title">{messages.title(order.item.name)}</DialogTitle>
      <DialogContent>
        {voucher.isPending && <CircularProgress aria-label={messages.loading} />}
        {voucher.isError && <Alert severity="error">{messages.loadError}</Alert>}
        {voucher.data && url && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            {voucher.data.mimeType === 'application/pdf' ? (
              <Box
                component="iframe"
                title={messages.pdf}
                src={url}
                sx={{ width: '100%', height: '70vh', border: 0 }}
              />
            ) : (
              <Box
                component="img"
                src={url}
                alt={messages.image(voucher.data.fileName)}
                sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
