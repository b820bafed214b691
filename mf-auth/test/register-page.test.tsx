import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { validationMessages } from '@facturador/auth-api';
import RegisterPage from '../src/features/register/register-page.tsx';
import { renderPage } from './render-page.tsx';

const rule = (name: string) => screen.getByText(name).closest('li');

describe('/register', () => {
  it('shows the password rules as the user types', async () => {
    await renderPage(<RegisterPage />, { path: '/register' });
    const password = screen.getByLabelText(/^Contraseña/);
    expect(rule('Al menos 6 caracteres')).toHaveAttribute('data-met', 'false');
    fireEvent.change(password, { target: { value: 'abc' } });
    expect(rule('Una letra minúscula')).toHaveAttribute('data-met', 'true');
    expect(rule('Una letra mayúscula')).toHaveAttribute('data-met', 'false');
    fireEvent.change(password, { target: { value: 'abcDEF' } });
    expect(rule('Al menos 6 caracteres')).toHaveAttribute('data-met', 'true');
    expect(rule('Una letra mayúscula')).toHaveAttribute('data-met', 'true');
    expect(password.getAttribute('aria-describedby')).toContain('password-rules');
  });

  it('refuses an empty form field by field, terms included, and focuses the first error', async () => {
    await renderPage(<RegisterPage />, { path: '/register' });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const fullName = screen.getByLabelText(/Nombre completo/);
    await waitFor(() => expect(fullName).toHaveAccessibleDescription(validationMessages.fullNameRequired));
    expect(fullName).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(validationMessages.emailRequired);
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
      expect.stringContaining(validationMessages.passwordRequired),
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Debes aceptar los términos y condiciones',
    );
  });

  it('applies the §5 password rules on submit', async () => {
    await renderPage(<RegisterPage />, { path: '/register' });
    fireEvent.change(screen.getByLabelText(/Nombre completo/), { target: { value: 'Rosa Quispe' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'rosa@example.pe' } });
    const password = screen.getByLabelText(/^Contraseña/);
    fireEvent.change(password, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(validationMessages.passwordTooShort),
      ),
    );
    expect(password).toHaveFocus();
    fireEvent.change(password, { target: { value: 'abcdefg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining(validationMessages.passwordCase)),
    );
  });
});
