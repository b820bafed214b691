import type { FastifyPluginAsync } from 'fastify';
import paymentGatewayRoutes from './payment-gateways.ts';
import providerAdminRoutes from './providers.ts';
import settingsRoutes from './settings.ts';
import { registerRoutes } from '../register-routes.ts';

/** Issue 16's system pages: Proveedores and Configuración (admin), Pasarelas de Pago (owner). Each guards itself. */
const systemRoutes: FastifyPluginAsync = async (app) => {
  await registerRoutes(app, { providerAdminRoutes, settingsRoutes, paymentGatewayRoutes });
};

export default systemRoutes;
