import { Box, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  type Subscription,
  SUBSCRIPTION_STATE_COLORS,
  SUBSCRIPTION_STATE_LABELS,
} from '@facturador/contracts';
import { subscriptionQueryOptions } from '../../../shared/api/subscription-query.ts';
import { capitalize, formatCount, formatDate } from '../../../shared/format.ts';
import { plansMessages } from '../messages.ts';
import { Section } from '../section.tsx';
import { SectionStatus } from '../../../shared/section-status.tsx';
import { StateBadge } from '@facturador/account-forms';
import { LimitUsage } from './limit-usage.tsx';
import { TokenUsage } from '../../../shared/plans/token-usage.tsx';

const messages = plansMessages.subscription;

/** The current subscription: plan, state, period, the period's tokens, the extra balance, limits. */
export function SubscriptionSection() {
  const { data, isPending, isError, refetch } = useQuery(subscriptionQueryOptions());
  return (
    <Section id="subscription" title={messages.title}>
      <SectionStatus
        isPending={isPending}
        isError={isError}
        loadingLabel={messages.loading}
        errorText={messages.loadError}
        onRetry={() => void refetch()}
        rows={3}
      />
      {data && <SubscriptionDetails subscription={data} />}
    </Section>
  );
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { plan, state, periodStart, renewsAt } = subscription;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        <StateBadge
          label={capitalize(SUBSCRIPTION_STATE_LABELS[state])}
          colors={SUBSCRIPTION_STATE_COLORS[state]}
        />
      </Stack>
      <Stack component="dl" direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ m: 0 }}>
        <div>
          <Typography component="dt" variant="caption" color="text.secondary">
            {messages.period}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {messages.periodRange(formatDate(periodStart), formatDate(renewsAt))}
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="caption" color="text.secondary">
            {messages.renewsAt}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatDate(renewsAt)}
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="caption" color="text.secondary">
            {messages.extraTokens}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {formatCount(subscription.extraTokens)}
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {messages.extraHint}
            </Typography>
          </Typography>
        </div>
      </Stack>
      <TokenUsage tokens={subscription.tokens} />
      <Divider />
      <LimitUsage usage={subscription.usage} />
    </Stack>
  );
}
