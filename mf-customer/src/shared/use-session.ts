import { useStore } from 'zustand';
import { selectAccountStatus, sessionStore, type SessionState } from '@facturador/auth-api';

/** The shared session store of @facturador/auth-api (one instance across the suite). */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}

export function useAccountStatus() {
  return useStore(sessionStore, selectAccountStatus);
}
