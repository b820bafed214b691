import { selectAccountStatus, useSessionState, type SessionState } from '@facturador/auth-api';

/**
 * The shared session store of @facturador/auth-api (one instance across the suite); on a
 * server render, the session the page is rendered with.
 */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useSessionState(select);
}

export function useAccountStatus() {
  return useSessionState(selectAccountStatus);
}
