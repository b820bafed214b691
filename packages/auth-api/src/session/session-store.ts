import { createStore } from 'zustand/vanilla';
import { registerSharedInstance } from '../diagnostics.ts';

/**
 * The session every app reads. Created once, here: because @facturador/auth-api is a
 * federated singleton, the shell and every remote receive this same object.
 * (The full session model arrives with the auth issue; this is its home.)
 */
export interface SessionState {
  status: 'unknown' | 'guest' | 'authenticated';
}

export const sessionStore = createStore<SessionState>()(() => ({ status: 'unknown' }));

registerSharedInstance('sessionStore', sessionStore);
