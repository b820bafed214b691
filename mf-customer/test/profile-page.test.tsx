import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { clearToasts, toClientUser, toastStore } from '@facturador/auth-api';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { serverProfile } from '@facturador/test-support/profile';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { PasswordSection } from '../src/features/profile/password/password-section.tsx';
import { PersonalDataForm } from '../src/features/profile/personal-data/personal-data-form.tsx';
import { SessionsSection } from '../src/features/profile/security/sessions-section.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  // Unmount first: a mounted screen would refetch from the server being closed.
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

async function renderOver(handler: Handler, ui: ReactElement) {
  api = await startSignedInApi(handler);
  render(<QueryClientProvider client={api.queryClient}>{ui}</QueryClientProvider>);
  return api.server;
}

const user = toClientUser(serverProfile({ firstName: 'Rosa', lastName: 'Quispe', isValidAccount: true }));
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const lastToast = () => toastStore.getState().toasts[0];

describe('Mi Perfil: personal data', () => {
  it('refuses a phone that is not valid for Peru under its field and sends nothing', async () => {
    const server = await renderOver(() => notFound, <PersonalDataForm user={user} />);
    fireEvent.change(field(/^Teléfono/), { target: { value: '1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(field(/^Teléfono/)).toHaveAccessibleDescription(
        'Ingresa un teléfono válido para el país elegido',
      ),
    );
    expect(server.calls()).toHaveLength(0);
  });

  it("saves names and phone with PATCH /users/profile and shows SPEC.md §8's toast", async () => {
    const saved = serverProfile({ firstName: 'Rosa María', lastName: 'Quispe', phoneNumber: '987654321' });
    const server = await renderOver(
      (request) =>
        request.method === 'PATCH'
          ? { body: { success: true, message: 'El perfil fue actualizado exitosamente', user: saved } }
          : request.path === '/users/profile'
            ? { body: saved }
            : notFound,
      <PersonalDataForm user={user} />,
    );
    fireEvent.change(field(/^Nombres/), { target: { value: 'Rosa María' } });
    fireEvent.change(field(/^Teléfono/), { target: { value: '987 654 321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Perfil actualizado'));
    expect(lastToast()).toMatchObject({ type: 'success', message: 'El perfil fue actualizado exitosamente' });
    const patch = server.calls().find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({
      firstName: 'Rosa María',
      lastName: 'Quispe',
      fullName: 'Rosa María Quispe',
      phoneCountryCode: '+51',
      phoneNumber: '987 654 321',
    });
  });

  it("shows 'Error' with the server's message when the update fails", async () => {
    await renderOver(
      (request) =>
        request.method === 'PATCH'
          ? { status: 409, body: { success: false, code: 'CONFLICT', message: 'El documento ya existe' } }
          : notFound,
      <PersonalDataForm user={{ ...user, isValidAccount: false, documentNumber: '' }} />,
    );
    fireEvent.change(field(/^Número de documento/), { target: { value: '45678912' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', title: 'Error' }));
    expect(lastToast()?.message).toBe('El documento ya existe');
  });

  it('keeps the document read-only once the account is validated', async () => {
    await renderOver(() => notFound, <PersonalDataForm user={user} />);
    expect(field(/^Número de documento/)).toHaveAttribute('readonly');
  });
});

describe('Mi Perfil: password', () => {
  it('checks the confirmation before sending, and puts a wrong current password under its field', async () => {
    const server = await renderOver(
      (request) =>
        request.path === '/auth/change-password'
          ? {
              status: 400,
              body: {
                success: false,
                code: 'INVALID_PASSWORD',
                message: 'La contraseña actual es incorrecta',
              },
            }
          : notFound,
      <PasswordSection user={user} />,
    );
    fireEvent.change(field(/^Contraseña actual/), { target: { value: 'Anterior1' } });
    fireEvent.change(field(/^Nueva contraseña/), { target: { value: 'Nueva123' } });
    fireEvent.change(field(/^Repite la nueva contraseña/), { target: { value: 'Nueva124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(field(/^Repite la nueva contraseña/)).toHaveAccessibleDescription(
        'Las contraseñas no coinciden',
      ),
    );
    expect(server.calls()).toHaveLength(0);

    fireEvent.change(field(/^Repite la nueva contraseña/), { target: { value: 'Nueva123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(field(/^Contraseña actual/)).toHaveAccessibleDescription('La contraseña actual es incorrecta'),
    );
    expect(server.calls()[0]).toMatchObject({ method: 'POST', path: '/auth/change-password' });
  });

  it('offers «Crear contraseña» by e-mail to an account without one', async () => {
    const server = await renderOver(
      (request) =>
        request.path === '/auth/forgot-password'
          ? { body: { success: true, message: 'Te enviamos un enlace' } }
          : notFound,
      <PasswordSection user={{ ...user, hasPassword: false, isOAuth: true }} />,
    );
    expect(screen.queryByLabelText(/^Contraseña actual/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Crear contraseña' }));
    await waitFor(() => expect(lastToast()?.message).toBe('Te enviamos un enlace'));
    expect(server.calls()[0]).toMatchObject({ path: '/auth/forgot-password', body: { email: user.email } });
  });
});

const session = (id: string, name: string, isCurrent: boolean) => ({
  id,
  name,
  device: 'Computadora',
  browser: 'Chrome',
  system: 'Windows',
  ipAddress: '190.12.1.1',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-23T10:00:00.000Z',
  expiresAt: '2026-12-23T10:00:00.000Z',
  isCurrent,
});

describe('Seguridad: sessions', () => {
  it('lists this device first and renames a session', async () => {
    const sessions = [session('b', 'Chrome en Android', false), session('a', 'Chrome en Windows', true)];
    const server = await renderOver(
      (request) =>
        request.path === '/auth/sessions'
          ? { body: { success: true, data: sessions } }
          : request.path === '/auth/sessions/b/rename'
            ? { body: { success: true, message: 'La sesión fue renombrada', data: sessions[0] } }
            : notFound,
      <SessionsSection />,
    );
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Este dispositivo')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();

    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Renombrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renombrar sesión' });
    fireEvent.change(within(dialog).getByLabelText(/Nombre de la sesión/), { target: { value: 'Celular' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(lastToast()?.message).toBe('La sesión fue renombrada'));
    expect(server.calls().find((request) => request.method === 'POST')?.body).toEqual({ newName: 'Celular' });
  });

  it('says how «Cierre seguro» differs, and pages a long list five at a time, this device on the first page', async () => {
    const sessions = [
      ...Array.from({ length: 6 }, (_, index) => session(`o${index}`, `Sesión ${index + 1}`, false)),
      session('me', 'Mi laptop', true),
    ];
    await renderOver(
      (request) =>
        request.path === '/auth/sessions' ? { body: { success: true, data: sessions } } : notFound,
      <SessionsSection />,
    );
    expect(
      await screen.findByText(/«Cierre seguro» hace lo mismo, pero antes confirma que eres tú/),
    ).toBeInTheDocument();
    let items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByText('Este dispositivo')).toBeInTheDocument();
    expect(screen.getByText('1–5 de 7')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Sesión 5',
      'Sesión 6',
    ]);
    expect(screen.getByText('6–7 de 7')).toBeInTheDocument();
  });
});
