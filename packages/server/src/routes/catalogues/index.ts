import type { FastifyPluginAsync } from 'fastify';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import customerRoutes from './customers.ts';
import driverRoutes from './drivers.ts';
import productRoutes from './products.ts';
import vehicleRoutes from './vehicles.ts';
import { registerRoutes } from '../register-routes.ts';

/**
 * A company's Clientes and Productos y servicios (issue 29), and the Vehículos and Conductores of
 * its guías (issue 42). Like Comprobantes, any member (owner, administrator or employee) reads and
 * writes them: the people who issue keep them.
 */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  guardRoutes(app, 'signedIn');
  await registerRoutes(app, { customerRoutes, productRoutes, vehicleRoutes, driverRoutes });
};

export default catalogueRoutes;
