import { realtimeEventSchema } from '@facturador/contracts';
import { toastTitles } from '../messages.ts';
import { loadPublicSettings } from '../runtime-config/public-settings.ts';
import { performAuthOutcome } from '../session/auth-outcome.ts';
import { checkSession } from '../session/check-session.ts';
import { routeOutcome } from '../session/route-outcome.ts';
import { sessionDeps } from '../session/session-deps.ts';
import { decideRealtimeEvent, type RealtimeDecision } from './event-rules.ts';
import { REALTIME_INVALIDATIONS } from './realtime-invalidations.ts';

/**
 * SPEC.md §4: a realtime auth event from the shell's socket, already past the duplicate
 * filter. Its keys are marked stale; the profile is re-read once, through the cache; the
 * decision's outcome is performed. Returns what was decided.
 */
export async function handleRealtimeEvent(payload: unknown): Promise<RealtimeDecision | null> {
  const { queryClient, realtimeFilter } = sessionDeps();
  const parsed = realtimeEventSchema.safeParse(payload);
  if (!parsed.success || !realtimeFilter.accept(parsed.data)) return null;
  // Marked stale without cancelling a read in flight; the session check below re-reads the profile.
  await Promise.all(
    REALTIME_INVALIDATIONS[parsed.data.type].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }),
    ),
  );
  const decision = decideRealtimeEvent(parsed.data);
  if (decision.action === 'logout') {
    const toast = { type: 'warning' as const, title: toastTitles.session, message: decision.message };
    performAuthOutcome({
      kind: 'sign-out',
      reason: decision.message,
      redirectTo: decision.redirectTo,
      toast,
    });
  } else if (decision.action === 'recheck-session') {
    if (!(await checkSession())) {
      const { message, redirectTo } = decision.ifUnauthenticated;
      const toast = { type: 'warning' as const, title: toastTitles.session, message };
      performAuthOutcome({ kind: 'sign-out', reason: message, redirectTo, toast });
    }
  } else if (decision.action === 'reload-settings') {
    await loadPublicSettings();
  } else if (decision.action === 'refresh-data') {
    // The invalidation above is the whole effect: open screens refetch what they show.
  } else if ((await checkSession()) && decision.reevaluateRoute) {
    performAuthOutcome(routeOutcome());
  }
  return decision;
}
