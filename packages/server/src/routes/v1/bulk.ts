import { z } from 'zod';
import {
  BULK_CSV_COLUMNS,
  BULK_MAX_BYTES,
  BULK_MAX_DOCUMENTS,
  bulkJobResponseSchema,
  bulkRequestSchema,
  errorResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkJobOf, bulkResultCsv } from '../../bulk/bulk-view.ts';
import { readCsvBatch } from '../../bulk/csv-batch.ts';
import { startBulk } from '../../bulk/start-bulk.ts';
import { sendCsv } from '../../csv/csv-document.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../documents/issue-answer.ts';
import { idempotencyHeaders, V1_TAG } from './documents.ts';

const jobParams = z.object({ jobId: z.string() });

/** Bulk issuing through /v1 (scope issue): a JSON batch or a CSV, issued one by one by a job. */
const v1BulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: BULK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/v1/documents/bulk',
    {
      bodyLimit: BULK_MAX_BYTES,
      config: { scope: 'issue' },
      schema: {
        operationId: 'v1StartBulkIssue',
        tags: [V1_TAG],
        summary: `Emisión masiva: hasta ${BULK_MAX_DOCUMENTS} comprobantes en un lote, emitidos uno a uno por un proceso`,
        description: `JSON { documents: [...] } (cada uno como en POST /v1/documents) o text/csv con las columnas ${BULK_CSV_COLUMNS.join(', ')} (una línea por ítem; las líneas con el mismo «documento» forman un comprobante; una boleta de hasta S/ 700 puede dejar vacío el documento del cliente, o poner «-» o «0», y se emite a «Clientes varios»; un RUC sin nombre toma la razón social del padrón de SUNAT). Cada comprobante se emite con la clave <Idempotency-Key>:<fila>. La misma Idempotency-Key con el mismo cuerpo responde exactamente lo que respondió la primera vez (estado y cuerpo), con la cabecera Idempotent-Replayed: true; el avance del lote se lee con GET. Con otro cuerpo, 409.`,
        headers: idempotencyHeaders,
        consumes: ['application/json', 'text/csv'],
        body: bulkRequestSchema,
        response: {
          202: bulkJobResponseSchema.describe(
            'Lote creado: su avance en GET /v1/bulk/{jobId} (también al repetir la misma Idempotency-Key, con Idempotent-Replayed: true)',
          ),
          409: errorResponseSchema.describe('Idempotency-Key usada con otro lote (CONFLICT)'),
        },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.apiKey;
      const body = request.body;
      const csv = typeof body === 'string';
      const answer = await startBulk(app, {
        companyId,
        userId,
        idempotencyKey: request.headers['idempotency-key'],
        source: csv ? 'csv' : 'json',
        raw: csv ? body : JSON.stringify(body.documents),
        items: csv
          ? (await readCsvBatch(app.db, body)).items
          : body.documents.map((input, index) => ({ reference: String(index + 1), input, error: null })),
      });
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/v1/bulk/:jobId',
    {
      config: { scope: 'issue' },
      schema: {
        operationId: 'v1GetBulkJob',
        tags: [V1_TAG],
        summary: 'Avance de un lote (total, done, issued, failed) y el resultado de cada fila',
        params: jobParams,
        response: { 200: bulkJobResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bulkJobOf(app.db, request.apiKey.companyId, request.params.jobId),
    }),
  );

  app.get(
    '/v1/bulk/:jobId/result.csv',
    {
      config: { scope: 'issue' },
      schema: {
        operationId: 'v1DownloadBulkResult',
        tags: [V1_TAG],
        summary:
          'El resultado del lote en CSV: fila, documento, resultado, comprobante, estado SUNAT, id y error',
        params: jobParams,
        response: { 200: z.any().describe('CSV UTF-8 con BOM'), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const job = await bulkJobOf(app.db, request.apiKey.companyId, request.params.jobId);
      return sendCsv(reply, `lote-${job.id}.csv`, bulkResultCsv(job));
    },
  );
};

export default v1BulkRoutes;
