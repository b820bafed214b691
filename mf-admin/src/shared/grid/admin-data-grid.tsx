import { Box } from '@mui/material';
import { DataGrid, type DataGridProps, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { PAGE_SIZES, type useGridUrlState } from './use-grid-url-state.ts';

const spanish = esES.components.MuiDataGrid.defaultProps.localeText;

export interface AdminDataGridProps<Row extends GridValidRowModel> {
  /** The grid's accessible name (also shown above it). */
  label: string;
  rows: readonly Row[];
  columns: readonly GridColDef<Row>[];
  /** The total the server reports (meta.total). */
  rowCount: number;
  loading: boolean;
  /** The page's URL-kept state (useGridUrlState). */
  state: ReturnType<typeof useGridUrlState>;
  /** A search box in the toolbar that filters on the server; leave out where the list has none. */
  searchable?: boolean;
  /** Opens a row's detail: by a click, or by Enter on a focused cell (the grid's keyboard model). */
  onOpenRow?: (row: Row) => void;
  getRowId?: DataGridProps<Row>['getRowId'];
}

/**
 * The admin area's table: MUI X Data Grid (community) in server mode — the server pages,
 * sorts and filters; the URL keeps that state — in Spanish, growing with its rows, and
 * scrolling sideways inside itself on a phone rather than widening the page.
 */
export function AdminDataGrid<Row extends GridValidRowModel>(props: AdminDataGridProps<Row>) {
  const { state, onOpenRow } = props;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid<Row>
        label={props.label}
        rows={props.rows}
        columns={props.columns}
        getRowId={props.getRowId}
        rowCount={props.rowCount}
        loading={props.loading}
        localeText={spanish}
        autoHeight
        disableRowSelectionOnClick
        disableColumnFilter
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        pageSizeOptions={PAGE_SIZES}
        paginationModel={state.paginationModel}
        onPaginationModelChange={state.onPaginationModelChange}
        sortModel={state.sortModel}
        onSortModelChange={state.onSortModelChange}
        filterModel={state.filterModel}
        onFilterModelChange={state.onFilterModelChange}
        showToolbar={props.searchable ?? false}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
        onRowClick={onOpenRow && (({ row }) => onOpenRow(row))}
        onCellKeyDown={
          onOpenRow &&
          (({ row }, event) => {
            if (event.key !== 'Enter') return;
            event.defaultMuiPrevented = true;
            onOpenRow(row);
          })
        }
        sx={onOpenRow ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : undefined}
      />
    </Box>
  );
}
