import { Button } from '@mui/material';
import type { AuditExportQuery } from '@facturador/contracts';
import { useExportAuditLog } from '../api/export-audit-log.ts';
import { auditPageMessages } from '../messages.ts';

const text = auditPageMessages.export;

/** «Exportar CSV»: every entry matching the page's current filters, as the server writes it. */
export function ExportAuditButton(props: { filters: AuditExportQuery }) {
  const exportCsv = useExportAuditLog();
  return (
    <Button variant="outlined" onClick={() => exportCsv.mutate(props.filters)} disabled={exportCsv.isPending}>
      {exportCsv.isPending ? text.exporting : text.button}
    </Button>
  );
}
