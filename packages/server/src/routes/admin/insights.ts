import { endpoints, reportCsvFileName } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { sendCsv } from '../../csv/csv-document.ts';
import { adminOverview } from '../../insights/admin-overview.ts';
import { adminReports } from '../../insights/admin-reports.ts';
import { reportCsv } from '../../insights/report-csv.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

/** Resumen and Reportes of the admin area (issue 16): read-only figures, admins only. */
const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  contractRoute(app, endpoints.adminOverview, async () => ({
    success: true as const,
    data: await adminOverview(app.db, app.clock.now()),
  }));

  contractRoute(app, endpoints.adminReports, async (request) => ({
    success: true as const,
    data: await adminReports(app.db, request.query),
  }));

  contractRoute(app, endpoints.exportAdminReport, async (request, reply) => {
    const { report, ...range } = request.query;
    const csv = await reportCsv(app.db, report, range);
    return sendCsv(reply, reportCsvFileName(report, range.from, range.to), csv);
  });
};

export default insightsRoutes;
