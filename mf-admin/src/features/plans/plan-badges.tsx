import { Stack } from '@mui/material';
import { StateBadge } from '@facturador/account-forms';
import { BADGE_TONES, type AdminPlan } from '@facturador/contracts';
import { plansMessages } from './messages.ts';

const badges = plansMessages.badges;

/** Where a plan stands: archived, or visible / hidden; and whether it is the default or highlighted. */
export function PlanBadges({ plan }: { plan: AdminPlan }) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%' }}
    >
      {plan.archived ? (
        <StateBadge label={badges.archived} colors={BADGE_TONES.neutral} />
      ) : (
        <StateBadge
          label={plan.visible ? badges.visible : badges.hidden}
          colors={plan.visible ? BADGE_TONES.good : BADGE_TONES.pending}
        />
      )}
      {plan.isDefault && <StateBadge label={badges.default} colors={BADGE_TONES.review} />}
      {plan.highlighted && <StateBadge label={badges.highlighted} colors={BADGE_TONES.review} />}
    </Stack>
  );
}
