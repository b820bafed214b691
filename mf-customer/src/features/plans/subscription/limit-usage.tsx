import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { Subscription } from '@facturador/contracts';
import { formatCount } from '../../../shared/format.ts';
import { plansMessages } from '../messages.ts';

const messages = plansMessages.subscription;
const LIMITS = ['companies', 'establishments', 'usersPerCompany'] as const;

/** Each plan limit against what the user has: "2 de 3 empresas", with its own bar. */
export function LimitUsage({ usage }: { usage: Subscription['usage'] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {messages.limitsTitle}
      </Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {LIMITS.map((limit) => {
          const { used, limit: max } = usage[limit];
          const text = messages.usage(formatCount(used), formatCount(max));
          return (
            // A group of a list of terms holds only its term and descriptions (axe's dlitem):
            // the bar is a second description, placed under both by the grid.
            <Box
              key={limit}
              sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, alignItems: 'baseline' }}
            >
              <Typography component="dt" variant="body2">
                {messages.limits[limit]}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {text}
              </Typography>
              <Box component="dd" sx={{ gridColumn: '1 / -1', m: 0 }}>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, Math.round((used / max) * 100))}
                  aria-label={messages.limits[limit]}
                  aria-valuetext={text}
                  color={used >= max ? 'warning' : 'primary'}
                />
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
