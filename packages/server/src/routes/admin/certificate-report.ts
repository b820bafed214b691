import { errorResponseSchema, expiringCertificatesResponseSchema } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expiringCertificates } from '../../insights/expiring-certificates.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

/** Reportes → Certificados por vencer (issue 40): staff only. */
const certificateReportRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  app.get(
    '/admin/reports/certificates',
    {
      schema: {
        tags: ['administración'],
        summary:
          'Empresas activas cuyo certificado digital venció o vence en los próximos 30 días, del más próximo al más lejano',
        response: {
          200: expiringCertificatesResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ success: true as const, data: await expiringCertificates(app.db, app.clock.now()) }),
  );
};

export default certificateReportRoutes;
