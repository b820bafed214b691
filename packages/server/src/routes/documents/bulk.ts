import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  BULK_MAX_BYTES,
  bulkCsvUploadSchema,
  bulkJobResponseSchema,
  bulkMessages,
  bulkPreviewResponseSchema,
  documentFileAnswerSchema,
  errorResponseSchema,
  IDEMPOTENCY_KEY_PATTERN,
  documentApiMessages,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkJobOf, bulkResultCsv } from '../../bulk/bulk-view.ts';
import { readCsvBatch } from '../../bulk/csv-batch.ts';
import { previewBulk } from '../../bulk/preview-bulk.ts';
import { startBulk } from '../../bulk/start-bulk.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { sendCsv } from '../../csv/csv-document.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../documents/issue-answer.ts';
import { validationError } from '../../http/error-answer.ts';

const companyParams = z.object({ id: z.string() });
const jobParams = z.object({ id: z.string(), jobId: z.string() });
const TAG = 'comprobantes';

/**
 * Emisión masiva on the screens: any member who may issue sees a CSV's documents judged, then
 * uploads it; the job is the same as /v1's.
 */
const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/companies/:id/documents/bulk/preview',
    {
      bodyLimit: BULK_MAX_BYTES + 64 * 1024,
      schema: {
        tags: [TAG],
        summary:
          'Vista previa de una emisión masiva: los comprobantes del CSV con su total y sus errores, sin emitir nada',
        params: companyParams,
        body: bulkCsvUploadSchema,
        response: {
          200: bulkPreviewResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
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

  app.post(
    '/companies/:id/documents/bulk',
    {
      bodyLimit: BULK_MAX_BYTES + 64 * 1024,
      schema: {
        tags: [TAG],
        summary: 'Emisión masiva desde un CSV: crea un lote que emite los comprobantes uno a uno',
        params: companyParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: bulkCsvUploadSchema,
        response: {
          202: bulkJobResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
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

  app.get(
    '/companies/:id/bulk/:jobId',
    {
      schema: {
        tags: [TAG],
        summary: 'Avance de un lote de emisión masiva y el resultado de cada fila',
        params: jobParams,
        response: { 200: bulkJobResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      return { success: true as const, data: await bulkJobOf(app.db, companyId, request.params.jobId) };
    },
  );

  app.get(
    '/companies/:id/bulk/:jobId/result.csv',
    {
      schema: {
        tags: [TAG],
        summary: 'Descargar el resultado de un lote en CSV',
        params: jobParams,
        response: { 200: documentFileAnswerSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const job = await bulkJobOf(app.db, companyId, request.params.jobId);
      return sendCsv(reply, `lote-${job.id}.csv`, bulkResultCsv(job));
    },
  );
};

export default bulkRoutes;
