import { Stack } from '@mui/material';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StateBadge } from '@facturador/account-forms';
import {
  SUBSCRIPTION_SORT_FIELDS,
  SUBSCRIPTION_STATE_COLORS,
  SUBSCRIPTION_STATE_LABELS,
  type AdminSubscription,
  type AdminSubscriptionListQuery,
} from '@facturador/contracts';
import { AdminDataGrid } from '../../shared/grid/admin-data-grid.tsx';
import { useGridUrlState } from '../../shared/grid/use-grid-url-state.ts';
import { subscriptionsQueryOptions } from './api/subscriptions-queries.ts';
import { capitalize, formatDate } from '../../shared/format.ts';
import { subscriptionsMessages as messages } from './messages.ts';
import { SubscriptionDialog, type SubscriptionAction } from './subscription-dialogs.tsx';
import { SubscriptionFilters } from './subscription-filters.tsx';
import { LoadError } from '../../shared/load-error.tsx';

const columns = messages.columns;
const FILTERS = ['state', 'plan'] as const;

const isSortField = (field: string | undefined): field is NonNullable<AdminSubscriptionListQuery['sort']> =>
  (SUBSCRIPTION_SORT_FIELDS as readonly (string | undefined)[]).includes(field);

/** Every subscription, paged, sorted, searched and filtered by the server; actions per row. */
export function SubscriptionsGrid() {
  const state = useGridUrlState({ filters: FILTERS });
  const { page, limit, sort, order, search, filters } = state.query;
  const query: AdminSubscriptionListQuery = {
    page,
    limit,
    ...(isSortField(sort) ? { sort, order } : {}),
    ...(search ? { search } : {}),
    ...(filters.state ? { state: filters.state as AdminSubscriptionListQuery['state'] } : {}),
    ...(filters.plan ? { plan: filters.plan } : {}),
  };
  const list = useQuery(subscriptionsQueryOptions(query));
  const [open, setOpen] = useState<{ action: SubscriptionAction; subscription: AdminSubscription } | null>(
    null,
  );

  const action = (name: SubscriptionAction, row: AdminSubscription) => (
    <GridActionsCellItem
      key={name}
      label={messages.actions[name]}
      showInMenu
      onClick={() => setOpen({ action: name, subscription: row })}
    />
  );
  const definitions: GridColDef<AdminSubscription>[] = [
    {
      field: 'user',
      headerName: columns.user,
      minWidth: 220,
      flex: 1,
      valueGetter: (_value, row) => `${row.user.name} · ${row.user.email}`,
    },
    {
      field: 'plan',
      headerName: columns.plan,
      minWidth: 150,
      valueGetter: (_value, row) =>
        row.plan.archived ? messages.archivedPlan(row.plan.name) : row.plan.name,
    },
    {
      field: 'state',
      headerName: columns.state,
      // «Pendiente de pago», the longest badge, whole.
      minWidth: 190,
      renderCell: ({ row }) => (
        <StateBadge
          label={capitalize(SUBSCRIPTION_STATE_LABELS[row.state])}
          colors={SUBSCRIPTION_STATE_COLORS[row.state]}
        />
      ),
    },
    {
      field: 'renewsAt',
      headerName: columns.renewsAt,
      minWidth: 130,
      valueFormatter: (value: string) => formatDate(value),
    },
    { field: 'tokensAvailable', headerName: columns.tokens, minWidth: 150, type: 'number', sortable: false },
    {
      field: 'actions',
      type: 'actions',
      headerName: columns.actions,
      minWidth: 90,
      getActions: ({ row }) =>
        row.state === 'cancelled'
          ? [action('changePlan', row), action('tokens', row)]
          : [action('extend', row), action('changePlan', row), action('tokens', row), action('cancel', row)],
    },
  ];
  return (
    <Stack spacing={2}>
      <SubscriptionFilters state={state} />
      <LoadError query={list} message={messages.loadError} />
      <AdminDataGrid<AdminSubscription>
        label={messages.grid}
        rows={list.data?.data ?? []}
        columns={definitions}
        rowCount={list.data?.meta.total ?? 0}
        loading={list.isFetching}
        state={state}
        searchable
      />
      {open && <SubscriptionDialog {...open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
