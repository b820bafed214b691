import type { BadgeColors } from '@facturador/contracts';
import type { AccountStatusId } from './account-status.ts';

type SchemeColors = { light: BadgeColors; dark: BadgeColors };

/**
 * SPEC.md §4 names the status badges, not their colours: chosen here, one tone per meaning,
 * each text at least 4.5:1 on its background in both schemes (WCAG AA). MUI's `warning`
 * chip (white on orange, about 3:1) is what this replaces.
 */
const TONES = {
  guest: {
    light: { background: '#eceff1', text: '#37474f' },
    dark: { background: '#37474f', text: '#eceff1' },
  },
  blocked: {
    light: { background: '#ffebee', text: '#b71c1c' },
    dark: { background: '#7f0000', text: '#ffebee' },
  },
  pending: {
    light: { background: '#fff3e0', text: '#8a3c00' },
    dark: { background: '#7a3300', text: '#fff3e0' },
  },
  complete: {
    light: { background: '#e8f5e9', text: '#1b5e20' },
    dark: { background: '#1b5e20', text: '#e8f5e9' },
  },
} as const satisfies Record<string, SchemeColors>;

export const STATUS_BADGE_COLORS: Readonly<Record<AccountStatusId, SchemeColors>> = {
  not_logged_in: TONES.guest,
  account_deleted: TONES.blocked,
  inactive: TONES.blocked,
  verify_email: TONES.pending,
  validate_account: TONES.pending,
  onboarding: TONES.pending,
  complete: TONES.complete,
};
