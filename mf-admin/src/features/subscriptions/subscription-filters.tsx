import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_STATE_LABELS, SUBSCRIPTION_STATES } from '@facturador/contracts';
import type { useGridUrlState } from '../../shared/grid/use-grid-url-state.ts';
import { capitalize } from '../../shared/format.ts';
import { planChoicesQueryOptions } from './api/subscriptions-queries.ts';
import { subscriptionsMessages } from './messages.ts';

const messages = subscriptionsMessages.filters;
const ALL = '';

/** State and plan filters, kept in the URL with the grid's page and sort. */
export function SubscriptionFilters({ state }: { state: ReturnType<typeof useGridUrlState> }) {
  const plans = useQuery(planChoicesQueryOptions());
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label={messages.state}
        value={state.query.filters.state ?? ALL}
        onChange={(event) => state.setFilter('state', event.target.value || undefined)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={ALL}>{messages.all}</MenuItem>
        {SUBSCRIPTION_STATES.map((value) => (
          <MenuItem key={value} value={value}>
            {capitalize(SUBSCRIPTION_STATE_LABELS[value])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={messages.plan}
        value={plans.data ? (state.query.filters.plan ?? ALL) : ALL}
        onChange={(event) => state.setFilter('plan', event.target.value || undefined)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={ALL}>{messages.all}</MenuItem>
        {(plans.data ?? []).map((plan) => (
          <MenuItem key={plan.id} value={plan.id}>
            {plan.archived ? subscriptionsMessages.archivedPlan(plan.name) : plan.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
