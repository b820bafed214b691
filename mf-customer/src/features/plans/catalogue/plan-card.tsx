import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { BillingPlan } from '@facturador/contracts';
import { formatCount } from '../../../shared/format.ts';
import { plansMessages } from '../messages.ts';
import { PlanPrice } from './plan-price.tsx';

const messages = plansMessages.plans;

/** One plan of the price list: price, tokens, limits, features; the current one is marked. */
export function PlanCard({
  plan,
  isCurrent,
  onChange,
}: {
  plan: BillingPlan;
  isCurrent: boolean;
  onChange: () => void;
}) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: isCurrent ? 'primary.main' : undefined,
        borderWidth: isCurrent ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography id={headingId} variant="h6" component="h3">
              {plan.name}
            </Typography>
            {isCurrent && <Chip size="small" color="primary" label={messages.current} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {plan.description}
          </Typography>
          <PlanPrice cents={plan.monthlyPriceCents} perMonth />
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { typography: 'body2' } }}>
            <li>
              {plan.monthlyTokens === null
                ? messages.unlimitedTokens
                : messages.tokens(formatCount(plan.monthlyTokens))}
            </li>
            <li>{messages.companies(plan.limits.companies)}</li>
            <li>{messages.establishments(plan.limits.establishments)}</li>
            <li>{messages.users(plan.limits.usersPerCompany)}</li>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Box>
        </Stack>
      </CardContent>
      {!isCurrent && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            variant="outlined"
            fullWidth
            onClick={onChange}
            aria-label={messages.changeLabel(plan.name)}
          >
            {messages.change}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
