import {
  adminOverviewResponseSchema,
  adminReportsResponseSchema,
  errorResponseSchema,
  reportCsvFileName,
  reportExportQuerySchema,
  reportQuerySchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../csv/csv-document.ts';
import { adminOverview } from '../../insights/admin-overview.ts';
import { adminReports } from '../../insights/admin-reports.ts';
import { reportCsv } from '../../insights/report-csv.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Resumen and Reportes of the admin area (issue 16): read-only figures, admins only. */
const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  app.get(
    '/admin/overview',
    {
      schema: {
        tags: ['administración'],
        summary:
          'Resumen: usuarios, suscripciones activas, ingreso mensual recurrente, órdenes y tokens del mes',
        response: { 200: adminOverviewResponseSchema, ...failures },
      },
    },
    async () => ({ success: true as const, data: await adminOverview(app.db, app.clock.now()) }),
  );

  app.get(
    '/admin/reports',
    {
      schema: {
        tags: ['administración'],
        summary:
          'Reportes de un rango de fechas (hora de Lima): usuarios nuevos, suscripciones, ingresos y tokens',
        querystring: reportQuerySchema,
        response: { 200: adminReportsResponseSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await adminReports(app.db, request.query) }),
  );

  app.get(
    '/admin/reports/export',
    {
      schema: {
        tags: ['administración'],
        summary: 'Un reporte en CSV (UTF-8 con BOM), con las filas que muestra su gráfico',
        querystring: reportExportQuerySchema,
        response: { 200: z.string().describe('CSV con encabezados en español'), ...failures },
      },
    },
    async (request, reply) => {
      const { report, ...range } = request.query;
      const csv = await reportCsv(app.db, report, range);
      return sendCsv(reply, reportCsvFileName(report, range.from, range.to), csv);
    },
  );
};

export default insightsRoutes;
