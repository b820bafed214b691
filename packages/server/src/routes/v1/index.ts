import type { FastifyPluginAsync } from 'fastify';
import { guardApiKey } from '../../api-keys/key-guard.ts';
import v1BulkRoutes from './bulk.ts';
import v1DespatchBulkRoutes from './despatch-bulk.ts';
import v1DespatchRoutes from './despatches.ts';
import v1DocumentRoutes from './documents.ts';
import v1FileRoutes from './files.ts';
import { documentV1Operations } from './operation-docs.ts';
import v1OtherDocumentRoutes from './other-documents.ts';
import v1ReferenceRoutes from './reference.ts';
import v1SummaryRoutes from './summaries.ts';
import { registerRoutes } from '../register-routes.ts';

/** Every /v1 operation, behind an API key (docs/decisions/0040). */
const v1ApiRoutes: FastifyPluginAsync = async (app) => {
  guardApiKey(app);
  documentV1Operations(app);
  await registerRoutes(app, {
    v1DocumentRoutes,
    v1FileRoutes,
    v1SummaryRoutes,
    v1BulkRoutes,
    v1DespatchRoutes,
    v1DespatchBulkRoutes,
    v1OtherDocumentRoutes,
  });
};

/** /v1, the API for ERPs and points of sale (issue 30): its reference in the open, its operations guarded. */
const v1Routes: FastifyPluginAsync = async (app) => {
  await registerRoutes(app, { v1ReferenceRoutes, v1ApiRoutes });
};

export default v1Routes;
