import { jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { onAuthOutcome, type AuthOutcome } from '../src/session/auth-outcome.ts';
import { endLocalSession } from '../src/session/end-session.ts';
import { startAuthSession, type AuthSessionConfig } from '../src/session/start-auth-session.ts';
import type { ChannelLike } from '../src/sync/cross-tab.ts';
import type { TokenPair, TokenStore } from '../src/tokens/token-storage.ts';

export function memoryTokens(initial: Partial<TokenPair> = {}): TokenStore {
  let pair: Partial<TokenPair> = { ...initial };
  return {
    getAccessToken: () => pair.accessToken ?? null,
    getRefreshToken: () => pair.refreshToken ?? null,
    setTokens: (tokens) => {
      pair = { ...tokens };
    },
    clear: () => {
      pair = {};
    },
  };
}

/** A BroadcastChannel stand-in: every channel of the hub hears the others, synchronously. */
export function channelHub() {
  const channels: { name: string; listeners: Set<(event: MessageEvent) => void> }[] = [];
  const posted: unknown[] = [];
  const factory = (name: string): ChannelLike => {
    const self = { name, listeners: new Set<(event: MessageEvent) => void>() };
    channels.push(self);
    return {
      postMessage: (message) => {
        posted.push(message);
        for (const other of channels) {
          if (other !== self && other.name === name)
            for (const listener of other.listeners) listener({ data: message } as MessageEvent);
        }
      },
      addEventListener: (_type, listener) => self.listeners.add(listener),
      removeEventListener: (_type, listener) => self.listeners.delete(listener),
      close: () => channels.splice(channels.indexOf(self), 1),
    };
  };
  return { factory, posted, names: () => channels.map((channel) => channel.name) };
}

/**
 * A started session with a performer that does what the shell's does with a sign-out (ends
 * the local session) and records every outcome, so a test reads what was decided.
 */
export function startTestSession(config: Partial<AuthSessionConfig> & { apiBaseUrl: string }) {
  const outcomes: AuthOutcome[] = [];
  const navigate = jest.fn<(to: string) => void>();
  const stopPerforming = onAuthOutcome((outcome) => {
    outcomes.push(outcome);
    if (outcome.kind === 'sign-out')
      endLocalSession(outcome.reason, { tellOtherTabs: outcome.tellOtherTabs });
    const to =
      outcome.kind === 'redirect' ? outcome.to : outcome.kind === 'sign-out' ? outcome.redirectTo : null;
    if (to) navigate(to);
  });
  const queryClient = config.queryClient ?? new QueryClient();
  const tokens = config.tokens ?? memoryTokens();
  const session = startAuthSession({ currentPath: () => '/login', ...config, queryClient, tokens });
  return {
    outcomes,
    navigate,
    queryClient,
    tokens,
    stop() {
      session.stop();
      stopPerforming();
      queryClient.clear();
    },
  };
}

/** Resolves once `condition` holds, checking after each turn of the event loop. */
export async function until(condition: () => boolean, turns = 500): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('condition never held');
}
