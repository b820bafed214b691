import { Stack, Typography } from '@mui/material';
import { formatSoles, priceBreakdown } from '@facturador/contracts';
import { plansMessages } from '../messages.ts';

/** An IGV-included price with what it is made of (DOMAIN.md: base = price / 1.18). */
export function PlanPrice({ cents, perMonth = false }: { cents: number; perMonth?: boolean }) {
  const { base, igv } = priceBreakdown(cents);
  return (
    <Stack spacing={0.25}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {formatSoles(cents)}
        {perMonth && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` ${plansMessages.plans.perMonth}`}
          </Typography>
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {plansMessages.plans.breakdown(formatSoles(base), formatSoles(igv))}
      </Typography>
    </Stack>
  );
}
