import type { FastifyPluginAsync } from 'fastify';
import paymentGatewayRoutes from './payment-gateways.ts';
import providerAdminRoutes from './providers.ts';
import settingsRoutes from './settings.ts';
import signingIdentityRoutes from './signing-identity.ts';
import { registerRoutes } from '../register-routes.ts';

/**
 * Issue 16's system pages: Proveedores and Configuración (admin), Pasarelas de Pago and the
 * platform's signing identity (owner, issue 40). Each guards itself.
 */
const systemRoutes: FastifyPluginAsync = async (app) => {
  await registerRoutes(app, {
    providerAdminRoutes,
    settingsRoutes,
    paymentGatewayRoutes,
    signingIdentityRoutes,
  });
};

export default systemRoutes;
