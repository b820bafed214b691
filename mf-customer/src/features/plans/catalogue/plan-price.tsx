import { Stack, Typography } from '@mui/material';
import { usePublicSettings } from '@facturador/auth-api';
import { formatSoles, IGV_RATE, priceBreakdown } from '@facturador/contracts';
import { plansMessages } from '../messages.ts';

/** An IGV-included price with what it is made of, at the IGV rate the settings say (18 % by default). */
export function PlanPrice({ cents, perMonth = false }: { cents: number; perMonth?: boolean }) {
  const igvRate = usePublicSettings()?.igvRate ?? IGV_RATE;
  const { base, igv } = priceBreakdown(cents, igvRate);
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
