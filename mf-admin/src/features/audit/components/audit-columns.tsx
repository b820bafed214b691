import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntry } from '@facturador/contracts';
import { formatDateTime } from '../../../shared/format.ts';
import { auditPageMessages } from '../messages.ts';
import { actionLabel, actorLabel, recordLabel } from './labels.ts';

const text = auditPageMessages.columns;

/** The grid's columns; only the time sorts (the server's one sort field, AUDIT_SORT_FIELDS). */
export const auditColumns: GridColDef<AuditEntry>[] = [
  {
    field: 'createdAt',
    headerName: text.createdAt,
    minWidth: 190,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'actor',
    headerName: text.actor,
    sortable: false,
    flex: 1,
    minWidth: 200,
    valueGetter: (_value, row) => actorLabel(row),
  },
  {
    field: 'action',
    headerName: text.action,
    sortable: false,
    minWidth: 180,
    valueGetter: (_value, row) => actionLabel(row.action),
  },
  {
    field: 'record',
    headerName: text.record,
    sortable: false,
    flex: 1,
    minWidth: 220,
    valueGetter: (_value, row) => recordLabel(row),
  },
  {
    field: 'ip',
    headerName: text.ip,
    sortable: false,
    minWidth: 130,
    valueGetter: (value: string | null) => value ?? auditPageMessages.none,
  },
];
