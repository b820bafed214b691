import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { OUTAGE_RETRY_INITIAL_MS, OUTAGE_RETRY_MAX_MS } from '../constants.ts';
import { registerSharedInstance } from '../diagnostics.ts';
import { isApiError } from '../http/api-error.ts';

/**
 * Whether the API answers. An outage (no answer, a timeout, a 5xx) is not a verdict on the
 * session: the tokens and the last known profile stay, the suite shows a banner and retries,
 * and recovers by itself (issue 17; SPEC.md §4's "a failed profile check clears auth" is read
 * as a check the server answered with a refusal).
 */
export interface ConnectivityState {
  reachable: boolean;
  /** Failed rounds (a burst of calls and then each probe) since the API stopped answering. */
  failures: number;
}

/** The shell's outage banner, which disabled actions point at for their reason. */
export const CONNECTIVITY_BANNER_ID = 'connectivity-banner';

export const connectivityStore = createStore<ConnectivityState>()(() => ({ reachable: true, failures: 0 }));
registerSharedInstance('connectivityStore', connectivityStore);

/** A failure that says nothing about the session: the server did not answer, or failed itself. */
export function isOutage(error: unknown): boolean {
  return isApiError(error) && (error.statusCode === 0 || error.statusCode === 408 || error.statusCode >= 500);
}

/** Wait before the next attempt after `failures` failed ones: 1 s doubling, capped at 30 s. */
export function outageRetryDelay(failures: number): number {
  return Math.min(OUTAGE_RETRY_INITIAL_MS * 2 ** Math.max(failures - 1, 0), OUTAGE_RETRY_MAX_MS);
}

/** For components: false while the API is unreachable (actions that need it are disabled). */
export function useServerReachable(): boolean {
  return useStore(connectivityStore, (state) => state.reachable);
}

/**
 * Follows the API's answers: every call reports `answered()` or `failed(error)`. After an
 * outage it probes again with back-off until something answers, then calls `onRecovered`
 * once (refetch, reconnect). The back-off counts probe rounds, not failed calls: a page whose
 * five queries fail together has failed once, and must not wait 30 s before its next try.
 */
export function createOutageMonitor(options: {
  probe: () => Promise<unknown>;
  onRecovered: () => void;
  schedule?: (run: () => void, delayMs: number) => () => void;
}) {
  const schedule =
    options.schedule ??
    ((run: () => void, delayMs: number) => {
      const timer = setTimeout(run, delayMs);
      return () => clearTimeout(timer);
    });
  // A round is pending from the first failure until its probe has settled.
  let cancelProbe: (() => void) | null = null;
  let roundPending = false;

  const stopProbing = () => {
    cancelProbe?.();
    cancelProbe = null;
    roundPending = false;
  };

  const startRound = () => {
    const failures = connectivityStore.getState().failures + 1;
    connectivityStore.setState({ reachable: false, failures });
    roundPending = true;
    cancelProbe = schedule(() => {
      cancelProbe = null;
      // The probe's own outcome reaches answered() or failed() through the call itself.
      void options
        .probe()
        .catch(() => undefined)
        .finally(() => {
          if (!roundPending) return;
          roundPending = false;
          if (!connectivityStore.getState().reachable) startRound();
        });
    }, outageRetryDelay(failures));
  };

  return {
    failed(error: unknown): void {
      if (!isOutage(error) || roundPending) return;
      startRound();
    },
    answered(): void {
      if (connectivityStore.getState().reachable) return;
      stopProbing();
      connectivityStore.setState({ reachable: true, failures: 0 });
      options.onRecovered();
    },
    stop: stopProbing,
  };
}
export type OutageMonitor = ReturnType<typeof createOutageMonitor>;
