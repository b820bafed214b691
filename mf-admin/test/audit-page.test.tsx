import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import {
  adminPlanSchema,
  adminSubscriptionSchema,
  adminTokenPackSchema,
  adminUserSchema,
  orderSchema,
  providerSchema,
  systemSettingsSchema,
  type AuditEntry,
} from '@facturador/contracts';
import { clearToasts } from '@facturador/auth-api';
import { notFound, type Handler, type RecordedRequest } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import AuditPage from '../src/features/audit/audit-page.tsx';
import { toAuditListQuery } from '../src/features/audit/audit-query.ts';
import { diffSnapshots } from '../src/features/audit/components/snapshot-diff.ts';
import { AUDIT_FIELD_LABELS, readableValue } from '../src/features/audit/components/readable-snapshot.ts';
import { formatDateTime } from '../src/shared/format.ts';
import { readGridQuery } from '../src/shared/grid/use-grid-url-state.ts';

describe('diffSnapshots', () => {
  it('lists only what changed, by its Spanish name, as a person reads it', () => {
    expect(
      diffSnapshots(
        { fullName: 'Ana', isActive: true, roles: ['CUSTOMER_SYSTEM'], priceCents: 5_900, gone: 1 },
        {
          fullName: 'Ana Díaz',
          isActive: true,
          roles: ['CUSTOMER_SYSTEM', 'OWNER_SYSTEM'],
          priceCents: 9_900,
        },
      ),
    ).toEqual([
      { field: 'fullName', label: 'Nombre completo', before: 'Ana', after: 'Ana Díaz' },
      { field: 'roles', label: 'Roles', before: 'Cliente', after: 'Cliente, Dueño del Sistema' },
      { field: 'priceCents', label: 'Precio', before: 'S/ 59.00', after: 'S/ 99.00' },
      { field: 'gone', label: 'gone', before: '1', after: undefined },
    ]);
  });

  it('reads equal objects as equal whatever their key order, and a creation as all it set', () => {
    expect(diffSnapshots({ plan: { a: 1, b: 2 } }, { plan: { b: 2, a: 1 } })).toEqual([]);
    expect(diffSnapshots(null, { email: 'a@b.pe', isVerifiedEmail: false })).toEqual([
      { field: 'email', label: 'Email', before: undefined, after: 'a@b.pe' },
      { field: 'isVerifiedEmail', label: 'Email verificado', before: undefined, after: 'No' },
    ]);
    expect(diffSnapshots(null, null)).toEqual([]);
  });
});

describe('readableValue', () => {
  it('never shows JSON: instants in Lima time, catalogue entries by description, records as «Campo: valor»', () => {
    expect(readableValue('paidAt', '2026-11-23T15:04:05.000Z')).toBe(
      formatDateTime('2026-11-23T15:04:05.000Z'),
    );
    expect(readableValue('documentType', { id: 1, code: '1', description: 'DNI' })).toBe('DNI');
    expect(readableValue('UserSystemRoles', [{ role: { name: 'ADMINISTRATOR_SYSTEM' } }])).toBe(
      'Administrador del Sistema',
    );
    expect(readableValue('limits', { establishments: 2, usersPerCompany: null })).toBe(
      'Establecimientos: 2; Usuarios por empresa: —',
    );
  });

  it('names in Spanish every field of every record the server audits', () => {
    const shapes = [
      adminUserSchema,
      orderSchema,
      adminSubscriptionSchema,
      adminPlanSchema,
      adminTokenPackSchema,
      systemSettingsSchema,
      providerSchema,
    ];
    const unnamed = new Set<string>();
    const named = new Set<string>();
    const visit = (schema: unknown): void => {
      let inner = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown; element?: unknown };
      for (let depth = 0; depth < 4 && !inner.shape; depth += 1) {
        const next = inner.unwrap?.() ?? inner.element;
        if (!next) return;
        inner = next as typeof inner;
      }
      for (const [field, child] of Object.entries(inner.shape ?? {})) {
        (AUDIT_FIELD_LABELS[field] ? named : unnamed).add(field);
        visit(child);
      }
    };
    shapes.forEach(visit);
    expect([...unnamed]).toEqual([]);
    expect(named.size).toBeGreaterThan(60);
  });
});

describe('toAuditListQuery', () => {
  it('sends the known filters of the URL and leaves out unknown or malformed ones', () => {
    const read = (search: string) =>
      toAuditListQuery(readGridQuery(new URLSearchParams(search), ['accion', 'tipo', 'desde', 'hasta']));
    expect(
      read(
        'accion=user.update&tipo=user&desde=2026-11-01&hasta=2026-11-23&search=ana&sort=createdAt&order=asc',
      ),
    ).toEqual({
      page: 1,
      limit: 25,
      search: 'ana',
      sort: 'createdAt',
      order: 'asc',
      action: 'user.update',
      entityType: 'user',
      from: '2026-11-01',
      to: '2026-11-23',
    });
    expect(read('accion=user.explode&tipo=planet&desde=ayer&sort=email')).toEqual({ page: 1, limit: 25 });
  });
});

const entry: AuditEntry = {
  id: '41',
  createdAt: '2026-11-23T15:04:05.000Z',
  actor: { id: 'usr_owner', email: 'owner@facturador.pe' },
  action: 'user.update',
  entityType: 'user',
  entityId: 'usr_ana',
  before: { fullName: 'Ana Pérez', phone: '999111222' },
  after: { fullName: 'Ana Pérez Díaz', phone: '999111222' },
  ip: '203.0.113.9',
};

describe('Auditoría page', () => {
  let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
  const saved: { blob?: Blob; name?: string } = {};
  beforeEach(() => {
    // jsdom has no Blob URLs and cannot follow a download: both stand in for the browser's.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.blob = blob;
        return 'blob:audit';
      },
      revokeObjectURL: () => {},
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
  });
  afterEach(async () => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    clearToasts();
    await api?.stop();
    api = null;
  });

  const url = (request: RecordedRequest) => new URL(request.path, 'http://api.test');
  const auditApi: Handler = (request) => {
    const { pathname } = url(request);
    if (pathname === '/admin/audit/export')
      return {
        body: 'Fecha,Usuario\n2026-11-23,owner@facturador.pe\n',
        headers: { 'Content-Type': 'text/csv' },
      };
    if (pathname !== '/admin/audit') return notFound;
    return {
      body: { success: true, data: [entry], meta: { page: 1, limit: 25, total: 1, totalPages: 1 } },
    };
  };

  it('asks for the URL filters, shows the entry in Spanish, opens its before and after, and exports the same filters', async () => {
    api = await startSignedInApi(auditApi);
    render(
      <QueryClientProvider client={api.queryClient}>
        <MemoryRouter
          initialEntries={['/app/admin/auditoria?accion=user.update&desde=2026-11-01&search=ana']}
        >
          <AuditPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'Registro de auditoría' });
    const row = await within(grid).findByText('Usuario actualizado');
    expect(within(grid).getByText('owner@facturador.pe')).toBeVisible();
    // The record by its name, not its id.
    expect(within(grid).getByText('Usuario Ana Pérez Díaz')).toBeVisible();
    expect(within(grid).getByText('203.0.113.9')).toBeVisible();
    const listed = url(
      api.server.calls().find((call) => url(call).pathname === '/admin/audit')!,
    ).searchParams;
    expect(Object.fromEntries(listed)).toEqual({
      page: '1',
      limit: '25',
      search: 'ana',
      action: 'user.update',
      from: '2026-11-01',
    });

    fireEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del cambio' });
    expect(within(dialog).getByText('1 campo cambió.')).toBeVisible();
    const fullName = within(dialog).getByRole('rowheader', { name: 'Nombre completo' }).closest('tr')!;
    expect(fullName).toHaveTextContent('Nombre completoAna PérezAna Pérez Díaz');
    // What did not change is not listed.
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The keyboard opens it too: Enter on a focused cell.
    fireEvent.keyDown(row.closest('[role="gridcell"]')!, { key: 'Enter' });
    const again = await screen.findByRole('dialog', { name: 'Detalle del cambio' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => {
      expect(saved.name).toBe('auditoria.csv');
      expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    });
    const exported = url(api.server.calls().find((call) => url(call).pathname === '/admin/audit/export')!);
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      search: 'ana',
      action: 'user.update',
      from: '2026-11-01',
    });
    expect(saved.blob?.type).toBe('text/csv;charset=utf-8');
    // The Data Grid's first render under jsdom is slow on a busy machine.
  }, 30_000);

  it('says when the start of the range is after its end', async () => {
    api = await startSignedInApi(auditApi);
    render(
      <QueryClientProvider client={api.queryClient}>
        <MemoryRouter initialEntries={['/app/admin/auditoria?desde=2026-11-20&hasta=2026-11-01']}>
          <AuditPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('La fecha inicial no puede ser posterior a la final')).toBeVisible();
  });
});
