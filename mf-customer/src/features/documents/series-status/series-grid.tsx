import { Box, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { SeriesStatusItem } from '@facturador/contracts';
import { useRenderedOnServer } from '@facturador/forms';
import { spanish } from '../../../shared/grid/paged-grid.tsx';
import { ServerDataGrid } from '../../../shared/grid/server-data-grid.tsx';
import { seriesStatusMessages as messages } from '../../../shared/series-status/messages.ts';
import {
  deadlineLines,
  pendingNumbers,
  seriesStateOf,
  seriesStateText,
  STATE_SEVERITY,
} from '../../../shared/series-status/series-state.ts';

type Row = SeriesStatusItem & { id: string };

const lines = (texts: readonly string[]) => (
  <Stack sx={{ py: 1, whiteSpace: 'normal', overflowWrap: 'break-word', minWidth: 0 }}>
    {texts.map((text) => (
      <Typography key={text} variant="body2">
        {text}
      </Typography>
    ))}
  </Stack>
);

/**
 * Phone-first: below `sm` three flexible columns (296 px of minimums in the 326 px a 360 px screen
 * leaves), the last number inside the series' cell, text and headers wrapping into taller rows;
 * from `sm` the last number and «Rechazados» get their own columns.
 */
const columns = (wide: boolean): GridColDef<Row>[] => [
  {
    field: 'series',
    headerName: messages.columns.series,
    flex: 0.9,
    minWidth: 96,
    renderCell: ({ row }) =>
      lines([
        row.series,
        messages.types[row.documentType],
        ...(wide ? [] : [messages.lastNumber(row.lastNumber)]),
      ]),
  },
  {
    field: 'lastNumber',
    headerName: messages.columns.lastNumber,
    flex: 0.6,
    minWidth: 90,
    // A correlative, not a quantity: no thousands separator.
    renderCell: ({ row }) => lines([String(row.lastNumber)]),
  },
  {
    field: 'pendingCount',
    headerName: messages.columns.pending,
    flex: 1,
    minWidth: 84,
    renderCell: ({ row }) =>
      lines(
        row.pendingCount === 0 ? [messages.pendingNone] : [`${row.pendingCount}: ${pendingNumbers(row)}`],
      ),
  },
  {
    field: 'rejectedCount',
    headerName: messages.columns.rejected,
    flex: 0.6,
    minWidth: 90,
    renderCell: ({ row }) => lines([String(row.rejectedCount)]),
  },
  {
    field: 'deadlineCount',
    headerName: messages.columns.deadlines,
    flex: 1.6,
    minWidth: 116,
    renderCell: ({ row }) => {
      const state = seriesStateOf(row);
      if (state !== 'late' && state !== 'near') return lines([messages.deadlinesNone]);
      return (
        <Box
          data-state={state}
          sx={{ color: `${STATE_SEVERITY[state]}.dark`, '& p:first-of-type': { fontWeight: 600 } }}
        >
          {lines([seriesStateText(row), ...deadlineLines(row)])}
        </Box>
      );
    },
  },
];

/** Reportes' full table of the company's series: every series, its gaps and its deadlines. */
export function SeriesGrid({ series }: { series: readonly SeriesStatusItem[] }) {
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const rows: Row[] = series.map((item) => ({ ...item, id: `${item.documentType}-${item.series}` }));
  if (useRenderedOnServer())
    return (
      <ServerDataGrid<Row>
        label={messages.grid}
        rows={rows}
        columns={columns(true)}
        rowKey={(row) => row.id}
        footer=""
        empty={messages.empty}
      />
    );
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid<Row>
        label={messages.grid}
        rows={rows}
        columns={columns(wide)}
        columnVisibilityModel={{ lastNumber: wide, rejectedCount: wide }}
        localeText={{ ...spanish, noRowsLabel: messages.empty }}
        getRowHeight={() => 'auto'}
        columnHeaderHeight={64}
        sx={{
          '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2, textOverflow: 'clip' },
        }}
        autoHeight
        hideFooter
        disableRowSelectionOnClick
        disableColumnFilter
        disableColumnMenu
      />
    </Box>
  );
}
