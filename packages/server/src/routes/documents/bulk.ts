import { randomUUID } from 'node:crypto';
import {
  BULK_MAX_BYTES,
  bulkMessages,
  documentApiMessages,
  endpoints,
  IDEMPOTENCY_KEY_PATTERN,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { bulkJobOf, bulkResultCsv } from '../../bulk/bulk-view.ts';
import { readCsvBatch } from '../../bulk/csv-batch.ts';
import { previewBulk } from '../../bulk/preview-bulk.ts';
import { startBulk } from '../../bulk/start-bulk.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { sendCsv } from '../../csv/csv-document.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../documents/issue-answer.ts';
import { validationError } from '../../http/error-answer.ts';

/**
 * Emisión masiva on the screens: any member who may issue sees a CSV's documents judged, then
 * uploads it; the job is the same as /v1's.
 */
const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(
    app,
    endpoints.previewBulkIssue,
    { bodyLimit: BULK_MAX_BYTES + 64 * 1024 },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const batch = await readCsvBatch(app.db, request.body.csv);
      const preview = await previewBulk(app.db, companyId, app.clock.now(), batch);
      return {
        success: true as const,
        message: bulkMessages.previewed(preview.valid, preview.invalid),
        data: preview,
      };
    },
  );

  contractRoute(
    app,
    endpoints.startBulkIssue,
    { bodyLimit: BULK_MAX_BYTES + 64 * 1024 },
    async (request, reply) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const key = request.headers['idempotency-key'] ?? randomUUID();
      if (!IDEMPOTENCY_KEY_PATTERN.test(key))
        throw validationError([{ field: 'Idempotency-Key', message: documentApiMessages.idempotencyKey }]);
      const answer = await startBulk(app, {
        companyId,
        userId: request.auth.user.id,
        idempotencyKey: key,
        source: 'csv',
        raw: request.body.csv,
        items: (await readCsvBatch(app.db, request.body.csv)).items,
      });
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  contractRoute(app, endpoints.getBulkJob, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    return { success: true as const, data: await bulkJobOf(app.db, companyId, request.params.jobId) };
  });

  contractRoute(app, endpoints.downloadBulkResult, async (request, reply) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const job = await bulkJobOf(app.db, companyId, request.params.jobId);
    return sendCsv(reply, `lote-${job.id}.csv`, bulkResultCsv(job));
  });
};

export default bulkRoutes;
