import type { FastifyPluginAsync } from 'fastify';
import contactRoutes from './contact.ts';
import documentLookupRoutes from './document-lookup.ts';
import plansRoutes from './plans.ts';
import publicSettingsRoutes from './settings.ts';

/** What the public pages call without a session: the plans on sale, the contact form and the consulta. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(plansRoutes);
  await app.register(contactRoutes);
  await app.register(publicSettingsRoutes);
  await app.register(documentLookupRoutes);
};

export default publicRoutes;
