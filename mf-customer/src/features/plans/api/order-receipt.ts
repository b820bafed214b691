import { useMutation } from '@tanstack/react-query';
import { addToast, callApiFile, toastTitles } from '@facturador/auth-api';
import { endpoints, type Order } from '@facturador/contracts';
import { downloadFile } from '@facturador/forms';

/** GET /billing/orders/:id/receipt/:file (issue 28): a paid order's comprobante, saved as a file. */
export function useDownloadOrderReceipt(order: Order) {
  return useMutation({
    mutationFn: async (file: 'pdf' | 'xml') =>
      downloadFile(
        await callApiFile(endpoints.downloadOrderReceipt, { params: { id: order.id, file } }),
        `${order.receipt!.number}.${file}`,
      ),
    onError: (error) => addToast({ type: 'error', title: toastTitles.error, message: error.message }),
  });
}
