import { useMutation } from '@tanstack/react-query';
import { endpoints, LEDGER_CSV_FILE_NAME } from '@facturador/contracts';
import { addToast, callApi, toastTitles } from '@facturador/auth-api';
import { downloadTextFile } from '@facturador/forms';
import { plansMessages } from '../messages.ts';

const messages = plansMessages.ledger;
const BOM = '\ufeff';

/** «Exportar CSV»: the whole ledger as the server writes it (UTF-8 with BOM), saved as a file. */
export function useExportLedger() {
  return useMutation({
    mutationFn: () => callApi(endpoints.exportLedgerCsv),
    onSuccess: (csv) => {
      // The browser's text decoding drops the server's byte-order mark; spreadsheets need it
      // to read the accents as UTF-8, so the file gets it back.
      const withBom = csv.startsWith(BOM) ? csv : `${BOM}${csv}`;
      downloadTextFile(withBom, LEDGER_CSV_FILE_NAME, 'text/csv;charset=utf-8');
      addToast({ type: 'success', title: messages.exportTitle, message: messages.exported });
    },
    onError: (error) => addToast({ type: 'error', title: toastTitles.error, message: error.message }),
  });
}
