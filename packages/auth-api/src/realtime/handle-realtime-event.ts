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
  const { queryClient, realtimeFilter, liveRefresh } = sessionDeps();
  const parsed = realtimeEventSchema.safeParse(payload);
  if (!parsed.success || !realtimeFilter.accept(parsed.data)) return null;
  const decision = decideRealtimeEvent(parsed.data);
  const keys = REALTIME_INVALIDATIONS[parsed.data.type];
  if (decision.action === 'refresh-data') {
    // Data events come in bursts (a batch, an ERP): gathered, so they never spend the
    // per-path limit a person's own actions need (issue 39).
    for (const queryKey of keys) liveRefresh.request(queryKey);
    return decision;
  }
  // Marked stale without cancelling a read in flight; the session check below re-reads the
  // profile with a read of its own that starts after the event.
  await Promise.all(
    keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })),
  );
  if (decision.action === 'logout') {
    const toast = { type: 'warning' as const, title: toastTitles.session, message: decision.message };
    performAuthOutcome({
      kind: 'sign-out',
      reason: decision.message,
      redirectTo: decision.redirectTo,
      toast,
    });
  } else if (decision.action === 'recheck-session') {
    if (!(await checkSession({ fresh: true }))) {
      const { message, redirectTo } = decision.ifUnauthenticated;
      const toast = { type: 'warning' as const, title: toastTitles.session, message };
      performAuthOutcome({ kind: 'sign-out', reason: message, redirectTo, toast });
    }
  } else if (decision.action === 'reload-settings') {
    await loadPublicSettings();
  } else if ((await checkSession({ fresh: true })) && decision.reevaluateRoute) {
    performAuthOutcome(routeOutcome());
  }
  return decision;
}
