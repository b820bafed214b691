/**
 * The navigation state onboarding leaves on /app: the company just registered. It rides on the
 * history entry rather than in storage, so the dashboard's "what next" message shows right after
 * onboarding (and on a reload of that entry), never again once the user moves on or closes it,
 * and nothing is left behind to clean up.
 */
export interface OnboardedState {
  onboardedCompany: string;
}

export const onboardedState = (publicId: string): OnboardedState => ({ onboardedCompany: publicId });

/** The company id carried by a location's state, if it is onboarding's. */
export function onboardedCompanyOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('onboardedCompany' in state)) return null;
  const { onboardedCompany } = state;
  return typeof onboardedCompany === 'string' ? onboardedCompany : null;
}
