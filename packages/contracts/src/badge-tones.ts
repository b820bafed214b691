import type { BadgeColors } from './roles.ts';
import type { OrderState, SubscriptionState } from './api/billing.ts';
import type { DocumentStatus } from './documents/document-api.ts';

/** A badge's colours in each colour scheme. */
export interface SchemeColors {
  light: BadgeColors;
  dark: BadgeColors;
}

/**
 * The tones every state badge of the suite is drawn in, one per meaning: text at least 4.5:1
 * on its background in both schemes (WCAG AA, checked by the badges' tests).
 */
export const BADGE_TONES = {
  good: {
    light: { background: '#e8f5e9', text: '#1b5e20' },
    dark: { background: '#1b5e20', text: '#e8f5e9' },
  },
  pending: {
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
  neutral: {
    light: { background: '#eceff1', text: '#37474f' },
    dark: { background: '#37474f', text: '#eceff1' },
  },
} as const satisfies Record<string, SchemeColors>;

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

/** An electronic document's state (Comprobantes): what SUNAT said, in the same tones. */
export const DOCUMENT_STATUS_COLORS: Readonly<Record<DocumentStatus, SchemeColors>> = {
  signed: BADGE_TONES.pending,
  sent: BADGE_TONES.review,
  accepted: BADGE_TONES.good,
  observed: BADGE_TONES.pending,
  rejected: BADGE_TONES.bad,
  exception: BADGE_TONES.bad,
  voiding: BADGE_TONES.pending,
  voided: BADGE_TONES.neutral,
};
