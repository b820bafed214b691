import {
  DOCUMENT_EXPORT_MAX_ROWS,
  documentExportMessages,
  endpoints,
  limaDate,
  type ListadoFilters,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import type { FastifyInstance } from 'fastify';
import { membershipOf } from '../../companies/company-access.ts';
import { companyRuc } from '../../companies/company-repository.ts';
import { archiveIds, documentsArchive } from '../../documents/exports/documents-archive.ts';
import { documentsCsv } from '../../documents/exports/documents-csv.ts';
import { documentsXlsx } from '../../documents/exports/documents-xlsx.ts';
import { documentTotals } from '../../documents/exports/document-totals.ts';
import { filteredIds } from '../../documents/exports/export-rows.ts';
import { countListado, filteredOtherIds } from '../../documents/exports/other-export-rows.ts';
import { download } from '../../documents/file-replies.ts';
import { AppError } from '../../http/app-error.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Listado's documents and its retenciones and percepciones, or the same 400 past `limit`. */
async function listadoIdsWithin(app: FastifyInstance, companyId: string, filters: ListadoFilters) {
  const count = await countListado(app.db, companyId, filters);
  if (count > DOCUMENT_EXPORT_MAX_ROWS)
    throw new AppError(400, 'VALIDATION_ERROR', documentExportMessages.tooManyRows(count));
  return {
    ids: await filteredIds(app.db, companyId, filters),
    otherIds: await filteredOtherIds(app.db, companyId, filters),
  };
}

/**
 * Issue 29: what an accountant takes away from Comprobantes. Same rule as the list and each
 * document's files: any member of the company; anyone else gets the 404 of a company that does
 * not exist. Registered inside the documents folder, whose guard requires a session; the static
 * paths (totals, export.csv…) win over `…/documents/:documentId`.
 */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.documentTotals, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    return { success: true as const, data: await documentTotals(app.db, companyId, request.query) };
  });

  const exportRoute = (format: 'csv' | 'xlsx') =>
    contractRoute(
      app,
      format === 'csv' ? endpoints.exportDocumentsCsv : endpoints.exportDocumentsXlsx,
      async (request, reply) => {
        const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
        const { ids, otherIds } = await listadoIdsWithin(app, companyId, request.query);
        const name = `${await companyRuc(app.db, companyId)}-comprobantes-${limaDate(app.clock.now())}`;
        return format === 'csv'
          ? download(
              reply,
              'text/csv; charset=utf-8',
              `${name}.csv`,
              await documentsCsv(app.db, ids, otherIds),
            )
          : download(reply, XLSX_TYPE, `${name}.xlsx`, await documentsXlsx(app.db, ids, otherIds));
      },
    );
  exportRoute('csv');
  exportRoute('xlsx');

  contractRoute(app, endpoints.downloadDocumentsArchive, async (request, reply) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const period = { from: request.query.from, to: request.query.to };
    const { ids, otherIds } = await archiveIds(app.db, companyId, period);
    const name = `${await companyRuc(app.db, companyId)}-comprobantes-${period.from}-${period.to}`;
    const csv = await documentsCsv(app.db, ids, otherIds);
    return download(
      reply,
      'application/zip',
      `${name}.zip`,
      documentsArchive(app, ids, { name: `${name}.csv`, csv }, otherIds),
    );
  });
};

export default exportRoutes;
