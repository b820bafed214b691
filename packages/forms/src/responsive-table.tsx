import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { TableScrollRegion } from './table-scroll-region.tsx';
import { useRenderedOnServer } from './use-rendered-on-server.ts';

export interface ResponsiveColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Kept on one line in the table (dates, amounts). */
  noWrap?: boolean;
}

interface ResponsiveTableProps<Row> {
  /** The id of the heading that names the list. */
  labelledBy: string;
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What can be done to a record: the table's last column, the card's foot. */
  actions?: { header: string; cell: (row: Row) => ReactNode };
  /** The table's narrowest width; wider than the space, it scrolls inside its region. */
  minWidth?: number;
}

/**
 * A list of records as a table from `sm` up and, on a phone, as one card per record with
 * every column as «label: value» — so nothing that matters (an amount, a state, «Pagar»)
 * hides past the screen's edge (issue 28, item 7). The first column titles the card; the
 * last, when `actions` is set, sits at its foot.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // A server knows no width (a page rendered per request, decision 39): it sends both forms
  // and CSS shows the one that fits, so the page is right at every width and does not shift
  // when the browser's own render, which measures, takes over.
  if (useRenderedOnServer())
    return (
      <>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <RecordCards {...props} />
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <RecordTable {...props} />
        </Box>
      </>
    );
  return phone ? <RecordCards {...props} /> : <RecordTable {...props} />;
}

/** On a phone: one card per record, the first column as its title. */
function RecordCards<Row>(props: ResponsiveTableProps<Row>) {
  const { columns, rows, rowKey, actions, labelledBy } = props;
  const [title, ...details] = columns;
  return (
    <Stack component="ul" spacing={1.5} aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} component="li" variant="outlined" sx={{ p: 1.5 }}>
          {title && <Box sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>{title.cell(row)}</Box>}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 1.5,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {details.map((column) => (
              <Box key={column.header} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {column.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Typography>
              </Box>
            ))}
          </Box>
          {actions && <Box sx={{ mt: 1 }}>{actions.cell(row)}</Box>}
        </Paper>
      ))}
    </Stack>
  );
}

/** From `sm` up: a table, scrolling inside its region when wider than the space. */
function RecordTable<Row>(props: ResponsiveTableProps<Row>) {
  const { columns, rows, rowKey, actions, labelledBy } = props;
  const all = actions ? [...columns, actions] : columns;
  return (
    <TableScrollRegion aria-labelledby={labelledBy}>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={props.minWidth ? { minWidth: props.minWidth } : undefined}
      >
        <TableHead>
          <TableRow>
            {all.map((column) => (
              <TableCell key={column.header} align={'align' in column ? column.align : undefined}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {all.map((column) => (
                <TableCell
                  key={column.header}
                  align={'align' in column ? column.align : undefined}
                  sx={'noWrap' in column && column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
