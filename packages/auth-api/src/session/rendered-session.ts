import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { ServerProfile } from '@facturador/contracts';
import { initialSessionState, sessionStore, type SessionState } from './session-store.ts';
import { toClientUser } from './user.ts';

/**
 * The session a page is rendered with on a server, per request (docs/decisions/0039). A
 * context, not the shared store: two people's pages rendered at once in one process each read
 * their own, and the store's server snapshot is its initial (signed-out) state anyway.
 */
export const RenderedSession = createContext<SessionState | null>(null);

/** The session state of a person whose profile the API has just confirmed. */
export function renderedSessionState(profile: ServerProfile, checkedAt: number): SessionState {
  return {
    ...initialSessionState,
    status: 'authenticated',
    user: toClientUser(profile),
    lastCheckedAt: checkedAt,
  };
}

/**
 * The shared session store read with a selector (re-rendering only on change); on a server
 * render, the session the page is rendered with.
 */
export function useSessionState<T>(selector: (state: SessionState) => T): T {
  const rendered = useContext(RenderedSession);
  const live = useStore(sessionStore, selector);
  return rendered ? selector(rendered) : live;
}
