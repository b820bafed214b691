import { createStore } from 'zustand/vanilla';
import { registerSharedInstance } from '../diagnostics.ts';
import { accountStatus, type AccountStatus } from './account-status.ts';
import { userInitials, type ClientUser } from './user.ts';

/**
 * The session every app reads. Created once, here: because @facturador/auth-api is a
 * federated singleton, the shell and every remote receive this same object.
 */
export interface SessionState {
  /** unknown until the first check; guest without a usable session. */
  status: 'unknown' | 'guest' | 'authenticated';
  user: ClientUser | null;
  /** When the profile was last confirmed by the server (ms since epoch). */
  lastCheckedAt: number | null;
  /** Auth checks are skipped until this time (ms since epoch) after a 429. */
  authCheckBlockedUntil: number;
  /** The last session-level error, in Spanish. */
  error: string | null;
}

export const initialSessionState: SessionState = {
  status: 'unknown',
  user: null,
  lastCheckedAt: null,
  authCheckBlockedUntil: 0,
  error: null,
};

export const sessionStore = createStore<SessionState>()(() => ({ ...initialSessionState }));

registerSharedInstance('sessionStore', sessionStore);

export function setSessionUser(user: ClientUser, checkedAt: number): void {
  sessionStore.setState({ status: 'authenticated', user, lastCheckedAt: checkedAt, error: null });
}

export function clearSessionState(error: string | null = null): void {
  sessionStore.setState({ status: 'guest', user: null, lastCheckedAt: null, error });
}

export function selectAccountStatus(state: SessionState): AccountStatus {
  return accountStatus(state.user);
}

export function selectInitials(state: SessionState): string {
  return userInitials(state.user?.fullName);
}
