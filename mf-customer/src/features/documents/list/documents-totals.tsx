import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CURRENCY_SYMBOLS, formatMoney, type ListadoFiltersQuery } from '@facturador/contracts';
import { documentTotalsQueryOptions } from '../api/document-exports.ts';
import { documentsMessages } from '../messages.ts';

const messages = documentsMessages.exports;

/**
 * The filtered set in figures, per currency, as the server summed it (decimal strings). The
 * retenciones and percepciones of the set (the PEN row's `otherCpe`, decision 61) come on their
 * own lines, after the sales: what is withheld or collected is not a sale. A row that only
 * carries them (a filter of only 20/40) shows no sales line.
 */
export function DocumentsTotals({ companyId, filters }: { companyId: string; filters: ListadoFiltersQuery }) {
  const totals = useQuery(documentTotalsQueryOptions(companyId, filters));
  if (!totals.data || totals.data.length === 0) return null;
  const sales = totals.data.filter((row) => row.documents > 0 || !row.otherCpe?.length);
  const others = totals.data.flatMap((row) => row.otherCpe ?? []);
  return (
    <Box component="section" aria-labelledby="totals-title" sx={{ minWidth: 0 }}>
      <Typography id="totals-title" variant="subtitle2" component="h2">
        {messages.totals}
      </Typography>
      <Stack spacing={0.25}>
        {sales.map((row) => {
          const symbol = CURRENCY_SYMBOLS[row.currency];
          return (
            <Typography key={row.currency} variant="body2">
              {`${documentsMessages.totals.total} ${formatMoney(symbol, row.total)} · ${documentsMessages.totals.igv} ${formatMoney(symbol, row.igv)} · ${messages.totalsLine(row.documents, row.selling)}`}
            </Typography>
          );
        })}
        {others.map((line) => (
          <Typography
            key={line.documentType}
            variant="body2"
            data-testid={`totals-other-${line.documentType}`}
          >
            {messages.totalsOtherLine(
              messages.totalsOther[line.documentType],
              formatMoney(CURRENCY_SYMBOLS.PEN, line.total),
              line.documents,
            )}
          </Typography>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {messages.totalsNote}
      </Typography>
      {others.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {messages.totalsOtherNote}
        </Typography>
      )}
    </Box>
  );
}
