import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { adminUserDetailSchema, type AdminUserDetail } from '@facturador/contracts';
import { notFound } from '@facturador/test-support/http-server';
import { serverProfile } from '@facturador/test-support/profile';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { UserDetailDialog } from '../src/features/users/components/user-detail-dialog.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  await api?.stop();
  api = null;
});

const detail: AdminUserDetail = adminUserDetailSchema.parse({
  ...serverProfile({ publicId: 'usr_rosa', fullName: 'Rosa Quispe', email: 'rosa@facturador.test' }),
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastAccessAt: '2026-11-26T10:00:00.000Z',
  companies: [],
  subscription: null,
  sessions: Array.from({ length: 7 }, (_, index) => ({
    id: `s${index + 1}`,
    name: `Sesión ${index + 1}`,
    device: 'Computadora',
    browser: 'Chrome',
    ipAddress: '190.12.1.1',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastSeenAt: '2026-11-26T10:00:00.000Z',
  })),
});

describe("Usuarios: a user's detail (issue 28, item 11)", () => {
  it('puts the actions first and pages the sessions five at a time', async () => {
    api = await startSignedInApi((request) =>
      request.path === '/users/usr_rosa' ? { body: { success: true, data: detail } } : notFound,
    );
    render(
      <QueryClientProvider client={api.queryClient}>
        <UserDetailDialog
          id="usr_rosa"
          actor={{ id: 'usr_owner', roles: ['OWNER_SYSTEM'] }}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rosa Quispe' });
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings[0]).toBe('Acciones');
    expect(headings.slice(1)).toEqual(expect.arrayContaining(['Perfil', 'Sesiones activas']));

    const sessions = within(dialog).getByRole('list', { name: 'Sesiones activas' });
    const names = () =>
      within(sessions)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(names()).toHaveLength(5);
    expect(within(dialog).getByText('1–5 de 7')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Página siguiente' }));
    expect(names()).toEqual([expect.stringContaining('Sesión 6'), expect.stringContaining('Sesión 7')]);
  });
});
