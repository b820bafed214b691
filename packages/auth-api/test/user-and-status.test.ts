import { describe, expect, it } from '@jest/globals';
import { accountStatus } from '../src/session/account-status.ts';
import { toClientUser, userInitials } from '../src/session/user.ts';
import { clientUser, serverProfile } from './fixtures.ts';

describe('profile → client user (SPEC.md §3)', () => {
  it('renames the server fields to the client shape', () => {
    const user = toClientUser(
      serverProfile({
        UserSystemRoles: [
          { role: { name: 'OWNER_SYSTEM', description: 'Dueño del Sistema' } },
          { role: { name: 'RESELLER', description: 'Revendedor' } },
        ],
        documentType: { id: 2, code: '4', description: 'CE' },
        number: 'X12345678',
      }),
    );
    expect(user).toEqual({
      id: 'usr_123',
      email: 'ana@facturador.test',
      fullName: 'Ana María Quispe',
      firstName: 'Ana María',
      lastName: 'Quispe',
      avatar: 'https://cdn.test/ana.png',
      phone: '987654321',
      phoneCountryCode: '+51',
      documentNumber: 'X12345678',
      documentType: 'CE',
      catIdentityDocumentTypesId: 1,
      roles: ['OWNER_SYSTEM', 'RESELLER'],
      isActive: true,
      isVerifiedEmail: true,
      isValidAccount: true,
      hasOnboarding: true,
      isOAuth: false,
      hasPassword: true,
      isDeleted: false,
    });
  });

  it('marks the user deleted when the server says so', () => {
    expect(toClientUser(serverProfile({ isDeleted: true })).isDeleted).toBe(true);
  });

  it('takes the initials of at most two words, uppercased, defaulting to U', () => {
    expect(userInitials('ana maría quispe')).toBe('AM');
    expect(userInitials('  lucía  ')).toBe('L');
    expect(userInitials('')).toBe('U');
    expect(userInitials(null)).toBe('U');
  });
});

describe('account status machine (SPEC.md §4), first match wins', () => {
  const cases: [string, Parameters<typeof clientUser>[0], string, string, string, string | null][] = [
    [
      'deleted beats inactive',
      { isDeleted: true, isActive: false },
      'account_deleted',
      '/auth/account-deleted',
      'Cuenta eliminada',
      'Tu cuenta ha sido eliminada. Contacta al soporte para recuperarla.',
    ],
    [
      'inactive beats unverified',
      { isActive: false, isVerifiedEmail: false },
      'inactive',
      '/auth/account-disabled',
      'Cuenta desactivada',
      'Tu cuenta está desactivada. Contacta al soporte.',
    ],
    [
      'unverified beats invalid',
      { isVerifiedEmail: false, isValidAccount: false },
      'verify_email',
      '/app',
      'Email pendiente',
      'Verifica tu email para continuar',
    ],
    [
      'invalid beats no onboarding',
      { isValidAccount: false, hasOnboarding: false },
      'validate_account',
      '/app',
      'Validación pendiente',
      'Completa la validación de tu cuenta',
    ],
    [
      'no onboarding',
      { hasOnboarding: false },
      'onboarding',
      '/app',
      'Configuración pendiente',
      'Completa la configuración inicial de tu cuenta',
    ],
    ['complete', {}, 'complete', '/app', 'Cuenta completa', null],
  ];

  it('has no user: not logged in, to /login', () => {
    expect(accountStatus(null)).toMatchObject({
      id: 'not_logged_in',
      route: '/login',
      badge: 'No autenticado',
      message: 'Necesitas iniciar sesión',
    });
  });

  it.each(cases)('%s', (_name, overrides, id, route, badge, message) => {
    expect(accountStatus(clientUser(overrides))).toMatchObject({ id, route, badge, message });
  });

  it('opens the modal of the verify, validate and onboarding states', () => {
    expect(accountStatus(clientUser({ isVerifiedEmail: false })).modal).toBe('verify-email');
    expect(accountStatus(clientUser({ isValidAccount: false })).modal).toBe('validate-account');
    expect(accountStatus(clientUser({ hasOnboarding: false })).modal).toBe('onboarding');
    expect(accountStatus(clientUser()).modal).toBeNull();
  });

  it('opens the account-unavailable modal for deleted and inactive accounts, which may not use /app', () => {
    for (const overrides of [{ isDeleted: true }, { isActive: false }]) {
      expect(accountStatus(clientUser(overrides))).toMatchObject({
        modal: 'account-unavailable',
        mayUseApp: false,
      });
    }
    expect(accountStatus(null)).toMatchObject({ modal: null, mayUseApp: false });
  });
});
