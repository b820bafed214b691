import {
  DataGrid,
  gridClasses,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useRenderedOnServer } from '@facturador/forms';
import { ROW_HEIGHT, ServerDataGrid } from './server-data-grid.tsx';

/** The grid's own Spanish words, also for lists drawn without it (the Listado's cards). */
export const spanish = esES.components.MuiDataGrid.defaultProps.localeText;
/** The page sizes a paged list offers (and the only ones its URL may ask for). */
export const PAGE_SIZES = [10, 20, 50, 100];

/** The pagination's «1–20 de 57», in the grid's own words, for the grid drawn on a server. */
export function displayedRows({ page, pageSize }: GridPaginationModel, count: number): string {
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  return spanish.paginationDisplayedRows?.({ from, to, count, estimated: undefined }) ?? `${from}–${to}`;
}

/**
 * A list paged by the server (the Listado, Clientes, Productos y servicios): MUI X's DataGrid in
 * the browser, and on a server, where the grid renders nothing, ServerDataGrid with the same
 * columns and heights (docs/decisions/0039).
 */
export function PagedGrid<Row extends { id: string }>(props: {
  label: string;
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  total: number;
  loading: boolean;
  empty: string;
  page: GridPaginationModel;
  onPageChange: (page: GridPaginationModel) => void;
  onCellKeyDown?: DataGridProps<Row>['onCellKeyDown'];
  /**
   * Rows as tall as their content, never shorter than the grid's own: a cell whose content
   * wraps (the Listado's state chips) grows its row instead of being cut at its edge.
   */
  rowsGrow?: boolean;
}) {
  const onServer = useRenderedOnServer();
  if (onServer)
    return (
      <ServerDataGrid<Row>
        label={props.label}
        rows={props.rows}
        columns={props.columns}
        rowKey={(row) => row.id}
        footer={displayedRows(props.page, props.total)}
        empty={props.empty}
      />
    );
  return (
    <DataGrid<Row>
      label={props.label}
      rows={props.rows}
      columns={props.columns}
      rowCount={props.total}
      loading={props.loading}
      localeText={{ ...spanish, noRowsLabel: props.empty }}
      autoHeight
      disableRowSelectionOnClick
      disableColumnFilter
      disableColumnMenu
      paginationMode="server"
      pageSizeOptions={PAGE_SIZES}
      paginationModel={props.page}
      onPaginationModelChange={props.onPageChange}
      onCellKeyDown={props.onCellKeyDown}
      getRowHeight={props.rowsGrow ? () => 'auto' : undefined}
      // A growing row's cells read as a fixed row's do: one line of text, centred in the row
      // (less the cell's 1 px top border, as MUI X sizes it).
      sx={{
        [`& .${gridClasses['row--dynamicHeight']} > .${gridClasses.cell}`]: {
          lineHeight: `${ROW_HEIGHT - 1}px`,
          whiteSpace: 'nowrap',
        },
      }}
    />
  );
}
