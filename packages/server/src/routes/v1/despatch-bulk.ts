import { z } from 'zod';
import {
  BULK_MAX_BYTES,
  BULK_MAX_DOCUMENTS,
  despatchBulkJobResponseSchema,
  despatchBulkRequestSchema,
  errorResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  despatchBulkJobOf,
  despatchBulkResultCsv,
  startDespatchBulk,
} from '../../despatches/despatch-bulk.ts';
import { sendCsv } from '../../csv/csv-document.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../documents/issue-answer.ts';
import { DESPATCH_TAG } from '../despatches/index.ts';
import { idempotencyHeaders } from './documents.ts';

const jobParams = z.object({ jobId: z.string() });

/** Batches of guías through /v1 (scope issue), as documents' batches: a job issues them one by one. */
const v1DespatchBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/despatches/bulk',
    {
      bodyLimit: BULK_MAX_BYTES,
      config: { scope: 'issue' },
      schema: {
        operationId: 'v1StartDespatchBulk',
        tags: [DESPATCH_TAG],
        summary: `Emisión masiva de guías: hasta ${BULK_MAX_DOCUMENTS} guías en un lote, emitidas una a una por un proceso`,
        description:
          'JSON { despatches: [...] }, cada una como en POST /v1/despatches. Cada guía se emite con la clave <Idempotency-Key>:<fila>; una fila que no puede ser una guía queda con su error, con el campo nombrado en castellano, y las demás siguen. La misma Idempotency-Key con el mismo cuerpo responde exactamente lo que respondió la primera vez, con la cabecera Idempotent-Replayed: true; con otro cuerpo, 409. El avance del lote se lee con GET /v1/despatch-bulk/{jobId}; el veredicto de SUNAT de cada guía, con GET /v1/despatches/{despatchId} o por los webhooks despatch.accepted y despatch.rejected.',
        headers: idempotencyHeaders,
        body: despatchBulkRequestSchema,
        response: {
          202: despatchBulkJobResponseSchema.describe(
            'Lote creado: su avance en GET /v1/despatch-bulk/{jobId} (también al repetir la misma Idempotency-Key, con Idempotent-Replayed: true)',
          ),
          409: errorResponseSchema.describe('Idempotency-Key usada con otro lote (CONFLICT)'),
        },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.apiKey;
      const { despatches } = request.body;
      const answer = await startDespatchBulk(app, {
        companyId,
        userId,
        idempotencyKey: request.headers['idempotency-key'],
        raw: JSON.stringify(despatches),
        items: despatches.map((input, index) => ({ reference: String(index + 1), input, error: null })),
      });
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/v1/despatch-bulk/:jobId',
    {
      config: { scope: 'issue' },
      schema: {
        operationId: 'v1GetDespatchBulk',
        tags: [DESPATCH_TAG],
        summary: 'Avance de un lote de guías (total, done, issued, failed) y el resultado de cada fila',
        params: jobParams,
        response: { 200: despatchBulkJobResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await despatchBulkJobOf(app.db, request.apiKey.companyId, request.params.jobId),
    }),
  );

  app.get(
    '/v1/despatch-bulk/:jobId/result.csv',
    {
      config: { scope: 'issue' },
      schema: {
        operationId: 'v1DownloadDespatchBulkResult',
        tags: [DESPATCH_TAG],
        summary:
          'El resultado del lote de guías en CSV: fila, referencia, resultado, guía, estado SUNAT, id y error',
        params: jobParams,
        response: { 200: z.any().describe('CSV UTF-8 con BOM'), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const job = await despatchBulkJobOf(app.db, request.apiKey.companyId, request.params.jobId);
      return sendCsv(reply, `lote-guias-${job.id}.csv`, despatchBulkResultCsv(job));
    },
  );
};

export default v1DespatchBulkRoutes;
