import { companyMessages, type BusinessRole } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

/** The caller's place in a company, found from the company's public id. */
export interface Membership {
  companyId: string;
  role: BusinessRole;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only a well-formed id reaches a uuid column: anything else is simply not found. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export const companyNotFound = () => new AppError(404, 'NOT_FOUND', companyMessages.notFound);
export const forbidden = () => new AppError(403, 'FORBIDDEN', companyMessages.forbidden);

/**
 * The caller's membership of the company `publicId`. A company the caller does not belong to is
 * answered 404 exactly like one that does not exist: its existence is not disclosed. `lock`
 * (inside a transaction) serialises changes to the members, so the last-owner rule holds when
 * two changes race.
 */
export async function membershipOf(
  db: Queryable,
  userId: string,
  publicId: string,
  options: { lock?: boolean } = {},
): Promise<Membership> {
  if (!isUuid(publicId)) throw companyNotFound();
  const [row] = await db.query<{ id: string; role: BusinessRole }>(
    `SELECT c.id, r.name AS role
       FROM companies c
       JOIN company_members m ON m.company_id = c.id AND m.user_id = $1
       JOIN roles r ON r.id = m.role_id
      WHERE c.public_id = $2${options.lock ? ' FOR UPDATE OF c' : ''}`,
    [userId, publicId],
  );
  if (!row) throw companyNotFound();
  return { companyId: row.id, role: row.role };
}

/**
 * SPEC.md §6 and issue 15: the owner does everything; the administrator edits the company's
 * data, establishments, series and credentials and manages the members who are not owners;
 * the employee reads only.
 */
export function mayEdit(role: BusinessRole): boolean {
  return role === 'OWNER_BUSINESS' || role === 'ADMINISTRATOR_BUSINESS';
}

export function assertMayEdit(membership: Membership): void {
  if (!mayEdit(membership.role)) throw forbidden();
}

export function assertOwner(membership: Membership): void {
  if (membership.role !== 'OWNER_BUSINESS') throw forbidden();
}
