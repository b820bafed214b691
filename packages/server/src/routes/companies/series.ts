import { z } from 'zod';
import {
  createSeriesRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
  seriesListResponseSchema,
  seriesResponseSchema,
  seriesRuleMessages,
  updateSeriesRequestSchema,
  type DocumentTypeCode,
  type Series,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertMayEdit, isUuid, membershipOf } from '../../companies/company-access.ts';
import { findEstablishment } from '../../companies/establishments.ts';
import { tellCompanyMembers } from '../../companies/company-events.ts';
import { AppError } from '../../http/app-error.ts';
import { validationError } from '../../http/error-answer.ts';
import type { Queryable } from '../../db/database.ts';

const companyParams = z.object({ id: z.string() });
const seriesParams = z.object({ id: z.string(), seriesId: z.string() });

interface SeriesRow {
  id: string;
  public_id: string;
  establishment_public_id: string;
  establishment_code: string;
  document_type: DocumentTypeCode;
  series: string;
  next_correlative: number;
  is_active: boolean;
}

const SELECT = /* sql */ `
  SELECT s.id, s.public_id, e.public_id AS establishment_public_id, e.code AS establishment_code,
         s.document_type, s.series, s.next_correlative, s.is_active
    FROM series s JOIN establishments e ON e.id = s.establishment_id`;

const toSeries = (row: SeriesRow): Series => ({
  publicId: row.public_id,
  establishmentId: row.establishment_public_id,
  establishmentCode: row.establishment_code,
  documentType: row.document_type,
  series: row.series,
  nextCorrelative: Number(row.next_correlative),
  isActive: row.is_active,
});

async function findSeries(db: Queryable, companyId: string, publicId: string): Promise<SeriesRow> {
  const [row] = isUuid(publicId)
    ? await db.query<SeriesRow>(`${SELECT} WHERE s.company_id = $1 AND s.public_id = $2`, [
        companyId,
        publicId,
      ])
    : [];
  if (!row) throw new AppError(404, 'NOT_FOUND', seriesRuleMessages.notFound);
  return row;
}

/**
 * A company's series per establishment and document type (DOMAIN.md: 4 characters, the first
 * letter by type, correlative of at most 8 digits, a used number never reused).
 */
const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/series',
    {
      schema: {
        tags: ['empresas'],
        summary: 'Series de la empresa, por establecimiento, tipo de comprobante y serie',
        params: companyParams,
        response: { 200: seriesListResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const rows = await app.db.query<SeriesRow>(
        `${SELECT} WHERE s.company_id = $1 ORDER BY e.code, s.document_type, s.series`,
        [companyId],
      );
      return { success: true as const, data: rows.map(toSeries) };
    },
  );

  app.post(
    '/companies/:id/series',
    {
      schema: {
        tags: ['empresas'],
        summary:
          'Registrar una serie (4 caracteres, primera letra según el tipo; única por tipo en la empresa)',
        params: companyParams,
        body: createSeriesRequestSchema,
        response: { 201: seriesResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
      assertMayEdit(membership);
      const { establishmentId, documentType, series, nextCorrelative } = request.body;
      const establishment = await findEstablishment(app.db, membership.companyId, establishmentId).catch(
        () => {
          throw validationError([
            { field: 'establishmentId', message: seriesRuleMessages.establishmentRequired },
          ]);
        },
      );
      if (!establishment.is_active)
        throw validationError([
          { field: 'establishmentId', message: seriesRuleMessages.establishmentInactive },
        ]);
      const now = app.clock.now();
      const [inserted] = await app.db.query<{ id: string }>(
        `INSERT INTO series (company_id, establishment_id, document_type, series, next_correlative, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (company_id, document_type, series) DO NOTHING RETURNING id`,
        [membership.companyId, establishment.id, documentType, series, nextCorrelative, now],
      );
      if (!inserted)
        throw new AppError(409, 'CONFLICT', seriesRuleMessages.taken, [
          { field: 'series', message: seriesRuleMessages.taken },
        ]);
      const [row] = await app.db.query<SeriesRow>(`${SELECT} WHERE s.id = $1`, [inserted.id]);
      await tellCompanyMembers(app, membership.companyId);
      return reply
        .code(201)
        .send({ success: true, message: seriesRuleMessages.created, data: toSeries(row!) });
    },
  );

  app.patch(
    '/companies/:id/series/:seriesId',
    {
      schema: {
        tags: ['empresas'],
        summary: 'Adelantar el correlativo o (des)activar una serie',
        params: seriesParams,
        body: updateSeriesRequestSchema,
        response: { 200: seriesResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
      assertMayEdit(membership);
      const current = await findSeries(app.db, membership.companyId, request.params.seriesId);
      const { nextCorrelative, isActive } = request.body;
      // DOMAIN.md: a number once given is never given again.
      if (nextCorrelative !== undefined && nextCorrelative < Number(current.next_correlative))
        throw validationError([
          { field: 'nextCorrelative', message: seriesRuleMessages.correlativeBackwards },
        ]);
      await app.db.query(
        `UPDATE series SET next_correlative = COALESCE($2, next_correlative), is_active = COALESCE($3, is_active),
                updated_at = $4 WHERE id = $1`,
        [current.id, nextCorrelative ?? null, isActive ?? null, app.clock.now()],
      );
      const [row] = await app.db.query<SeriesRow>(`${SELECT} WHERE s.id = $1`, [current.id]);
      await tellCompanyMembers(app, membership.companyId);
      return { success: true as const, message: seriesRuleMessages.updated, data: toSeries(row!) };
    },
  );

  app.delete(
    '/companies/:id/series/:seriesId',
    {
      schema: {
        tags: ['empresas'],
        summary: 'Eliminar una serie',
        params: seriesParams,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
      assertMayEdit(membership);
      const current = await findSeries(app.db, membership.companyId, request.params.seriesId);
      await app.db.query('DELETE FROM series WHERE id = $1', [current.id]);
      await tellCompanyMembers(app, membership.companyId);
      return { success: true as const, message: seriesRuleMessages.deleted };
    },
  );
};

export default seriesRoutes;
