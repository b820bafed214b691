import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { StateBadge } from '@facturador/account-forms';
import { BADGE_TONES, type AdminTokenPack } from '@facturador/contracts';
import { AdminDataGrid } from '../../shared/grid/admin-data-grid.tsx';
import { solesColumn } from '../../shared/grid/soles-column.ts';
import { useGridUrlState } from '../../shared/grid/use-grid-url-state.ts';
import { plansMessages } from './messages.ts';

const columns = plansMessages.columns;

/** The token packs, on sale or not, in the order Mis Planes y Tokens lists them. */
export function TokenPacksGrid(props: {
  packs: readonly AdminTokenPack[];
  loading: boolean;
  onEdit: (pack: AdminTokenPack) => void;
}) {
  const state = useGridUrlState();
  const { page, limit } = state.query;
  const definitions: GridColDef<AdminTokenPack>[] = [
    { field: 'name', headerName: columns.name, minWidth: 180, flex: 1, sortable: false },
    { field: 'tokens', headerName: columns.packTokens, minWidth: 100, sortable: false, type: 'number' },
    solesColumn('priceCents', columns.packPrice, 120),
    {
      field: 'visible',
      headerName: columns.state,
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <StateBadge
          label={row.visible ? plansMessages.badges.visible : plansMessages.badges.hidden}
          colors={row.visible ? BADGE_TONES.good : BADGE_TONES.pending}
        />
      ),
    },
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
          onClick={() => props.onEdit(row)}
        />,
      ],
    },
  ];
  return (
    <AdminDataGrid<AdminTokenPack>
      label={plansMessages.packsGrid}
      rows={props.packs.slice((page - 1) * limit, page * limit)}
      columns={definitions}
      rowCount={props.packs.length}
      loading={props.loading}
      state={state}
    />
  );
}
