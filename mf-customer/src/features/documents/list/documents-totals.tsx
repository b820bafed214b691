import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CURRENCY_SYMBOLS, formatMoney, type ListadoFiltersQuery } from '@facturador/contracts';
import { documentTotalsQueryOptions } from '../api/document-exports.ts';
import { documentsMessages } from '../messages.ts';

const messages = documentsMessages.exports;

/** The filtered set in figures, per currency, as the server summed it (decimal strings). */
export function DocumentsTotals({ companyId, filters }: { companyId: string; filters: ListadoFiltersQuery }) {
  const totals = useQuery(documentTotalsQueryOptions(companyId, filters));
  if (!totals.data || totals.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="totals-title" sx={{ minWidth: 0 }}>
      <Typography id="totals-title" variant="subtitle2" component="h2">
        {messages.totals}
      </Typography>
      <Stack spacing={0.25}>
        {totals.data.map((row) => {
          const symbol = CURRENCY_SYMBOLS[row.currency];
          return (
            <Typography key={row.currency} variant="body2">
              {`${documentsMessages.totals.total} ${formatMoney(symbol, row.total)} · ${documentsMessages.totals.igv} ${formatMoney(symbol, row.igv)} · ${messages.totalsLine(row.documents, row.selling)}`}
            </Typography>
          );
        })}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {messages.totalsNote}
      </Typography>
    </Box>
  );
}
