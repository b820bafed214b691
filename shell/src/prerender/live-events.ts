import { handleRealtimeEvent } from '@facturador/auth-api';
import { LIVE_EVENTS_GLOBAL, type PrerenderedLiveEvents } from '@facturador/federation';
import { realtimeStatus } from '../realtime/realtime-status.ts';

/**
 * On a page rendered with a session, the starter has listened to the realtime socket since the
 * page loaded (docs/decisions/0039). The app takes its events over: those that came before it
 * was up (and started it) are handled now, those that come until its own socket connects are
 * handled as they come, and then the starter's socket is closed. Duplicates of one event on
 * both sockets are dropped by the session's realtime filter. Called once the session is started.
 */
export function adoptLiveEvents(): void {
  const live = (window as unknown as Record<string, PrerenderedLiveEvents | undefined>)[LIVE_EVENTS_GLOBAL];
  if (!live) return;
  live.handle = (payload) => void handleRealtimeEvent(payload);
  for (const payload of live.events.splice(0)) live.handle(payload);
  const handOver = (connected: boolean) => {
    if (!connected) return;
    stop();
    live.close();
  };
  const stop = realtimeStatus.subscribe((state) => handOver(state.connected));
  handOver(realtimeStatus.getState().connected);
}
