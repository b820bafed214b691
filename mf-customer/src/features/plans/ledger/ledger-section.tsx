import { Box, Typography } from '@mui/material';
import type { ResponsiveColumn } from '@facturador/forms';
import { useQuery } from '@tanstack/react-query';
import { LEDGER_REASON_LABELS, type LedgerEntry } from '@facturador/contracts';
import { ledgerQueryOptions } from '../api/billing-queries.ts';
import { formatCount, formatDateTime, formatDelta } from '../../../shared/format.ts';
import { plansMessages } from '../messages.ts';
import { Section } from '../section.tsx';
import { PagedTable, usePaging } from '../../../shared/paged-table.tsx';
import { ExportLedgerButton } from './export-ledger-button.tsx';

const messages = plansMessages.ledger;
const PAGE_SIZES = [10, 20, 50];

/** The page the section opens on, also fetched for a render on the server (prefetch-plans.ts). */
export const firstLedgerPage = () => ledgerQueryOptions(1, PAGE_SIZES[0]!);

/** A movement's columns; on a phone the first titles its card, the tokens and balance follow. */
const LEDGER_COLUMNS: readonly ResponsiveColumn<LedgerEntry>[] = [
  {
    header: messages.description,
    cell: (entry) => (
      <>
        {LEDGER_REASON_LABELS[entry.reason]}
        {entry.description && (
          <Typography variant="caption" color="text.secondary" component="div">
            {entry.description}
          </Typography>
        )}
      </>
    ),
  },
  { header: messages.date, cell: (entry) => formatDateTime(entry.date), noWrap: true },
  {
    header: messages.delta,
    align: 'right',
    cell: (entry) => (
      <Box component="span" sx={{ fontWeight: 600, color: entry.delta > 0 ? 'success.main' : 'error.main' }}>
        {formatDelta(entry.delta)}
      </Box>
    ),
  },
  { header: messages.balance, align: 'right', cell: (entry) => formatCount(entry.balanceAfter) },
  { header: messages.order, cell: (entry) => entry.orderReference ?? messages.none },
];

/** Every credit and debit of tokens, newest first, paged by the server; «Exportar CSV». */
export function LedgerSection() {
  const paging = usePaging(PAGE_SIZES);
  const query = useQuery(ledgerQueryOptions(paging.page + 1, paging.limit));
  return (
    <Section id="ledger" title={messages.title} action={<ExportLedgerButton />}>
      <PagedTable
        paging={paging}
        query={query}
        messages={messages}
        skeleton={{ rows: 4, height: 40 }}
        labelledBy="ledger-title"
        columns={LEDGER_COLUMNS}
        rowKey={(entry) => entry.id}
        minWidth={640}
      />
    </Section>
  );
}
