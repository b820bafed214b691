import { useMutation } from '@tanstack/react-query';
import { endpoints, reportCsvFileName, type ReportKind } from '@facturador/contracts';
import { addToast, callApi, toastTitles } from '@facturador/auth-api';
import { downloadTextFile } from '@facturador/forms';
import type { ReportRange } from '../../../shared/report-range.ts';
import { reportsMessages as messages } from '../messages.ts';

const BOM = '\ufeff';

/** A report's CSV as the server writes it (UTF-8 with BOM), saved as a file. */
export function useExportReport() {
  return useMutation({
    mutationFn: async ({ report, range }: { report: ReportKind; range: ReportRange }) => ({
      csv: await callApi(endpoints.exportAdminReport, { query: { report, ...range } }),
      fileName: reportCsvFileName(report, range.from, range.to),
    }),
    onSuccess: ({ csv, fileName }) => {
      // The browser's text decoding drops the server's byte order mark; spreadsheets need it.
      downloadTextFile(csv.startsWith(BOM) ? csv : `${BOM}${csv}`, fileName, 'text/csv;charset=utf-8');
      addToast({ type: 'success', title: messages.exportTitle, message: messages.exported });
    },
    onError: (error) => addToast({ type: 'error', title: toastTitles.error, message: error.message }),
  });
}
