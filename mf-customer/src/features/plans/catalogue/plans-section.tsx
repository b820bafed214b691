import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { subscriptionQueryOptions } from '../../../shared/api/subscription-query.ts';
import { plansQueryOptions } from '../api/billing-queries.ts';
import { plansMessages } from '../messages.ts';
import { Section } from '../section.tsx';
import { SectionStatus } from '../../../shared/section-status.tsx';
import { PlanCard } from './plan-card.tsx';
import type { Purchase } from './purchase.ts';

const messages = plansMessages.plans;

/** The plans on sale (the records of /precios), the current one marked, the others purchasable. */
export function PlansSection({ onBuy }: { onBuy: (purchase: Purchase) => void }) {
  const { data: plans, isPending, isError, refetch } = useQuery(plansQueryOptions());
  const { data: subscription } = useQuery(subscriptionQueryOptions());
  const currentId = subscription?.plan.id;
  return (
    <Section id="plans" title={messages.title} intro={messages.intro}>
      <SectionStatus
        isPending={isPending}
        isError={isError}
        loadingLabel={messages.loading}
        errorText={messages.loadError}
        onRetry={() => void refetch()}
        height={240}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // auto-fit: three plans share the row instead of leaving a fourth column empty.
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(240px, 1fr))' },
        }}
      >
        {plans?.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            isCurrent={plan.id === currentId}
            onChange={() =>
              onBuy({ kind: 'plan', itemId: plan.id, name: plan.name, amountCents: plan.monthlyPriceCents })
            }
          />
        ))}
      </Box>
    </Section>
  );
}
