import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { Subscription } from '@facturador/contracts';
import { formatCount } from '../format.ts';
import { tokenUsageMessages as messages } from './messages.ts';

/**
 * The period's quota: what a token buys, used and remaining, with a progress bar screen readers
 * can name. Shown on Mis Planes and the dashboard alike.
 */
export function TokenUsage({ tokens }: { tokens: Subscription['tokens'] }) {
  const { quota, used, remaining } = tokens;
  const percent = quota ? Math.min(100, Math.round((used / quota) * 100)) : 0;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id="period-tokens-title">
        {messages.tokensTitle}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {messages.tokenRule}
      </Typography>
      {quota === null ? (
        <Typography variant="body2">{messages.tokensUnlimited(formatCount(used))}</Typography>
      ) : (
        <Stack spacing={0.5}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={messages.progressLabel}
            aria-valuetext={messages.tokensUsed(formatCount(used), formatCount(quota))}
            color={percent >= 90 ? 'warning' : 'primary'}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="body2">
              {messages.tokensUsed(formatCount(used), formatCount(quota))}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {messages.tokensRemaining(formatCount(remaining ?? 0))}
            </Typography>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
