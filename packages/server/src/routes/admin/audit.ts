import {
  AUDIT_CSV_FILE_NAME,
  AUDIT_EXPORT_MAX_ROWS,
  auditMessages,
  endpoints,
  listMeta,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { auditCsv } from '../../audit/audit-csv.ts';
import { countAudit, findAudit } from '../../audit/audit-query.ts';
import { sendCsv } from '../../csv/csv-document.ts';
import { AppError } from '../../http/app-error.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

/** Auditoría (issue 16): the administrators read and export the log; nobody changes it. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  contractRoute(app, endpoints.listAuditLog, async (request) => {
    const { page, limit, sort: _byTime, ...filters } = request.query;
    const [total, entries] = await Promise.all([
      countAudit(app.db, filters),
      findAudit(app.db, filters, { limit, offset: (page - 1) * limit }),
    ]);
    return { success: true as const, data: entries, meta: listMeta(page, limit, total) };
  });

  contractRoute(app, endpoints.exportAuditLogCsv, async (request, reply) => {
    const { sort: _byTime, ...filters } = request.query;
    const total = await countAudit(app.db, filters);
    if (total > AUDIT_EXPORT_MAX_ROWS) {
      throw new AppError(400, 'BAD_REQUEST', auditMessages.exportTooLarge);
    }
    const entries = await findAudit(app.db, filters, { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 });
    return sendCsv(reply, AUDIT_CSV_FILE_NAME, auditCsv(entries));
  });
};

export default auditRoutes;
