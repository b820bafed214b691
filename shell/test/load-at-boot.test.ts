import { describe, expect, it, jest } from '@jest/globals';
import { preloadPage, remoteToLoadAtBoot } from '../src/federation/load-remote-routes.ts';

describe('the remote the shell starts loading at boot', () => {
  it("is the one showing the path, the admin area's over the customer's", () => {
    expect(remoteToLoadAtBoot('/app', true)).toBe('mf_customer');
    expect(remoteToLoadAtBoot('/app/admin/usuarios', true)).toBe('mf_admin');
    expect(remoteToLoadAtBoot('/login', false)).toBe('mf_auth');
    expect(remoteToLoadAtBoot('/precios', false)).toBe('mf_public');
  });

  it('is none for a signed-in page without a session: the guard sends the visitor to /login', () => {
    expect(remoteToLoadAtBoot('/app', false)).toBeUndefined();
    expect(remoteToLoadAtBoot('/app/admin', false)).toBeUndefined();
  });

  it('is none for a path no remote shows', () => {
    expect(remoteToLoadAtBoot('/no-existe', true)).toBeUndefined();
  });
});

describe("the page whose code the shell starts loading with its remote's routes", () => {
  const Page = () => null;
  const companiesRoutes = () => {
    const list = { path: '/app/mis-empresas', Component: Page, preload: jest.fn(() => Promise.resolve()) };
    const company = {
      path: '/app/mis-empresas/:companyId',
      Component: Page,
      preload: jest.fn(() => Promise.resolve()),
    };
    return { list, company, routes: [list, company] };
  };

  it('is the route the path renders, the most specific one', () => {
    const { list, company, routes } = companiesRoutes();
    preloadPage(routes, '/app/mis-empresas/42');
    expect(company.preload).toHaveBeenCalledTimes(1);
    expect(list.preload).not.toHaveBeenCalled();
  });

  it('is none when no route matches or the route cannot preload', () => {
    const { list, routes } = companiesRoutes();
    expect(preloadPage(routes, '/app/mis-planes')).toBeUndefined();
    expect(preloadPage([{ path: '/app', Component: Page }], '/app')).toBeUndefined();
    expect(list.preload).not.toHaveBeenCalled();
  });
});
