import { describe, expect, it } from '@jest/globals';
import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from '@facturador/contracts';
import { accountStatus, STATUS_BADGE_COLORS, statusBadges } from '../src/index.ts';
import { clientUser } from './fixtures.ts';

/** One user in each state of SPEC.md §4, so every badge the header can show is checked. */
const STATUSES = [
  accountStatus(null),
  accountStatus(clientUser({ isDeleted: true })),
  accountStatus(clientUser({ isActive: false })),
  accountStatus(clientUser({ isVerifiedEmail: false })),
  accountStatus(clientUser({ isValidAccount: false })),
  accountStatus(clientUser({ hasOnboarding: false })),
  accountStatus(clientUser()),
];

describe('account status badges (SPEC.md §4)', () => {
  it('covers every badge label', () => {
    expect(STATUSES.map((status) => status.badge).sort()).toEqual(Object.values(statusBadges).sort());
  });

  it.each(
    STATUSES.flatMap((status) =>
      (['light', 'dark'] as const).map((scheme) => [status.badge, scheme, status.id] as const),
    ),
  )("'%s' in %s has AA contrast (4.5:1)", (_badge, scheme, id) => {
    const { background, text } = STATUS_BADGE_COLORS[id][scheme];
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });
});
