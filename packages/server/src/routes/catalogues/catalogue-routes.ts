import { CATALOGUE_IMPORT_MAX_BYTES, catalogueMessages, type endpoints } from '@facturador/contracts';
import type { FastifyInstance } from 'fastify';
import { importRows, type ImportKind } from '../../catalogues/import-rows.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { contractRoute } from '../../http/contract-route.ts';

/**
 * The request's own limit: the file's text inside JSON (quotes and accents escaped) with room
 * to spare, so that a file just over 1 MiB reaches the route and gets its own Spanish reason.
 */
export const IMPORT_BODY_LIMIT = 4 * CATALOGUE_IMPORT_MAX_BYTES;

/** The four catalogues' CSV imports: the same call, each with its own columns and rows. */
type ImportEndpoint =
  | typeof endpoints.importCatalogueCustomers
  | typeof endpoints.importCatalogueProducts
  | typeof endpoints.importCatalogueVehicles
  | typeof endpoints.importCatalogueDrivers;

/** `POST …/import` of one catalogue: any member imports; anyone else gets 404 (membershipOf). */
export function importRoute<Row>(
  app: FastifyInstance,
  endpoint: ImportEndpoint,
  kind: ImportKind<Row>,
): void {
  contractRoute(app, endpoint, { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const result = await importRows(app.db, companyId, request.body.csv, kind, app.clock.now());
    return {
      success: true as const,
      message: catalogueMessages.imported(result.created, result.updated, result.failed),
      data: result,
    };
  });
}
