import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  ROUTE_PATHS,
  type Subscription,
  SUBSCRIPTION_STATE_COLORS,
  SUBSCRIPTION_STATE_LABELS,
} from '@facturador/contracts';
import { subscriptionQueryOptions } from '../../shared/api/subscription-query.ts';
import { capitalize, formatCount, formatDate } from '../../shared/format.ts';
import { SectionStatus } from '../../shared/section-status.tsx';
import { StateBadge } from '@facturador/account-forms';
import { TokenUsage } from '../../shared/plans/token-usage.tsx';
import { dashboardMessages } from './messages.ts';

const messages = dashboardMessages.plan;

/** The plan at a glance: state, the period's tokens, the extra balance, renewal; details in Mis Planes. */
export function PlanSection() {
  const { data, isPending, isError, refetch } = useQuery(subscriptionQueryOptions());
  return (
    <Card component="section" variant="outlined" aria-labelledby="plan-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id="plan-heading" variant="h6" component="h2">
            {messages.title}
          </Typography>
          <SectionStatus
            isPending={isPending}
            isError={isError}
            loadingLabel={messages.loading}
            errorText={messages.loadError}
            onRetry={() => void refetch()}
          />
          {data && <PlanSummary subscription={data} />}
          <Button
            component={Link}
            to={ROUTE_PATHS.myPlans}
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          >
            {messages.manage}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function PlanSummary({ subscription }: { subscription: Subscription }) {
  const { plan, state, renewsAt, extraTokens } = subscription;
  return (
    <>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {plan.name}
        </Typography>
        <StateBadge
          label={capitalize(SUBSCRIPTION_STATE_LABELS[state])}
          colors={SUBSCRIPTION_STATE_COLORS[state]}
        />
      </Stack>
      {state !== 'active' && <Alert severity="warning">{messages.notActive}</Alert>}
      <TokenUsage tokens={subscription.tokens} />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, m: 0 }}
      >
        <div>
          <Typography component="dt" variant="caption" color="text.secondary">
            {messages.extraTokens}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {formatCount(extraTokens)}
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
      </Box>
    </>
  );
}
