import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { expiringCertificates } from '../../insights/expiring-certificates.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

/** Reportes → Certificados por vencer (issue 40): staff only. */
const certificateReportRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  contractRoute(app, endpoints.adminExpiringCertificates, async () => ({
    success: true as const,
    data: await expiringCertificates(app.db, app.clock.now()),
  }));
};

export default certificateReportRoutes;
