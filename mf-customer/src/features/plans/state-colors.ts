import type { BadgeColors, OrderState, SubscriptionState } from '@facturador/contracts';

type SchemeColors = { light: BadgeColors; dark: BadgeColors };

/**
 * One tone per meaning, each text at least 4.5:1 on its background in both schemes (WCAG AA,
 * checked by the tests with the contracts' contrastRatio).
 */
const TONES = {
  good: {
    light: { background: '#e8f5e9', text: '#1b5e20' },
    dark: { background: '#1b5e20', text: '#e8f5e9' },
  },
  waiting: {
    light: { background: '#fff3e0', text: '#8a3c00' },
    dark: { background: '#7a3300', text: '#fff3e0' },
  },
  review: {
    light: { background: '#e3f2fd', text: '#0d47a1' },
    dark: { background: '#0d47a1', text: '#e3f2fd' },
  },
  bad: {
    light: { background: '#ffebee', text: '#b71c1c' },
    dark: { background: '#7f0000', text: '#ffebee' },
  },
  off: {
    light: { background: '#eceff1', text: '#37474f' },
    dark: { background: '#37474f', text: '#eceff1' },
  },
} as const satisfies Record<string, SchemeColors>;

export const SUBSCRIPTION_STATE_COLORS: Readonly<Record<SubscriptionState, SchemeColors>> = {
  active: TONES.good,
  pending_payment: TONES.waiting,
  expired: TONES.bad,
  cancelled: TONES.off,
};

export const ORDER_STATE_COLORS: Readonly<Record<OrderState, SchemeColors>> = {
  paid: TONES.good,
  pending_payment: TONES.waiting,
  pending_approval: TONES.review,
  rejected: TONES.bad,
  cancelled: TONES.off,
};
