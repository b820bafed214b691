import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { validationMessages } from '@facturador/auth-api';
import { notFound, startTestServer, type Reply } from '@facturador/test-support/http-server';
import { serverProfile } from '@facturador/test-support/profile';
import RegisterPage from '../src/features/register/register-page.tsx';
import { renderPage, TEST_CONFIG } from './render-page.tsx';

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

describe('/register and the API', () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  /** The page against a real HTTP server answering POST /users/register with `answer`, filled in and sent. */
  async function register(answer: Reply) {
    server = await startTestServer((request) => (request.path === '/users/register' ? answer : notFound));
    await renderPage(<RegisterPage />, {
      path: '/register',
      config: { ...TEST_CONFIG, apiBaseUrl: server.url },
    });
    fireEvent.change(screen.getByLabelText(/Nombre completo/), { target: { value: ' Rosa Quispe ' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Rosa@Example.pe' } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'Factura2030' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    return server;
  }

  it("puts a 400's field issues under their fields and focuses the first", async () => {
    const api = await register({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Campo «email»: Este dominio de correo no acepta mensajes',
        details: [
          { field: 'email', message: 'Este dominio de correo no acepta mensajes' },
          { field: 'fullName', message: 'Escribe tu nombre y tu apellido' },
        ],
      },
    });
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Este dominio de correo no acepta mensajes'),
    );
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/Nombre completo/)).toHaveAccessibleDescription(
      'Escribe tu nombre y tu apellido',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    // What was sent is the contract's output: trimmed, the e-mail lowercased, no terms.
    expect(api.calls().map((call) => call.body)).toEqual([
      { fullName: 'Rosa Quispe', email: 'rosa@example.pe', password: 'Factura2030' },
    ]);
  });

  it('shows a taken e-mail (409) under the e-mail field', async () => {
    await register({
      status: 409,
      body: { success: false, code: 'CONFLICT', message: 'Ya existe una cuenta con este email' },
    });
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Ya existe una cuenta con este email'));
    expect(email).toHaveFocus();
  });

  it('comes back to the code step after a reload, keeping the e-mail but never the password', async () => {
    const api = await register({
      status: 201,
      body: { success: true, message: 'Usuario registrado', data: { user: serverProfile() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifica tu email' })).toBeVisible();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Factura2030');

    // The reload: the page starts again from nothing but what the tab kept.
    cleanup();
    await renderPage(<RegisterPage />, {
      path: '/register',
      config: { ...TEST_CONFIG, apiBaseUrl: api.url },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Verifica tu email' })).toBeVisible();
    expect(screen.getByText(/Enviamos un código de 6 dígitos a rosa@example\.pe/)).toBeVisible();

    // "Usar otro email" leaves it for the sign-up form.
    fireEvent.click(screen.getByRole('button', { name: 'Usar otro email' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
    cleanup();
    await renderPage(<RegisterPage />, {
      path: '/register',
      config: { ...TEST_CONFIG, apiBaseUrl: api.url },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  });

  it('after a reload, a verified e-mail leads to sign-in with the e-mail filled in', async () => {
    sessionStorage.setItem('facturador.pending-verification', 'rosa@example.pe');
    server = await startTestServer((request) =>
      request.path === '/users/verify-email'
        ? { body: { success: true, message: 'Email verificado', user: serverProfile() } }
        : notFound,
    );
    await renderPage(<RegisterPage />, {
      path: '/register',
      config: { ...TEST_CONFIG, apiBaseUrl: server.url },
    });
    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Email verificado. Ya puedes iniciar sesión.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?email=rosa%40example.pe',
    );
    expect(sessionStorage.getItem('facturador.pending-verification')).toBeNull();
    expect(server.calls().map((call) => call.body)).toEqual([{ email: 'rosa@example.pe', code: '123456' }]);
  });
});
