import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { AdminPlan } from '@facturador/contracts';
import { AdminDataGrid } from '../../shared/grid/admin-data-grid.tsx';
import { solesColumn } from '../../shared/grid/soles-column.ts';
import { useGridUrlState } from '../../shared/grid/use-grid-url-state.ts';
import { plansMessages } from './messages.ts';
import { PlanBadges } from './plan-badges.tsx';

const columns = plansMessages.columns;
export type PlanAction = 'edit' | 'archive' | 'restore' | 'delete';

/**
 * Every plan in the catalogue's order. They are a handful, read whole: the grid pages them
 * here, and sorting by column is off (the order is the one the site shows).
 */
export function PlansGrid(props: {
  plans: readonly AdminPlan[];
  loading: boolean;
  onAction: (action: PlanAction, plan: AdminPlan) => void;
}) {
  const state = useGridUrlState();
  const { page, limit } = state.query;
  const rows = props.plans.slice((page - 1) * limit, page * limit);
  const definitions: GridColDef<AdminPlan>[] = [
    { field: 'name', headerName: columns.name, minWidth: 160, flex: 1, sortable: false },
    solesColumn('monthlyPriceCents', columns.price, 130),
    {
      field: 'monthlyTokens',
      headerName: columns.tokens,
      minWidth: 120,
      sortable: false,
      valueFormatter: (value: number | null) => (value === null ? plansMessages.unlimited : String(value)),
    },
    {
      field: 'limits',
      headerName: columns.limits,
      minWidth: 200,
      sortable: false,
      valueGetter: (_value, plan) =>
        `${plan.limits.companies} / ${plan.limits.establishments} / ${plan.limits.usersPerCompany}`,
    },
    {
      field: 'state',
      headerName: columns.state,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => <PlanBadges plan={row} />,
    },
    { field: 'subscribers', headerName: columns.subscribers, minWidth: 110, sortable: false, type: 'number' },
    { field: 'order', headerName: columns.order, minWidth: 80, sortable: false, type: 'number' },
    {
      field: 'actions',
      type: 'actions',
      headerName: columns.actions,
      minWidth: 90,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="edit"
          label={plansMessages.actions.edit}
          showInMenu
          onClick={() => props.onAction('edit', row)}
        />,
        row.archived ? (
          <GridActionsCellItem
            key="restore"
            label={plansMessages.actions.restore}
            showInMenu
            onClick={() => props.onAction('restore', row)}
          />
        ) : (
          <GridActionsCellItem
            key="archive"
            label={plansMessages.actions.archive}
            showInMenu
            onClick={() => props.onAction('archive', row)}
          />
        ),
        <GridActionsCellItem
          key="delete"
          label={plansMessages.actions.delete}
          showInMenu
          onClick={() => props.onAction('delete', row)}
        />,
      ],
    },
  ];
  return (
    <AdminDataGrid<AdminPlan>
      label={plansMessages.plansGrid}
      rows={rows}
      columns={definitions}
      rowCount={props.plans.length}
      loading={props.loading}
      state={state}
    />
  );
}
