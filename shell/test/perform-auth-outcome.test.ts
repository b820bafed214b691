import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  clearToasts,
  profileKeys,
  sessionStore,
  startAuthSession,
  toastStore,
  type TokenStore,
} from '@facturador/auth-api';
import { createAuthOutcomePerformer } from '../src/session/perform-auth-outcome.ts';
import { signInAs } from './session-fixtures.ts';

const tokens: TokenStore & { cleared: number } = {
  cleared: 0,
  getAccessToken: () => 'access',
  getRefreshToken: () => 'refresh',
  setTokens: () => undefined,
  clear() {
    this.cleared += 1;
  },
};

describe('the one place auth outcomes are performed', () => {
  const queryClient = new QueryClient();
  /** Where each navigation went, and whether the session was still open when it started. */
  const navigate = jest.fn((to: string) => {
    visits.push({ to, signedIn: sessionStore.getState().status === 'authenticated' });
    return Promise.resolve();
  });
  let visits: { to: string; signedIn: boolean }[] = [];
  const perform = createAuthOutcomePerformer(navigate);
  let session: { stop(): void };

  beforeEach(() => {
    tokens.cleared = 0;
    clearToasts();
    navigate.mockClear();
    visits = [];
    session = startAuthSession({ apiBaseUrl: 'http://api.test', queryClient, tokens });
    signInAs();
    queryClient.setQueryData(profileKeys.current(), { cached: true });
  });
  afterEach(() => {
    session.stop();
    queryClient.clear();
  });

  it('a redirect navigates and changes nothing else', () => {
    perform({ kind: 'redirect', to: '/app' });
    expect(navigate).toHaveBeenCalledWith('/app');
    expect(sessionStore.getState().status).toBe('authenticated');
    expect(tokens.cleared).toBe(0);
  });

  it('a sign-out ends the local session, drops the cache, toasts and navigates', () => {
    perform({
      kind: 'sign-out',
      reason: 'Tu sesión ha expirado',
      redirectTo: '/login',
      toast: { type: 'warning', title: 'Sesión', message: 'Tu sesión ha expirado' },
    });
    expect(tokens.cleared).toBe(1);
    expect(sessionStore.getState()).toMatchObject({
      status: 'guest',
      user: null,
      error: 'Tu sesión ha expirado',
    });
    expect(queryClient.getQueryData(profileKeys.current())).toBeUndefined();
    expect(toastStore.getState().toasts[0]).toMatchObject({
      type: 'warning',
      message: 'Tu sesión ha expirado',
    });
    expect(visits).toEqual([{ to: '/login', signedIn: false }]);
  });

  it('a sign-out onto a page a guest may open too goes there first, then ends the session', async () => {
    perform({
      kind: 'sign-out',
      reason: 'Cuenta eliminada',
      redirectTo: '/account-disabled?reason=account_deleted',
    });
    // Ended on the destination: on the page in view, the route guard would send the tab to /login.
    expect(visits).toEqual([{ to: '/account-disabled?reason=account_deleted', signedIn: true }]);
    await waitFor(() => expect(sessionStore.getState().status).toBe('guest'));
    expect(tokens.cleared).toBe(1);
  });

  it('a sign-out without a destination leaves the move to the route guard', () => {
    perform({ kind: 'sign-out', reason: null, redirectTo: null });
    expect(sessionStore.getState().status).toBe('guest');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stay does nothing', () => {
    perform({ kind: 'stay' });
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.getState().status).toBe('authenticated');
  });
});
