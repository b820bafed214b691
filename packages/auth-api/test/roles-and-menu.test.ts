import { describe, expect, it } from '@jest/globals';
import { menuForRoles, NAVIGATION_MENU } from '../src/roles/menu.ts';
import {
  hasAnyRole,
  normalizeRoleName,
  normalizeRoles,
  roleLabel,
  roleShortLabel,
} from '../src/roles/roles.ts';

describe('roles (SPEC.md §6)', () => {
  it('labels every role and gives the short labels the spec shows', () => {
    expect(
      [
        'OWNER_SYSTEM',
        'ADMINISTRATOR_SYSTEM',
        'CUSTOMER_SYSTEM',
        'RESELLER',
        'OWNER_BUSINESS',
        'ADMINISTRATOR_BUSINESS',
        'EMPLOYEE_BUSINESS',
      ].map((role) => [roleLabel(role), roleShortLabel(role)]),
    ).toEqual([
      ['Dueño del Sistema', 'Owner'],
      ['Administrador del Sistema', null],
      ['Cliente', null],
      ['Revendedor', null],
      ['Dueño de Negocio', 'Dueño'],
      ['Administrador de Negocio', 'Admin'],
      ['Empleado de Negocio', 'Empleado'],
    ]);
  });

  it('maps the second reading and the menu spelling onto the first', () => {
    expect(
      ['system_owner', 'system_admin', 'client', 'referrer', 'RESELLER_SYSTEM', 'nobody'].map(
        normalizeRoleName,
      ),
    ).toEqual(['OWNER_SYSTEM', 'ADMINISTRATOR_SYSTEM', 'CUSTOMER_SYSTEM', 'RESELLER', 'RESELLER', null]);
    expect(roleLabel('referrer')).toBe('Revendedor');
  });

  it('normalizes a role list: unknown names left out, each role once', () => {
    expect(normalizeRoles(['nobody', 'client', 'CUSTOMER_SYSTEM', 'referrer', 'RESELLER_SYSTEM'])).toEqual([
      'CUSTOMER_SYSTEM',
      'RESELLER',
    ]);
    expect(normalizeRoles(['nobody'])).toEqual([]);
  });

  it('requires one of the roles, or none when the list is empty', () => {
    expect(hasAnyRole(['client'], ['OWNER_SYSTEM', 'CUSTOMER_SYSTEM'])).toBe(true);
    expect(hasAnyRole(['client'], ['OWNER_SYSTEM'])).toBe(false);
    expect(hasAnyRole([], [])).toBe(true);
  });

  it('labels an unknown role with its own name and no short label', () => {
    expect(roleLabel('SUPERVISOR')).toBe('SUPERVISOR');
    expect(roleShortLabel('SUPERVISOR')).toBeNull();
  });
});

describe('navigation menu (SPEC.md §2)', () => {
  const flat = (roles: string[]) =>
    menuForRoles(roles).flatMap((entry) =>
      entry.kind === 'link'
        ? [`${entry.label} ${entry.path}`]
        : [entry.label, ...entry.items.map((item) => `  ${item.label} ${item.path}`)],
    );
  const personal = [
    'Dashboard /app',
    'Comprobantes /app/comprobantes',
    'Mis Empresas /app/mis-empresas',
    'Mi Perfil /app/mi-perfil',
    'Mis Planes y Tokens /app/mis-planes',
  ];
  const admin = [
    'Administración',
    '  Resumen /app/admin',
    '  Usuarios /app/admin/usuarios',
    '  Planes /app/admin/planes',
    '  Suscripciones /app/admin/suscripciones',
    '  Reportes /app/admin/reportes',
    '  Proveedores /app/admin/proveedores',
    '  Configuración Sistema /app/admin/configuracion',
    '  Auditoría /app/admin/auditoria',
    '  Sistema /app/admin/sistema',
  ];

  it('gives the owner everything, payment gateways included', () => {
    expect(menuForRoles(['OWNER_SYSTEM']).map((entry) => entry.kind)).toEqual([
      'link',
      'link',
      'link',
      'link',
      'link',
      'group',
    ]);
    expect(flat(['OWNER_SYSTEM'])).toEqual([
      ...personal,
      ...admin,
      '  Pasarelas de Pago /app/admin/pasarelas-pago',
    ]);
  });
  it('gives the administrator the admin group without payment gateways', () => {
    expect(flat(['ADMINISTRATOR_SYSTEM'])).toEqual([...personal, ...admin]);
  });
  it('gives customers and resellers (any spelling) the personal pages only', () => {
    expect(flat(['CUSTOMER_SYSTEM'])).toEqual(personal);
    expect(flat(['RESELLER_SYSTEM'])).toEqual(personal);
    expect(flat(['referrer'])).toEqual(personal);
  });
  it('gives a user without a system role nothing', () => {
    expect(flat(['EMPLOYEE_BUSINESS'])).toEqual([]);
    expect(NAVIGATION_MENU).toHaveLength(6);
  });
});
