import {
  BADGE_TONES,
  type OrderState,
  type SchemeColors,
  type SubscriptionState,
} from '@facturador/contracts';

/** The subscription and order state badges, in the suite's badge tones (AA in both schemes). */
export const SUBSCRIPTION_STATE_COLORS: Readonly<Record<SubscriptionState, SchemeColors>> = {
  active: BADGE_TONES.good,
  pending_payment: BADGE_TONES.pending,
  expired: BADGE_TONES.bad,
  cancelled: BADGE_TONES.neutral,
};

export const ORDER_STATE_COLORS: Readonly<Record<OrderState, SchemeColors>> = {
  paid: BADGE_TONES.good,
  pending_payment: BADGE_TONES.pending,
  pending_approval: BADGE_TONES.review,
  rejected: BADGE_TONES.bad,
  cancelled: BADGE_TONES.neutral,
};
