import { BADGE_TONES, type SchemeColors } from '@facturador/contracts';
import type { AccountStatusId } from './account-status.ts';

/**
 * SPEC.md §4 names the status badges, not their colours: the suite's badge tones, one per
 * meaning. MUI's `warning` chip (white on orange, about 3:1) is what this replaces.
 */
export const STATUS_BADGE_COLORS: Readonly<Record<AccountStatusId, SchemeColors>> = {
  not_logged_in: BADGE_TONES.neutral,
  account_deleted: BADGE_TONES.bad,
  inactive: BADGE_TONES.bad,
  verify_email: BADGE_TONES.pending,
  validate_account: BADGE_TONES.pending,
  onboarding: BADGE_TONES.pending,
  complete: BADGE_TONES.good,
};
