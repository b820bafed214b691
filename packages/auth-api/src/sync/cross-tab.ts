import { AUTH_SYNC_CHANNEL, AUTH_SYNC_MESSAGES } from '../constants.ts';

export type AuthSyncMessage = (typeof AUTH_SYNC_MESSAGES)[keyof typeof AUTH_SYNC_MESSAGES];

/** The part of BroadcastChannel used here, so tests and old browsers can pass their own. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type ChannelFactory = (name: string) => ChannelLike | null;

export const defaultChannelFactory: ChannelFactory = (name) =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;

/** SPEC.md §4: tabs tell each other of LOGIN and LOGOUT on the channel auth-sync. */
export function createCrossTabSync(
  handlers: { onLogin(): void; onLogout(): void },
  factory: ChannelFactory = defaultChannelFactory,
) {
  const channel = factory(AUTH_SYNC_CHANNEL);
  const listener = (event: MessageEvent) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === AUTH_SYNC_MESSAGES.login) handlers.onLogin();
    if (type === AUTH_SYNC_MESSAGES.logout) handlers.onLogout();
  };
  channel?.addEventListener('message', listener);
  return {
    announce(type: AuthSyncMessage): void {
      channel?.postMessage({ type, timestamp: Date.now() });
    },
    close(): void {
      channel?.removeEventListener('message', listener);
      channel?.close();
    },
  };
}
export type CrossTabSync = ReturnType<typeof createCrossTabSync>;
