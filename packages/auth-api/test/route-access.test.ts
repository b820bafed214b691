import { describe, expect, it } from '@jest/globals';
import { decideRouteAccess, matchProtectedRoute } from '../src/session/route-access.ts';
import { clientUser } from './fixtures.ts';

const owner = clientUser({ roles: ['OWNER_SYSTEM'] });
const admin = clientUser({ roles: ['ADMINISTRATOR_SYSTEM'] });
const customer = clientUser({ roles: ['CUSTOMER_SYSTEM'] });
const go = (redirectTo: string) => ({ allow: false, redirectTo });
const ok = { allow: true };
const forbidden = { allow: false, forbidden: true };

describe('route access decisions (SPEC.md §2, §4, §6)', () => {
  it('matches the longest protected prefix, segment by segment', () => {
    expect(matchProtectedRoute('/app/admin/pasarelas-pago/x')?.prefix).toBe('/app/admin/pasarelas-pago');
    expect(matchProtectedRoute('/app/admin/usuarios?page=2')?.prefix).toBe('/app/admin');
    expect(matchProtectedRoute('/app/mi-perfil')?.prefix).toBe('/app');
    expect(matchProtectedRoute('/apple')).toBeNull();
    expect(matchProtectedRoute('/planes')).toBeNull();
  });

  it('leaves unmatched paths open to everyone', () => {
    expect(decideRouteAccess('/precios', null)).toEqual(ok);
    expect(decideRouteAccess('/account-disabled?reason=account_inactive', null)).toEqual(ok);
    expect(decideRouteAccess('/faq', owner)).toEqual(ok);
  });

  it('keeps /login, /register, /forgot-password, /reset-password for guests', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password']) {
      expect(decideRouteAccess(path, null)).toEqual(ok);
      expect(decideRouteAccess(path, customer)).toEqual(go('/app'));
    }
    expect(decideRouteAccess('/login?reason=user_not_found', null)).toEqual(ok);
  });

  it('requires login for /app/*', () => {
    expect(decideRouteAccess('/app', null)).toEqual(go('/login'));
    expect(decideRouteAccess('/app/mis-empresas', null)).toEqual(go('/login'));
    expect(decideRouteAccess('/app/mis-empresas', customer)).toEqual(ok);
  });

  it('requires owner or administrator for /app/admin/*', () => {
    expect(decideRouteAccess('/app/admin/usuarios', customer)).toEqual(forbidden);
    expect(decideRouteAccess('/app/admin/usuarios', admin)).toEqual(ok);
    expect(decideRouteAccess('/app/admin', owner)).toEqual(ok);
  });

  it('keeps payment gateways for the owner only', () => {
    expect(decideRouteAccess('/app/admin/pasarelas-pago', admin)).toEqual(forbidden);
    expect(decideRouteAccess('/app/admin/pasarelas-pago', owner)).toEqual(ok);
  });

  it('reads the second spelling of role names', () => {
    expect(decideRouteAccess('/app/admin/pasarelas-pago', clientUser({ roles: ['system_owner'] }))).toEqual(
      ok,
    );
    expect(decideRouteAccess('/app/admin/planes', clientUser({ roles: ['system_admin'] }))).toEqual(ok);
  });

  it('lets verify, validate and onboarding states use /app paths', () => {
    for (const overrides of [
      { isVerifiedEmail: false },
      { isValidAccount: false },
      { hasOnboarding: false },
    ]) {
      expect(decideRouteAccess('/app/mi-perfil', clientUser(overrides))).toEqual(ok);
    }
  });

  it('sends deleted and disabled accounts to their page, and only them', () => {
    const deleted = clientUser({ isDeleted: true });
    const inactive = clientUser({ isActive: false });
    expect(decideRouteAccess('/app', deleted)).toEqual(go('/auth/account-deleted'));
    expect(decideRouteAccess('/app', inactive)).toEqual(go('/auth/account-disabled'));
    expect(decideRouteAccess('/auth/account-deleted', deleted)).toEqual(ok);
    expect(decideRouteAccess('/auth/account-disabled', inactive)).toEqual(ok);
    expect(decideRouteAccess('/auth/account-deleted', inactive)).toEqual(go('/auth/account-disabled'));
    expect(decideRouteAccess('/auth/account-disabled', customer)).toEqual(go('/app'));
    expect(decideRouteAccess('/auth/account-deleted', null)).toEqual(go('/login'));
    expect(decideRouteAccess('/login', deleted)).toEqual(go('/auth/account-deleted'));
  });

  it('reads a path with trailing slashes as the path without them', () => {
    expect(matchProtectedRoute('/app/admin/')?.prefix).toBe('/app/admin');
    expect(matchProtectedRoute('/app/admin/pasarelas-pago//?tab=1')?.prefix).toBe(
      '/app/admin/pasarelas-pago',
    );
    expect(decideRouteAccess('/app/', null)).toEqual(go('/login'));
    expect(decideRouteAccess('/app/admin/', customer)).toEqual(forbidden);
    expect(decideRouteAccess('/app/admin/pasarelas-pago/', admin)).toEqual(forbidden);
    expect(decideRouteAccess('/login/', customer)).toEqual(go('/app'));
    expect(decideRouteAccess('/register//', customer)).toEqual(go('/app'));
    expect(decideRouteAccess('/login/', null)).toEqual(ok);
    expect(decideRouteAccess('/auth/account-deleted/', clientUser({ isDeleted: true }))).toEqual(ok);
    expect(decideRouteAccess('/auth/account-disabled/', customer)).toEqual(go('/app'));
  });

  it('leaves the root path open, with or without a query', () => {
    expect(matchProtectedRoute('/')).toBeNull();
    expect(decideRouteAccess('/', null)).toEqual(ok);
    expect(decideRouteAccess('/?ref=mail', customer)).toEqual(ok);
    expect(decideRouteAccess('/#planes', clientUser({ isDeleted: true }))).toEqual(ok);
  });
});
