import {
  addToast,
  decideRouteAccess,
  endLocalSession,
  sessionStore,
  type AuthOutcome,
} from '@facturador/auth-api';

type SignOut = Extract<AuthOutcome, { kind: 'sign-out' }>;

/**
 * A sign-out's destination that both the signed-in user and a guest may open (the
 * account-deleted page) is reached before the session ends. The route guard acts on the page in
 * view: ending the session first, on a page only its user may see, would send the tab to /login
 * ahead of the destination. A destination only guests may open (/login) comes after.
 */
function destinationFirst({ redirectTo }: SignOut): string | null {
  const bothMayOpen =
    redirectTo !== null &&
    decideRouteAccess(redirectTo, null).allow &&
    decideRouteAccess(redirectTo, sessionStore.getState().user).allow;
  return bothMayOpen ? redirectTo : null;
}

/**
 * The one place an auth decision is carried out (docs/decisions/0015): the session's units
 * return outcomes and hand them here, through `onAuthOutcome`. `navigate` resolves once the new
 * page is rendered.
 */
export function createAuthOutcomePerformer(navigate: (to: string) => Promise<void>) {
  return (outcome: AuthOutcome): void => {
    if (outcome.kind === 'stay') return;
    if (outcome.toast) addToast(outcome.toast);
    if (outcome.kind === 'redirect') {
      void navigate(outcome.to);
      return;
    }
    // Ending the session also closes the socket: the shell's socket follows the session state.
    const endSession = () => endLocalSession(outcome.reason, { tellOtherTabs: outcome.tellOtherTabs });
    const first = destinationFirst(outcome);
    if (first) {
      void navigate(first).finally(endSession);
      return;
    }
    endSession();
    if (outcome.redirectTo) void navigate(outcome.redirectTo);
  };
}
