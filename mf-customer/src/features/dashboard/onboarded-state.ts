/**
 * The navigation state onboarding leaves on /app: the company just registered. It rides on the
 * navigation rather than in storage: it belongs to that one moment (the dashboard takes it and
 * clears the entry, so the "what next" message shows once), it is per tab, it carries the new
 * company's id for the message's links, and nothing is left behind in the browser to clean up.
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
