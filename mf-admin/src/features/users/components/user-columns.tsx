import { Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { RoleBadge } from '@facturador/account-forms';
import type { AdminUser } from '@facturador/contracts';
import { usersMessages } from '../messages.ts';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

const text = usersMessages.columns;

/** The grid's columns; the sortable ones are the server's sort fields (USER_SORT_FIELDS). */
export const userColumns: GridColDef<AdminUser>[] = [
  { field: 'fullName', headerName: text.fullName, flex: 1, minWidth: 180 },
  { field: 'email', headerName: text.email, flex: 1, minWidth: 220 },
  {
    field: 'roles',
    headerName: text.roles,
    sortable: false,
    minWidth: 220,
    valueGetter: (_value, row) => row.UserSystemRoles.map((entry) => entry.role.description).join(', '),
    renderCell: ({ row }) => (
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%' }}
      >
        {row.UserSystemRoles.map((entry) => (
          <RoleBadge key={entry.role.name} role={entry.role.name} />
        ))}
      </Stack>
    ),
  },
  {
    field: 'status',
    headerName: text.status,
    sortable: false,
    minWidth: 190,
    renderCell: ({ row }) => <UserStatusBadge user={row} />,
  },
  {
    field: 'createdAt',
    headerName: text.createdAt,
    minWidth: 130,
    valueFormatter: (value: string) => formatDate(value),
  },
  {
    field: 'lastAccessAt',
    headerName: text.lastAccessAt,
    minWidth: 180,
    valueFormatter: (value: string | null) => (value ? formatDateTime(value) : text.never),
  },
];
