import { Button, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOrder } from '@facturador/contracts';
import { AdminDataGrid } from '../../shared/grid/admin-data-grid.tsx';
import { solesColumn } from '../../shared/grid/soles-column.ts';
import { useGridUrlState } from '../../shared/grid/use-grid-url-state.ts';
import { useApproveOrder } from './api/subscriptions-mutations.ts';
import { pendingOrdersQueryOptions } from './api/subscriptions-queries.ts';
import { RejectOrderDialog } from './reject-order-dialog.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { subscriptionsMessages as messages } from './messages.ts';
import { VoucherDialog } from './voucher-dialog.tsx';
import { LoadError } from '../../shared/load-error.tsx';

const columns = messages.columns;
const labels = messages.orders;

/** The vouchers waiting for a person, oldest first: look, then approve or reject with a reason. */
export function PendingOrdersGrid() {
  const state = useGridUrlState({ defaultLimit: 10 });
  const { page, limit } = state.query;
  const list = useQuery(pendingOrdersQueryOptions({ page, limit, state: 'pending_approval' }));
  const approve = useApproveOrder();
  const [open, setOpen] = useState<{ kind: 'voucher' | 'reject'; order: AdminOrder } | null>(null);

  const definitions: GridColDef<AdminOrder>[] = [
    {
      field: 'createdAt',
      headerName: columns.date,
      minWidth: 160,
      sortable: false,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'user',
      headerName: columns.user,
      minWidth: 200,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.user.email,
    },
    {
      field: 'item',
      headerName: columns.item,
      minWidth: 180,
      sortable: false,
      valueGetter: (_value, row) => `${labels.kinds[row.kind]}: ${row.item.name}`,
    },
    solesColumn('amountCents', columns.amount, 110),
    {
      field: 'review',
      headerName: columns.review,
      minWidth: 300,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Button
            size="small"
            disabled={!row.hasVoucher}
            aria-label={labels.viewLabel(row.item.name, row.user.email)}
            onClick={() => setOpen({ kind: 'voucher', order: row })}
          >
            {row.hasVoucher ? labels.view : labels.noVoucher}
          </Button>
          <Button
            size="small"
            variant="contained"
            disabled={approve.isPending}
            aria-label={labels.approveLabel(row.item.name, row.user.email)}
            onClick={() => approve.approve(row.id)}
          >
            {labels.approve}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={labels.rejectLabel(row.item.name, row.user.email)}
            onClick={() => setOpen({ kind: 'reject', order: row })}
          >
            {labels.reject}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <LoadError query={list} message={messages.loadError} />
      <AdminDataGrid<AdminOrder>
        label={messages.ordersGrid}
        rows={list.data?.data ?? []}
        columns={definitions}
        rowCount={list.data?.meta.total ?? 0}
        loading={list.isFetching}
        state={state}
      />
      {open?.kind === 'voucher' && <VoucherDialog order={open.order} onClose={() => setOpen(null)} />}
      {open?.kind === 'reject' && <RejectOrderDialog order={open.order} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
