import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEntry } from '@facturador/contracts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { AdminDataGrid } from '../../shared/grid/admin-data-grid.tsx';
import { useGridUrlState } from '../../shared/grid/use-grid-url-state.ts';
import { auditLogQueryOptions } from './api/list-audit-log.ts';
import { AUDIT_FILTERS, toAuditFilters, toAuditListQuery } from './audit-query.ts';
import { auditColumns } from './components/audit-columns.tsx';
import { AuditEntryDialog } from './components/audit-entry-dialog.tsx';
import { AuditFilters } from './components/audit-filters.tsx';
import { ExportAuditButton } from './components/export-audit-button.tsx';
import { auditPageMessages as text } from './messages.ts';

/** /app/admin/auditoria: the administrators' log of changes, filterable, each entry's before and after. */
export default function AuditPage() {
  const grid = useGridUrlState({ filters: AUDIT_FILTERS });
  const log = useQuery(auditLogQueryOptions(toAuditListQuery(grid.query)));
  const [open, setOpen] = useState<AuditEntry | null>(null);
  return (
    <AdminPage
      title={text.title}
      description={text.description}
      actions={<ExportAuditButton filters={toAuditFilters(grid.query)} />}
    >
      <AuditFilters values={grid.query.filters} onChange={grid.setFilter} />
      {log.isError && <Alert severity="error">{log.error.message || text.loadError}</Alert>}
      <AdminDataGrid
        label={text.gridLabel}
        rows={log.data?.data ?? []}
        columns={auditColumns}
        rowCount={log.data?.meta.total ?? 0}
        loading={log.isFetching}
        state={grid}
        searchable
        onOpenRow={setOpen}
      />
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </AdminPage>
  );
}
