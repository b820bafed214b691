import { Alert, Button, Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PROVIDER_AUTH_TYPE_LABELS, type AdminProvider } from '@facturador/contracts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { AdminDataGrid } from '../../shared/grid/admin-data-grid.tsx';
import { useGridUrlState } from '../../shared/grid/use-grid-url-state.ts';
import { providersQueryOptions } from './api/providers-query.ts';
import { localPage } from './local-page.ts';
import { providersMessages as m } from './messages.ts';
import { ProbeDialog } from './probe-dialog.tsx';
import { ProviderDialog } from './provider-dialog.tsx';

type Open =
  { kind: 'edit'; provider: AdminProvider | null } | { kind: 'probe'; provider: AdminProvider } | null;

/** Proveedores (issue 16): the OSE / PSE / SUNAT services companies send through. */
export default function ProvidersPage() {
  const providers = useQuery(providersQueryOptions());
  const state = useGridUrlState({ defaultLimit: 10 });
  const [open, setOpen] = useState<Open>(null);
  const page = localPage(providers.data ?? [], state.query, ['name', 'type', 'testUrl', 'productionUrl']);

  const columns: GridColDef<AdminProvider>[] = [
    { field: 'name', headerName: m.columns.name, minWidth: 160, flex: 1 },
    { field: 'type', headerName: m.columns.type, width: 90 },
    {
      field: 'authType',
      headerName: m.columns.authType,
      minWidth: 200,
      valueFormatter: (value: AdminProvider['authType']) => PROVIDER_AUTH_TYPE_LABELS[value],
    },
    {
      field: 'productionUrl',
      headerName: m.columns.productionUrl,
      minWidth: 240,
      flex: 1,
      valueFormatter: (value: string | null) => value ?? m.none,
    },
    {
      field: 'isActive',
      headerName: m.columns.state,
      width: 110,
      renderCell: ({ value }) => (
        <Chip size="small" color={value ? 'success' : 'default'} label={value ? m.active : m.inactive} />
      ),
    },
    { field: 'companies', headerName: m.columns.companies, width: 100, type: 'number' },
    {
      field: 'actions',
      headerName: m.columns.actions,
      sortable: false,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Button
            size="small"
            aria-label={m.editLabel(row.name)}
            onClick={() => setOpen({ kind: 'edit', provider: row })}
          >
            {m.edit}
          </Button>
          <Button
            size="small"
            aria-label={m.testLabel(row.name)}
            onClick={() => setOpen({ kind: 'probe', provider: row })}
          >
            {m.test}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <AdminPage
      title={m.title}
      description={m.description}
      actions={
        <Button variant="contained" onClick={() => setOpen({ kind: 'edit', provider: null })}>
          {m.add}
        </Button>
      }
    >
      {providers.isError && <Alert severity="error">{m.loadError}</Alert>}
      <AdminDataGrid
        label={m.grid}
        rows={page.rows}
        columns={columns}
        rowCount={page.total}
        loading={providers.isPending}
        state={state}
        searchable
      />
      {open?.kind === 'edit' && <ProviderDialog provider={open.provider} onClose={() => setOpen(null)} />}
      {open?.kind === 'probe' && <ProbeDialog provider={open.provider} onClose={() => setOpen(null)} />}
    </AdminPage>
  );
}
