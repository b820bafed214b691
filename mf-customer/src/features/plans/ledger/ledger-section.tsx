import { Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { TableScrollRegion } from '@facturador/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LEDGER_REASON_LABELS } from '@facturador/contracts';
import { ledgerQueryOptions } from '../api/billing-queries.ts';
import { formatCount, formatDateTime, formatDelta } from '../format.ts';
import { plansMessages } from '../messages.ts';
import { Section } from '../section.tsx';
import { SectionStatus } from '../section-status.tsx';
import { ExportLedgerButton } from './export-ledger-button.tsx';
import { paginationMessages } from '@facturador/account-forms';

const messages = plansMessages.ledger;
const PAGE_SIZES = [10, 20, 50];

/** Every credit and debit of tokens, newest first, paged by the server; «Exportar CSV». */
export function LedgerSection() {
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0]!);
  const { data, isPending, isError, refetch } = useQuery(ledgerQueryOptions(page + 1, limit));
  return (
    <Section id="ledger" title={messages.title} action={<ExportLedgerButton />}>
      <SectionStatus
        isPending={isPending}
        isError={isError}
        loadingLabel={messages.loading}
        errorText={messages.loadError}
        onRetry={() => void refetch()}
        rows={4}
        height={40}
      />
      {data?.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {messages.empty}
        </Typography>
      )}
      {data && data.data.length > 0 && (
        <>
          <TableScrollRegion aria-labelledby="ledger-title">
            <Table size="small" aria-labelledby="ledger-title" sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{messages.date}</TableCell>
                  <TableCell>{messages.description}</TableCell>
                  <TableCell>{messages.order}</TableCell>
                  <TableCell align="right">{messages.delta}</TableCell>
                  <TableCell align="right">{messages.balance}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.date)}</TableCell>
                    <TableCell>
                      {LEDGER_REASON_LABELS[entry.reason]}
                      {entry.description && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {entry.description}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{entry.orderReference ?? messages.none}</TableCell>
                    <TableCell
                      align="right"
                      sx={{ fontWeight: 600, color: entry.delta > 0 ? 'success.main' : 'error.main' }}
                    >
                      {formatDelta(entry.delta)}
                    </TableCell>
                    <TableCell align="right">{formatCount(entry.balanceAfter)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScrollRegion>
          <TablePagination
            component="div"
            count={data.meta.total}
            page={page}
            rowsPerPage={limit}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={paginationMessages.rowsPerPage}
            getItemAriaLabel={paginationMessages.pageButton}
            labelDisplayedRows={paginationMessages.displayedRows}
          />
        </>
      )}
    </Section>
  );
}
