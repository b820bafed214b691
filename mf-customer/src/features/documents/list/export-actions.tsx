import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { addToast, toastTitles } from '@facturador/auth-api';
import type { ListadoFiltersQuery } from '@facturador/contracts';
import { downloadDocumentsExport, type DocumentExportFormat } from '../api/document-exports.ts';
import { documentsMessages } from '../messages.ts';
import { limaToday } from '../../../shared/lima-today.ts';
import { ArchiveDialog } from './archive-dialog.tsx';

const messages = documentsMessages.exports;

/**
 * Exportar CSV / Excel (every document the filters match, not only the page shown) and the
 * accountant's ZIP. The buttons wrap on a phone rather than scroll sideways.
 */
export function ExportActions({
  companyId,
  ruc,
  filters,
}: {
  companyId: string;
  ruc: string;
  filters: ListadoFiltersQuery;
}) {
  const [busy, setBusy] = useState<DocumentExportFormat | null>(null);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const exportAs = async (format: DocumentExportFormat) => {
    setBusy(format);
    try {
      await downloadDocumentsExport(companyId, filters, format, `${ruc}-comprobantes-${limaToday()}`);
    } catch (error) {
      addToast({ type: 'error', title: toastTitles.error, message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={messages.actions}
      sx={{ flexWrap: 'wrap' }}
    >
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outlined"
          size="small"
          disabled={busy !== null}
          onClick={() => void exportAs(format)}
        >
          {busy === format ? messages.downloading : messages[format]}
        </Button>
      ))}
      <Button variant="outlined" size="small" onClick={() => setArchiveOpen(true)}>
        {messages.archive}
      </Button>
      {archiveOpen && <ArchiveDialog companyId={companyId} ruc={ruc} onClose={() => setArchiveOpen(false)} />}
    </Stack>
  );
}
