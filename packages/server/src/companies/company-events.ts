import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';

/** The public ids of a company's members, read before a change that may remove them. */
export async function memberPublicIds(db: Queryable, companyId: string): Promise<string[]> {
  const rows = await db.query<{ public_id: string }>(
    'SELECT u.public_id FROM company_members m JOIN users u ON u.id = m.user_id WHERE m.company_id = $1',
    [companyId],
  );
  return rows.map((row) => row.public_id);
}

/** companies_changed to each user: their lists of companies (and open company pages) go stale. */
export function tellCompaniesChanged(app: FastifyInstance, publicIds: Iterable<string>): void {
  for (const publicId of new Set(publicIds)) app.realtime.toUser(publicId, 'companies_changed');
}

/**
 * companies_changed to every member of the company: what its answer carries changed (its series,
 * credentials or «Pasar a producción» checks, issue 40), so their dashboards and pages follow.
 */
export async function tellCompanyMembers(app: FastifyInstance, companyId: string): Promise<void> {
  tellCompaniesChanged(app, await memberPublicIds(app.db, companyId));
}
