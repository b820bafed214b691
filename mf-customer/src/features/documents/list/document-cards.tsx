import { Box, Link, Paper, Stack, TablePagination, Typography } from '@mui/material';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, type ListadoItem } from '@facturador/contracts';
import { documentsMessages } from '../messages.ts';
import { displayedRows, spanish } from '../../../shared/grid/paged-grid.tsx';
import { TestChip } from '../../../shared/test-chip.tsx';
import { totalOf } from './document-columns.tsx';
import { rowPath } from '../../../shared/document-paths.ts';
import { ListadoStatusChip } from './listado-row.tsx';

const messages = documentsMessages.list;

/** One «label: value» line of a card. */
function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The Listado on a phone (issue 39): one card per document with its number (the link to its
 * detail), state, customer and total, paged by the server like the desktop grid, in its words.
 */
export function DocumentCards(props: {
  companyId: string;
  rows: readonly ListadoItem[];
  total: number;
  loading: boolean;
  page: GridPaginationModel;
  onPageChange: (page: GridPaginationModel) => void;
}) {
  const { companyId, rows, page } = props;
  return (
    <Box>
      <Stack
        component="ul"
        aria-label={messages.grid}
        aria-busy={props.loading}
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {rows.map((row) => (
          <Paper key={row.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}
            >
              <Link
                component={RouterLink}
                to={rowPath(companyId, row)}
                sx={{ fontWeight: 600, display: 'inline-block', py: 0.5 }}
              >
                {row.fullNumber}
              </Link>
              <Stack direction="row" spacing={0.5}>
                <TestChip environment={row.environment} />
                <ListadoStatusChip row={row} />
              </Stack>
            </Stack>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                columnGap: 1.5,
                rowGap: 0.25,
                m: 0,
              }}
            >
              <Detail label={messages.customer}>{row.customer.name}</Detail>
              <Detail label={messages.date}>{formatDay(row.issueDate)}</Detail>
              <Detail label={messages.total}>{totalOf(row)}</Detail>
            </Box>
          </Paper>
        ))}
      </Stack>
      {rows.length === 0 && !props.loading && (
        <Typography sx={{ py: 4, textAlign: 'center' }}>{messages.empty}</Typography>
      )}
      <TablePagination
        component="div"
        count={props.total}
        // A page past the end (an old link) is not one to show: the pagination's last page is.
        page={Math.min(page.page, Math.max(0, Math.ceil(props.total / page.pageSize) - 1))}
        rowsPerPage={page.pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_event, next) => props.onPageChange({ ...page, page: next })}
        labelDisplayedRows={({ page: shown }) => displayedRows({ ...page, page: shown }, props.total)}
        getItemAriaLabel={(type) => spanish.paginationItemAriaLabel?.(type) ?? type}
      />
    </Box>
  );
}
