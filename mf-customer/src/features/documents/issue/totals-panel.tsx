import { CURRENCY_SYMBOLS, formatAmount } from '@facturador/contracts';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { documentsMessages } from '../messages.ts';
import type { LiveTotals } from './live-totals.ts';

const messages = documentsMessages.totals;

/** The totals the server will compute, updated as each line changes (aria-live: read out too). */
export function TotalsPanel({ totals }: { totals: LiveTotals }) {
  const symbol = CURRENCY_SYMBOLS[totals.currency];
  const rows = [
    [messages.taxed, totals.taxed],
    [messages.exonerated, totals.exonerated],
    [messages.unaffected, totals.unaffected],
    // Shown only when there is one: most documents carry no discount.
    ...(totals.discounts === '0.00'
      ? []
      : [
          [
            totals.discountsIncludeIgv ? messages.discountsWithIgv : messages.discounts,
            `-${totals.discounts}`,
          ] as const,
        ]),
    [messages.igv, totals.igv],
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="totals-title" sx={{ p: 2 }}>
      <Typography id="totals-title" variant="h6" component="h2" gutterBottom>
        {messages.title}
      </Typography>
      <Box
        component="dl"
        aria-live="polite"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}
      >
        {rows.map(([label, amount]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <Box component="dd" data-testid={`total-${label}`} sx={{ m: 0, textAlign: 'right' }}>
              {symbol} {formatAmount(amount)}
            </Box>
          </Box>
        ))}
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {messages.total}
        </Box>
        <Box component="dd" data-testid="total-payable" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}>
          {symbol} {formatAmount(totals.total)}
        </Box>
      </Box>
      {totals.words && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {/* Legend 1000 carries its own «SON:»; a note says why there is none. */}
          <Typography variant="body2" data-testid="amount-in-words">
            {totals.words}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
