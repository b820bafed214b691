import {
  selectAccountStatus,
  selectInitials,
  useSessionState,
  type SessionState,
} from '@facturador/auth-api';

/**
 * The shared session store, read with a selector so components re-render only on change (on a
 * server render, the session the page is rendered with).
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useSessionState(selector);
}

export const useUser = () => useSession((state) => state.user);
export const useAccountStatus = () => useSession(selectAccountStatus);
export const useInitials = () => useSession(selectInitials);
