import { queryOptions } from '@tanstack/react-query';
import { endpoints, realtimeProfileAnswerSchema, type ServerProfile } from '@facturador/contracts';
import { sessionDeps } from '../session/session-deps.ts';

/** Query keys of the signed-in user's own profile. */
export const profileKeys = {
  all: ['profile'] as const,
  current: () => [...profileKeys.all, 'current'] as const,
};

/**
 * SPEC.md §7: the profile, over the realtime socket while it is connected ("the profile is
 * also refreshable over it"), else GET /users/profile. A socket answer that is not a profile
 * (the socket's own refusal, say) falls back to the HTTP call, which has the last word.
 */
export async function fetchProfile(): Promise<ServerProfile> {
  const { client, profileOverSocket } = sessionDeps();
  const viaSocket = profileOverSocket();
  if (viaSocket) {
    const answer = realtimeProfileAnswerSchema.safeParse(await viaSocket.catch(() => null));
    if (answer.success && answer.data.success) return answer.data.user;
  }
  return client.call(endpoints.getProfile);
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.current(),
    queryFn: fetchProfile,
    // The session decides when to re-read it (SPEC.md §4), not the cache's retries.
    retry: false,
  });
