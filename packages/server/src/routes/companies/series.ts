import { endpoints, seriesRuleMessages } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { findEstablishment } from '../../companies/establishments.ts';
import { tellCompanyMembers } from '../../companies/company-events.ts';
import {
  deleteSeries,
  findSeries,
  insertSeries,
  listSeries,
  updateSeries,
  type StoredSeries,
} from '../../companies/series-repository.ts';
import { AppError } from '../../http/app-error.ts';
import { validationError } from '../../http/error-answer.ts';
import type { Queryable } from '../../db/database.ts';

/** The company's series, or 404. */
async function seriesOr404(db: Queryable, companyId: string, publicId: string): Promise<StoredSeries> {
  const found = await findSeries(db, companyId, publicId);
  if (!found) throw new AppError(404, 'NOT_FOUND', seriesRuleMessages.notFound);
  return found;
}

/**
 * A company's series per establishment and document type (DOMAIN.md: 4 characters, the first
 * letter by type, correlative of at most 8 digits, a used number never reused).
 */
const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.listSeries, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    return { success: true as const, data: await listSeries(app.db, companyId) };
  });

  contractRoute(app, endpoints.createSeries, async (request, reply) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const { establishmentId, documentType, series, nextCorrelative } = request.body;
    const establishment = await findEstablishment(app.db, membership.companyId, establishmentId).catch(() => {
      throw validationError([
        { field: 'establishmentId', message: seriesRuleMessages.establishmentRequired },
      ]);
    });
    if (!establishment.is_active)
      throw validationError([
        { field: 'establishmentId', message: seriesRuleMessages.establishmentInactive },
      ]);
    const now = app.clock.now();
    const inserted = await insertSeries(
      app.db,
      {
        companyId: membership.companyId,
        establishmentId: establishment.id,
        documentType,
        series,
        nextCorrelative,
      },
      now,
    );
    if (!inserted)
      throw new AppError(409, 'CONFLICT', seriesRuleMessages.taken, [
        { field: 'series', message: seriesRuleMessages.taken },
      ]);
    await tellCompanyMembers(app, membership.companyId);
    return reply.code(201).send({ success: true, message: seriesRuleMessages.created, data: inserted });
  });

  contractRoute(app, endpoints.updateSeries, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const current = await seriesOr404(app.db, membership.companyId, request.params.seriesId);
    const { nextCorrelative, isActive } = request.body;
    // DOMAIN.md: a number once given is never given again.
    if (nextCorrelative !== undefined && nextCorrelative < current.series.nextCorrelative)
      throw validationError([{ field: 'nextCorrelative', message: seriesRuleMessages.correlativeBackwards }]);
    const updated = await updateSeries(app.db, current.id, { nextCorrelative, isActive }, app.clock.now());
    await tellCompanyMembers(app, membership.companyId);
    return { success: true as const, message: seriesRuleMessages.updated, data: updated };
  });

  contractRoute(app, endpoints.deleteSeries, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const current = await seriesOr404(app.db, membership.companyId, request.params.seriesId);
    await deleteSeries(app.db, current.id);
    await tellCompanyMembers(app, membership.companyId);
    return { success: true as const, message: seriesRuleMessages.deleted };
  });
};

export default seriesRoutes;
