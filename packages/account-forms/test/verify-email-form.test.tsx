import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { verifyRegisteredEmail } from '@facturador/auth-api';
import { serverProfile } from '@facturador/test-support/profile';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { guestTokens, startSignedInApi } from '@facturador/test-support/signed-in-api';
import { VerifyEmailForm } from '../src/index.ts';

let started: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await started?.stop();
  started = null;
});

/** The form of a just-registered guest, its calls answered by a real HTTP server. */
async function renderForm(handler: Handler) {
  started = await startSignedInApi(handler, { tokens: guestTokens() });
  const onVerified = jest.fn(async (_message?: string) => {});
  const api = started.server;
  const verify = (code: string) => verifyRegisteredEmail('rosa@example.pe', code);
  render(<VerifyEmailForm email="rosa@example.pe" verify={verify} onVerified={onVerified} />);
  return { onVerified, api };
}

describe('the verify-email form', () => {
  it('keeps digits only and says why the server refused the code', async () => {
    const { onVerified } = await renderForm((request) =>
      request.path === '/users/verify-email'
        ? { status: 400, body: { success: false, code: 'INVALID_CODE', message: 'El código no es válido' } }
        : notFound,
    );
    const code = screen.getByLabelText('Código de verificación');
    fireEvent.change(code, { target: { value: '12a 34-56' } });
    expect(code).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al verificar el código: El código no es válido',
    );
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('sends a new code to the account and says so', async () => {
    const { api } = await renderForm((request) =>
      request.path === '/users/resend-code'
        ? { body: { success: true, message: 'Código enviado' } }
        : notFound,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Te enviamos un nuevo código.');
    expect(api.calls().map((call) => [call.path, call.body])).toEqual([
      ['/users/resend-code', { email: 'rosa@example.pe' }],
    ]);
  });

  it('hands over once the code is accepted', async () => {
    const { onVerified } = await renderForm((request) =>
      request.path === '/users/verify-email'
        ? { body: { success: true, message: 'Email verificado', user: serverProfile() } }
        : notFound,
    );
    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('Email verificado'));
  });
});
