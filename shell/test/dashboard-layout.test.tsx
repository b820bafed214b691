import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { STATUS_BADGE_COLORS } from '@facturador/auth-api';
import { renderShellAt } from './render-shell.tsx';
import { signInAs } from './session-fixtures.ts';

const navigation = () => screen.getByRole('navigation', { name: 'Navegación de la cuenta' });

/** jsdom has no media queries, so the layout is the phone one: the menu is a drawer. */
async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Abrir menú' }));
}

describe('dashboard layout', () => {
  it('shows a customer the personal menu only, with the current page marked', async () => {
    signInAs({ roles: ['CUSTOMER_SYSTEM'] });
    renderShellAt('/app');
    // The remote's page renders inside the layout (here a stand-in naming the remote).
    expect(await screen.findByText('Página de mf_customer')).toBeInTheDocument();
    await openDrawer();
    const menu = within(await screen.findByRole('navigation', { name: 'Navegación de la cuenta' }));
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Mi Perfil' })).not.toHaveAttribute('aria-current');
    expect(menu.queryByText('Administración')).toBeNull();
  });

  it('adds Administración for an administrator, without Pasarelas de Pago', async () => {
    signInAs({ roles: ['ADMINISTRATOR_SYSTEM'] });
    renderShellAt('/app');
    await openDrawer();
    const admin = within(await screen.findByRole('list', { name: 'Administración' }));
    expect(admin.getByRole('link', { name: 'Usuarios' })).toHaveAttribute('href', '/app/admin/usuarios');
    expect(admin.getByRole('link', { name: 'Configuración Sistema' })).toBeInTheDocument();
    expect(admin.queryByRole('link', { name: 'Pasarelas de Pago' })).toBeNull();
  });

  it('gives the owner Pasarelas de Pago', async () => {
    signInAs({ roles: ['OWNER_SYSTEM'] });
    renderShellAt('/app');
    await openDrawer();
    await screen.findByRole('list', { name: 'Administración' });
    expect(within(navigation()).getByRole('link', { name: 'Pasarelas de Pago' })).toBeInTheDocument();
  });

  it('shows the initials and the status badge in the app bar', async () => {
    signInAs({ fullName: 'rosa mamani quispe' });
    renderShellAt('/app');
    expect(await screen.findByText('RM')).toBeInTheDocument();
    expect(screen.getByTestId('account-status')).toHaveTextContent('Cuenta completa');
  });

  it('paints a pending badge in its AA colours, not white on orange', async () => {
    signInAs({ hasOnboarding: false });
    renderShellAt('/app');
    const badge = await screen.findByTestId('account-status');
    expect(badge).toHaveTextContent('Configuración pendiente');
    const { background, text } = STATUS_BADGE_COLORS.onboarding.light;
    expect(badge).toHaveStyle({ backgroundColor: background, color: text });
  });
});
