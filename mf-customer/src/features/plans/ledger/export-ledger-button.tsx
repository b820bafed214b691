import { Button } from '@mui/material';
import { useExportLedger } from '../api/export-ledger.ts';
import { plansMessages } from '../messages.ts';

const messages = plansMessages.ledger;

/** «Exportar CSV»: the whole ledger as the server writes it (UTF-8 with BOM), saved as a file. */
export function ExportLedgerButton() {
  const exportCsv = useExportLedger();
  return (
    <Button variant="outlined" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      {exportCsv.isPending ? messages.exporting : messages.export}
    </Button>
  );
}
