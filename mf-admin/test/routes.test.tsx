import { describe, expect, it, jest } from '@jest/globals';
import { ROUTE_PATHS } from '@facturador/contracts';
import { describeRemoteRoutes } from '@facturador/test-support';
import { routes } from '../src/app/routes.ts';

// The first transform of MUI X (the charts) takes longer than jest's default 5 s.
jest.setTimeout(60_000);

describeRemoteRoutes('mf_admin', routes, '/app/admin', 'Resumen');
describeRemoteRoutes('mf_admin', routes, '/app/admin/reportes', 'Reportes');

describe('issue 16 system pages', () => {
  it('routes Proveedores, Configuración Sistema and Pasarelas de Pago', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        ROUTE_PATHS.adminProviders,
        ROUTE_PATHS.adminSettings,
        ROUTE_PATHS.adminPaymentGateways,
      ]),
    );
  });
});
