import { addToast, endLocalSession, type AuthOutcome } from '@facturador/auth-api';

/**
 * The one place an auth decision is carried out (docs/decisions/0015): the session's units
 * return outcomes and hand them here, through `onAuthOutcome`.
 */
export function createAuthOutcomePerformer(navigate: (to: string) => void) {
  return (outcome: AuthOutcome): void => {
    if (outcome.kind === 'stay') return;
    // Ending the session also closes the socket: the shell's socket follows the session state.
    if (outcome.kind === 'sign-out')
      endLocalSession(outcome.reason, { tellOtherTabs: outcome.tellOtherTabs });
    if (outcome.toast) addToast(outcome.toast);
    const to = outcome.kind === 'redirect' ? outcome.to : outcome.redirectTo;
    if (to) navigate(to);
  };
}
