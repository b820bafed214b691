import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { renderShellAt } from './render-shell.tsx';
import { signInAs } from './session-fixtures.ts';

describe('a page the roles do not reach', () => {
  it('shows an administrator the 403 page for Pasarelas de Pago, inside the signed-in layout', async () => {
    signInAs({ roles: ['ADMINISTRATOR_SYSTEM'] });
    renderShellAt('/app/admin/pasarelas-pago');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No tienes permiso para ver esta página' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Página de mf_admin')).toBeNull();
    // An administrator is not told to ask an administrator: the page says whose it is.
    expect(
      screen.getByText('Esta sección es solo para el propietario de la plataforma; tu rol no la incluye.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/pide acceso a un administrador/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir al Resumen' })).toHaveAttribute('href', '/app/admin');
    expect(document.title).toBe('No tienes permiso para ver esta página · Facturador');
  });

  it('shows a customer the 403 page for the admin area and keeps their menu', async () => {
    signInAs({ roles: ['CUSTOMER_SYSTEM'] });
    renderShellAt('/app/admin/usuarios');
    expect(await screen.findByText('403')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('No tienes permiso');
    expect(main.getByText(/pide acceso a un administrador/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Ir al Dashboard' })).toHaveAttribute('href', '/app');
  });

  it('lets the owner through to the remote', async () => {
    signInAs({ roles: ['OWNER_SYSTEM'] });
    renderShellAt('/app/admin/pasarelas-pago');
    expect(await screen.findByText('Página de mf_admin')).toBeInTheDocument();
  });
});
