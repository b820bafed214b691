import type { BusinessRole, Invitation, Member } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { memberSeatFree } from '../billing/plan-limits.ts';
import { isUuid } from './company-access.ts';

interface MemberRow {
  user_id: string;
  public_id: string;
  full_name: string;
  email: string;
  role: BusinessRole;
  created_at: Date | string;
}

const MEMBER_SELECT = /* sql */ `
  SELECT m.user_id, u.public_id, u.full_name, u.email, r.name AS role, m.created_at
    FROM company_members m JOIN users u ON u.id = m.user_id JOIN roles r ON r.id = m.role_id`;

export interface MemberRecord extends Member {
  /** Internal id, for the server's own checks. */
  id: string;
}

const toMember = (row: MemberRow, selfId: string): MemberRecord => ({
  id: row.user_id,
  userId: row.public_id,
  fullName: row.full_name,
  email: row.email,
  role: row.role,
  isSelf: row.user_id === selfId,
  joinedAt: new Date(row.created_at).toISOString(),
});

export const publicMember = ({ id: _id, ...member }: MemberRecord): Member => member;

export async function listMembers(db: Queryable, companyId: string, selfId: string): Promise<MemberRecord[]> {
  const rows = await db.query<MemberRow>(
    `${MEMBER_SELECT} WHERE m.company_id = $1 ORDER BY m.created_at, u.id`,
    [companyId],
  );
  return rows.map((row) => toMember(row, selfId));
}

/** A member by the user's public id; null when that user is not in the company. */
export async function findMember(
  db: Queryable,
  companyId: string,
  userPublicId: string,
  selfId: string,
): Promise<MemberRecord | null> {
  const [row] = await db.query<MemberRow>(
    `${MEMBER_SELECT} WHERE m.company_id = $1 AND u.public_id::text = $2`,
    [companyId, userPublicId],
  );
  return row ? toMember(row, selfId) : null;
}

export async function countOwners(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM company_members m JOIN roles r ON r.id = m.role_id
      WHERE m.company_id = $1 AND r.name = 'OWNER_BUSINESS'`,
    [companyId],
  );
  return Number(row!.count);
}

/** Every new membership goes through here. False when the user already belongs to the company. */
export async function addMember(
  tx: Queryable,
  companyId: string,
  userId: string,
  role: BusinessRole,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO company_members (company_id, user_id, role_id, created_at)
     SELECT $1, $2, id, $4 FROM roles WHERE name = $3
     ON CONFLICT (company_id, user_id) DO NOTHING RETURNING company_id`,
    [companyId, userId, role, now],
  );
  return rows.length > 0;
}

export async function changeMemberRole(
  tx: Queryable,
  companyId: string,
  userId: string,
  role: BusinessRole,
): Promise<void> {
  await tx.query(
    `UPDATE company_members SET role_id = (SELECT id FROM roles WHERE name = $3)
      WHERE company_id = $1 AND user_id = $2`,
    [companyId, userId, role],
  );
}

export async function removeMember(tx: Queryable, companyId: string, userId: string): Promise<void> {
  await tx.query('DELETE FROM company_members WHERE company_id = $1 AND user_id = $2', [companyId, userId]);
}

interface InvitationRow {
  public_id: string;
  email: string;
  role: BusinessRole;
  created_at: Date | string;
}

const toInvitation = (row: InvitationRow): Invitation => ({
  publicId: row.public_id,
  email: row.email,
  role: row.role,
  status: 'pending',
  invitedAt: new Date(row.created_at).toISOString(),
});

export async function listPendingInvitations(db: Queryable, companyId: string): Promise<Invitation[]> {
  const rows = await db.query<InvitationRow>(
    `SELECT i.public_id, i.email, r.name AS role, i.created_at
       FROM company_invitations i JOIN roles r ON r.id = i.role_id
      WHERE i.company_id = $1 AND i.accepted_at IS NULL ORDER BY i.created_at, i.id`,
    [companyId],
  );
  return rows.map(toInvitation);
}

/** A pending invitation of `email`; null when one is already pending. */
export async function addInvitation(
  tx: Queryable,
  companyId: string,
  email: string,
  role: BusinessRole,
  invitedBy: string,
  now: Date,
): Promise<Invitation | null> {
  const [row] = await tx.query<InvitationRow>(
    `INSERT INTO company_invitations (company_id, email, role_id, invited_by, created_at)
     SELECT $1, $2, id, $4, $5 FROM roles WHERE name = $3
     ON CONFLICT (company_id, email) WHERE accepted_at IS NULL DO NOTHING
     RETURNING public_id, email, $3::text AS role, created_at`,
    [companyId, email, role, invitedBy, now],
  );
  return row ? toInvitation(row) : null;
}

/**
 * The account whose e-mail is now proven (verified, created by an administrator or by Google)
 * joins every company that invited that e-mail. Answers how many it joined.
 */
export async function acceptPendingInvitations(
  tx: Queryable,
  userId: string,
  email: string,
  now: Date,
): Promise<number> {
  const pending = await tx.query<{ id: string; company_id: string; role: BusinessRole }>(
    `SELECT i.id, i.company_id, r.name AS role FROM company_invitations i JOIN roles r ON r.id = i.role_id
      WHERE i.email = $1 AND i.accepted_at IS NULL ORDER BY i.id FOR UPDATE OF i`,
    [email.toLowerCase()],
  );
  let joined = 0;
  for (const invitation of pending) {
    // The plan's users per company holds here too (issue 28); no seat: the invitation waits.
    if (!(await memberSeatFree(tx, invitation.company_id, now))) continue;
    if (await addMember(tx, invitation.company_id, userId, invitation.role, now)) joined += 1;
    await tx.query('UPDATE company_invitations SET accepted_at = $2 WHERE id = $1', [invitation.id, now]);
  }
  return joined;
}

/** A pending invitation by its public id, with the role it grants; null when there is none. */
export async function findPendingInvitation(
  db: Queryable,
  companyId: string,
  publicId: string,
): Promise<{ id: string; role: BusinessRole } | null> {
  if (!isUuid(publicId)) return null;
  const [row] = await db.query<{ id: string; role: BusinessRole }>(
    `SELECT i.id, r.name AS role FROM company_invitations i JOIN roles r ON r.id = i.role_id
      WHERE i.company_id = $1 AND i.public_id = $2 AND i.accepted_at IS NULL`,
    [companyId, publicId],
  );
  return row ?? null;
}

export async function deleteInvitation(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM company_invitations WHERE id = $1', [id]);
}
