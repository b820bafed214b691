import { useMutation } from '@tanstack/react-query';
import { AUDIT_CSV_FILE_NAME, endpoints, type AuditExportQuery } from '@facturador/contracts';
import { addToast, callApi, toastTitles } from '@facturador/auth-api';
import { downloadTextFile } from '@facturador/forms';
import { auditPageMessages } from '../messages.ts';

const BOM = '\ufeff';
const text = auditPageMessages.export;

/** GET /admin/audit/export with the page's filters, saved as auditoria.csv. */
export function useExportAuditLog() {
  return useMutation({
    mutationFn: (query: AuditExportQuery) => callApi(endpoints.exportAuditLogCsv, { query }),
    onSuccess: (csv) => {
      // The browser's text decoding drops the server's byte-order mark; spreadsheets need it
      // to read the accents as UTF-8, so the file gets it back.
      const withBom = csv.startsWith(BOM) ? csv : `${BOM}${csv}`;
      downloadTextFile(withBom, AUDIT_CSV_FILE_NAME, 'text/csv;charset=utf-8');
      addToast({ type: 'success', title: text.title, message: text.done });
    },
    onError: (error) => addToast({ type: 'error', title: toastTitles.error, message: error.message }),
  });
}
