import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { onAuthOutcome, type AuthOutcome } from '@facturador/auth-api';
import { notFound } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { SignOutButton } from '../src/index.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await api?.stop();
  api = null;
});

describe('the sign-out button of the account modals', () => {
  it('signs out of the API and hands the shell the sign-out to /login (it clears and redirects)', async () => {
    api = await startSignedInApi((request) =>
      request.path === '/auth/logout' ? { body: { success: true, message: 'Sesión cerrada' } } : notFound,
    );
    const { server } = api;
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
