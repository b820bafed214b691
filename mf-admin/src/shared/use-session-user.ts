import { useStore } from 'zustand';
import { sessionStore, type ClientUser } from '@facturador/auth-api';

/** The signed-in user of the shared session store (one instance across the suite). */
export function useSessionUser(): ClientUser | null {
  return useStore(sessionStore, (state) => state.user);
}
