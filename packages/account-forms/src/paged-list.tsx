import { TablePagination } from '@mui/material';
import { useState } from 'react';
import { paginationMessages } from './messages.ts';

/**
 * A short list the API answers whole (a person's sessions, their last security events), shown
 * a page at a time so a long one does not push the rest of the page away. The page is kept in
 * range when the list shrinks (a session closed on the last page).
 */
export function usePagedList<Item>(items: readonly Item[], pageSize: number) {
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(items.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  return {
    pageItems: items.slice(current * pageSize, (current + 1) * pageSize),
    pager:
      items.length > pageSize ? (
        <TablePagination
          component="div"
          count={items.length}
          page={current}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setPage(next)}
          getItemAriaLabel={paginationMessages.pageButton}
          labelDisplayedRows={paginationMessages.displayedRows}
          // A thumb's target on a phone: 44 px (WCAG 2.5.5).
          sx={{ '& .MuiTablePagination-actions button': { minWidth: { xs: 44 }, minHeight: { xs: 44 } } }}
        />
      ) : null,
  };
}
