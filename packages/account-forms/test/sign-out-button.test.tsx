import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { onAuthOutcome, startAuthSession, type AuthOutcome, type TokenStore } from '@facturador/auth-api';
import { notFound, startTestServer } from '@facturador/test-support/http-server';
import { SignOutButton } from '../src/index.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
let session: { stop(): void } | null = null;
afterEach(async () => {
  session?.stop();
  await server?.close();
  server = null;
});

describe('the sign-out button of the account modals', () => {
  it('signs out of the API and hands the shell the sign-out to /login (it clears and redirects)', async () => {
    server = await startTestServer((request) =>
      request.path === '/auth/logout' ? { body: { success: true, message: 'Sesión cerrada' } } : notFound,
    );
    const tokens: TokenStore = {
      getAccessToken: () => 'access-token',
      getRefreshToken: () => 'refresh-token',
      setTokens: () => {},
      clear: () => {},
    };
    session = startAuthSession({ apiBaseUrl: server.url, tokens, queryClient: new QueryClient() });
    const outcomes: AuthOutcome[] = [];
    const stopListening = onAuthOutcome((outcome) => outcomes.push(outcome));
    render(<SignOutButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(screen.getByRole('button', { name: 'Cerrando sesión…' })).toBeDisabled();
    await waitFor(() =>
      expect(outcomes).toEqual([expect.objectContaining({ kind: 'sign-out', redirectTo: '/login' })]),
    );
    expect(server.calls().map((call) => [call.method, call.path])).toContainEqual(['POST', '/auth/logout']);
    stopListening();
  });
});
