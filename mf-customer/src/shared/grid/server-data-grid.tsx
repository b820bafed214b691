import { Box } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/** MUI X DataGrid's default sizes, so the grid that replaces this table does not move a thing. */
export const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 56;
const FOOTER_HEIGHT = 52;

/** A column's track as the grid sizes it: flexible from its minimum, or its fixed width. */
const track = (column: GridColDef) =>
  column.flex
    ? `minmax(${column.minWidth ?? 50}px, ${column.flex}fr)`
    : `${Math.max(column.width ?? 100, column.minWidth ?? 50)}px`;

/**
 * What a cell shows, through the column's own renderCell or valueGetter. The list's columns read
 * only `row` and `value`, which is all a server has (there is no grid API outside the grid).
 */
function cellOf<Row extends GridValidRowModel>(column: GridColDef<Row>, row: Row): ReactNode {
  const value: unknown = row[column.field];
  if (column.renderCell) return column.renderCell({ row, value } as Parameters<typeof column.renderCell>[0]);
  if (column.valueGetter)
    return column.valueGetter(value as never, row, column, undefined as never) as ReactNode;
  return value as ReactNode;
}

/**
 * MUI X's DataGrid renders nothing on a server (its root waits to be mounted), so a page
 * rendered per request (decision 39) shows this instead: the same columns, rows, heights and
 * footer, as a plain `role="grid"` table, until the browser's grid takes its place.
 */
export function ServerDataGrid<Row extends GridValidRowModel>(props: {
  label: string;
  columns: readonly GridColDef<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The footer's text, as the grid's pagination writes it («1–20 de 57»). */
  footer: string;
  empty: string;
}) {
  const { columns, rows } = props;
  const template = columns.map(track).join(' ');
  const line = (height: number) => ({
    display: 'grid',
    gridTemplateColumns: template,
    minHeight: height,
    alignItems: 'center',
    borderBottom: 1,
    borderColor: 'divider',
  });
  const cell = { px: 1.25, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  const alignOf = (column: GridColDef<Row>) => (column.align === 'right' ? 'right' : 'left');
  return (
    <Box
      role="grid"
      aria-label={props.label}
      // Wider than a phone, it scrolls sideways: a region that scrolls is reached by the keyboard.
      tabIndex={0}
      aria-rowcount={rows.length + 1}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto', fontSize: '0.875rem' }}
    >
      <Box role="rowgroup">
        <Box role="row" aria-rowindex={1} sx={line(HEADER_HEIGHT)}>
          {columns.map((column) => (
            <Box
              key={column.field}
              role="columnheader"
              sx={{ ...cell, fontWeight: 500, textAlign: column.headerAlign === 'right' ? 'right' : 'left' }}
            >
              {column.headerName}
            </Box>
          ))}
        </Box>
      </Box>
      <Box role="rowgroup">
        {rows.map((row, index) => (
          <Box key={props.rowKey(row)} role="row" aria-rowindex={index + 2} sx={line(ROW_HEIGHT)}>
            {columns.map((column) => (
              <Box key={column.field} role="gridcell" sx={{ ...cell, textAlign: alignOf(column) }}>
                {cellOf(column, row)}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
      {rows.length === 0 && (
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            px: 2,
            minHeight: ROW_HEIGHT * 2,
          }}
        >
          {props.empty}
        </Box>
      )}
      <Box
        sx={{
          minHeight: FOOTER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          px: 2,
        }}
      >
        {props.footer}
      </Box>
    </Box>
  );
}
