import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { validationMessages } from '@facturador/auth-api';
import ForgotPasswordPage from '../src/features/password-reset/forgot-password-page.tsx';
import ResetPasswordPage from '../src/features/password-reset/reset-password-page.tsx';
import AccountDisabledPage from '../src/features/account-state/account-disabled-page.tsx';
import { renderPage } from './render-page.tsx';

describe('password pages', () => {
  it('/forgot-password checks the e-mail before sending', async () => {
    await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(validationMessages.emailRequired),
    );
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
  });

  it('/reset-password asks for the new password twice, with the §5 rules', async () => {
    await renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    const password = screen.getByLabelText(/^Nueva contraseña/, { selector: 'input' });
    const confirm = screen.getByLabelText(/^Repite la nueva contraseña/, { selector: 'input' });
    fireEvent.change(password, { target: { value: 'abcdef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining(validationMessages.passwordCase)),
    );
    fireEvent.change(password, { target: { value: 'Abcdef1' } });
    fireEvent.change(confirm, { target: { value: 'Abcdef2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Las contraseñas no coinciden'));
    expect(confirm).toHaveFocus();
  });

  it('/reset-password without a token offers a new link', async () => {
    await renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('/account-disabled', () => {
  it('shows the reason, the account and the support contacts from config.json', async () => {
    await renderPage(<AccountDisabledPage />, {
      path: '/account-disabled?reason=account_deleted&email=rosa%40example.pe',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cuenta eliminada' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tu cuenta ha sido eliminada. Contacta al soporte para recuperarla.',
    );
    expect(screen.getByText('rosa@example.pe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escribir a soporte' }).getAttribute('href')).toMatch(
      /^mailto:soporte@facturador\.pe/,
    );
    expect(screen.getByRole('link', { name: 'Escribir por WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/51987654321\?text=.*rosa%40example\.pe/,
    );
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();
  });
});
