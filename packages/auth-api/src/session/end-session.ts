import { AUTH_SYNC_MESSAGES } from '../constants.ts';
import { sessionDeps } from './session-deps.ts';
import { clearSessionState } from './session-store.ts';

/**
 * The local side of signing out: tokens, the session, and every cached answer (the next
 * person to sign in on this tab must not see the last one's data). Only the shell's outcome
 * performer calls it.
 */
export function endLocalSession(reason: string | null, options: { tellOtherTabs?: boolean } = {}): void {
  const { tokens, queryClient, crossTab } = sessionDeps();
  tokens.clear();
  clearSessionState(reason);
  queryClient.clear();
  if (options.tellOtherTabs) crossTab.announce(AUTH_SYNC_MESSAGES.logout);
}
