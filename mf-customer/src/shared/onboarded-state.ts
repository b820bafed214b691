/**
 * The navigation state onboarding leaves on /app: the company just registered, for the
 * dashboard's "what next" message and its links. It rides on the navigation (per tab, tied to
 * that moment); the message itself is said once per tab, which the tab's session storage
 * remembers. Clearing the history entry instead would be a second navigation, and a click
 * made before it commits cancels it: Back would then bring the message again.
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

const SAID_KEY = 'facturador.onboarded-said';

/** Whether this tab has already shown the message for this company. */
export const alreadySaid = (publicId: string): boolean => sessionStorage.getItem(SAID_KEY) === publicId;

export const markSaid = (publicId: string): void => sessionStorage.setItem(SAID_KEY, publicId);
