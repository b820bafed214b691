import type { NewToast } from '../toasts/toast-store.ts';

/**
 * What an auth decision asks for, as data (STYLE.md, after refine): stay where you are, go
 * to a path, or end the session here. The package decides; the shell is the one place that
 * carries an outcome out (navigation, socket, identity provider, other tabs, toasts).
 */
export type AuthOutcome =
  | { kind: 'stay' }
  | { kind: 'redirect'; to: string; toast?: NewToast }
  | {
      kind: 'sign-out';
      /** Why, in Spanish; kept on the session state for the login page. */
      reason: string | null;
      /** Where to go; null leaves it to the route guard (a guest on /app goes to /login). */
      redirectTo: string | null;
      toast?: NewToast;
      /** Also end the identity provider's (Google) session. */
      endIdentity?: boolean;
      /** Tell the other tabs (LOGOUT on the auth-sync channel). */
      tellOtherTabs?: boolean;
    };

export const STAY: AuthOutcome = { kind: 'stay' };

type Performer = (outcome: AuthOutcome) => void;
const performers = new Set<Performer>();

/** The shell registers the one performer at start; it returns the way to unregister it. */
export function onAuthOutcome(performer: Performer): () => void {
  performers.add(performer);
  return () => performers.delete(performer);
}

/** Hands an outcome to the performer. Outcomes are acted on at once, in order. */
export function performAuthOutcome(outcome: AuthOutcome): void {
  if (outcome.kind === 'stay') return;
  for (const performer of performers) performer(outcome);
}
