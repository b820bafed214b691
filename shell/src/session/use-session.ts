import { useStore } from 'zustand';
import { selectAccountStatus, selectInitials, sessionStore, type SessionState } from '@facturador/auth-api';

/** The shared session store, read with a selector so components re-render only on change. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const useUser = () => useSession((state) => state.user);
export const useAccountStatus = () => useSession(selectAccountStatus);
export const useInitials = () => useSession(selectInitials);
