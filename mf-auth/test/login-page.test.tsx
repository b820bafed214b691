import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { requestMessages, validationMessages } from '@facturador/auth-api';
import LoginPage from '../src/features/login/login-page.tsx';
import { renderPage, TEST_CONFIG } from './render-page.tsx';

describe('/login', () => {
  it('shows the §5 texts tied to their fields and focuses the first field in error', async () => {
    await renderPage(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(validationMessages.emailRequired));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
      validationMessages.passwordRequired,
    );
    expect(email).toHaveFocus();

    fireEvent.change(email, { target: { value: 'no-es-un-email' } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(validationMessages.emailInvalid));
    expect(screen.getByLabelText(/^Contraseña/)).not.toHaveAttribute('aria-invalid', 'true');
    await screen.findByText('El inicio de sesión con Google no está disponible en este momento.');
  });

  it('fills in the e-mail a verified sign-up arrives with, and waits on the password', async () => {
    await renderPage(<LoginPage />, { path: '/login?email=rosa%40example.pe' });
    expect(screen.getByLabelText(/Email/)).toHaveValue('rosa@example.pe');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveFocus();
    await screen.findByText('El inicio de sesión con Google no está disponible en este momento.');
  });

  it('explains a return after the account no longer exists', async () => {
    await renderPage(<LoginPage />, { path: '/login?reason=user_not_found' });
    expect(screen.getByText(requestMessages.userNotFound)).toBeInTheDocument();
    await screen.findByText('El inicio de sesión con Google no está disponible en este momento.');
  });

  it('disables Google sign-in, with an explanation, when config.json has no identity', async () => {
    await renderPage(<LoginPage />, { path: '/login' });
    const hint = await screen.findByText(
      'El inicio de sesión con Google no está disponible en este momento.',
    );
    const google = screen.getByRole('button', { name: 'Continuar con Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAttribute('aria-describedby', hint.id);
  });

  it('enables Google sign-in when identity settings exist', async () => {
    const identity = {
      apiKey: 'demo-key',
      authDomain: 'demo-facturador.firebaseapp.com',
      projectId: 'demo-facturador',
    };
    await renderPage(<LoginPage />, { path: '/login', config: { ...TEST_CONFIG, identity } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled());
  });
});
