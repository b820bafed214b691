import type { ServerProfile } from '@facturador/contracts';
import { profileKeys } from '../profile/profile-query.ts';
import { sessionDeps } from '../session/session-deps.ts';
import { setSessionUser } from '../session/session-store.ts';
import { toClientUser } from '../session/user.ts';

/** A sign-in or refresh answered: keep the tokens, the profile in the cache and on the session. */
export function storeSession(accessToken: string, refreshToken: string, profile: ServerProfile): void {
  const { tokens, queryClient, tokenSync, now } = sessionDeps();
  tokens.setTokens({ accessToken, refreshToken });
  queryClient.setQueryData(profileKeys.current(), profile);
  setSessionUser(toClientUser(profile), now());
  void tokenSync.push(accessToken);
}
