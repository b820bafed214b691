import { TablePagination, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { paginationMessages } from '@facturador/account-forms';
import { ResponsiveTable } from '@facturador/forms';
import { SectionStatus } from './section-status.tsx';

/** Which page of a server-paged list is shown, and how many rows a page: the first size at first. */
export function usePaging(sizes: readonly number[]) {
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(sizes[0]!);
  return { page, limit, sizes, setPage, setLimit };
}

/**
 * One page of a list the server pages: its loading skeletons (`skeleton`: how many, how high)
 * or load error with «Reintentar», the words for none, or the table with its pagination (a new
 * page size goes back to the first page).
 */
export function PagedTable<Row>({
  paging,
  query,
  messages,
  skeleton,
  ...table
}: Omit<ComponentProps<typeof ResponsiveTable<Row>>, 'rows'> & {
  paging: ReturnType<typeof usePaging>;
  query: UseQueryResult<{ data: readonly Row[]; meta: { total: number } }>;
  messages: { loading: string; loadError: string; empty: string };
  skeleton?: { rows: number; height: number };
}) {
  const result = query.data;
  return (
    <>
      <SectionStatus
        isPending={query.isPending}
        isError={query.isError}
        loadingLabel={messages.loading}
        errorText={messages.loadError}
        onRetry={() => void query.refetch()}
        {...skeleton}
      />
      {result?.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {messages.empty}
        </Typography>
      )}
      {result && result.data.length > 0 && <PageOf paging={paging} result={result} table={table} />}
    </>
  );
}

/** The page's table and, under it, the pagination. */
function PageOf<Row>({
  paging,
  result,
  table,
}: {
  paging: ReturnType<typeof usePaging>;
  result: { data: readonly Row[]; meta: { total: number } };
  table: Omit<ComponentProps<typeof ResponsiveTable<Row>>, 'rows'>;
}) {
  return (
    <>
      <ResponsiveTable {...table} rows={result.data} />
      <TablePagination
        component="div"
        count={result.meta.total}
        page={paging.page}
        rowsPerPage={paging.limit}
        rowsPerPageOptions={[...paging.sizes]}
        onPageChange={(_, next) => paging.setPage(next)}
        onRowsPerPageChange={(event) => {
          paging.setLimit(Number(event.target.value));
          paging.setPage(0);
        }}
        labelRowsPerPage={paginationMessages.rowsPerPage}
        getItemAriaLabel={paginationMessages.pageButton}
        labelDisplayedRows={paginationMessages.displayedRows}
      />
    </>
  );
}
