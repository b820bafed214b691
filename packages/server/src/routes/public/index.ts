import type { FastifyPluginAsync } from 'fastify';
import contactRoutes from './contact.ts';
import documentLookupRoutes from './document-lookup.ts';
import plansRoutes from './plans.ts';
import publicSettingsRoutes from './settings.ts';
import { registerRoutes } from '../register-routes.ts';

/** What the public pages call without a session: the plans on sale, the contact form and the consulta. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  await registerRoutes(app, { plansRoutes, contactRoutes, publicSettingsRoutes, documentLookupRoutes });
};

export default publicRoutes;
