import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { PLAN_COLUMNS, type PlanRow } from './catalogue.ts';
import { loadSubscription } from './subscriptions.ts';

/*
 * The plan's limits (DOMAIN.md): companies a user owns, establishments per company, members
 * per company. Each check counts what exists and refuses one more with 403 PLAN_LIMIT and a
 * Spanish message naming the limit. The companies routes call these before inserting, in the
 * same transaction.
 */

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const MIS_PLANES = 'Cambia de plan en Mis Planes y Tokens.';

/** The plan that governs the user: their subscription's (the default plan's if they had none). */
export async function planOfUser(db: Queryable, userId: string, now: Date): Promise<PlanRow | null> {
  const subscription = await loadSubscription(db, userId, now);
  if (!subscription) return null;
  const [plan] = await db.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans p WHERE p.id = $1`, [
    subscription.plan_id,
  ]);
  return plan ?? null;
}

/** Companies the user owns (OWNER_BUSINESS): what the plan's company limit counts. */
export async function countOwnedCompanies(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ total: string }>(
    `SELECT count(*) AS total FROM company_members m
       JOIN companies c ON c.id = m.company_id AND c.is_active
       JOIN roles r ON r.id = m.role_id AND r.name = 'OWNER_BUSINESS'
      WHERE m.user_id = $1`,
    [userId],
  );
  return Number(row!.total);
}

/** Active establishments of a company. The table comes with the companies' migration 007. */
export async function countEstablishments(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db.query<{ total: string }>(
    'SELECT count(*) AS total FROM establishments WHERE company_id = $1 AND is_active',
    [companyId],
  );
  return Number(row!.total);
}

export async function countMembers(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db.query<{ total: string }>(
    'SELECT count(*) AS total FROM company_members WHERE company_id = $1',
    [companyId],
  );
  return Number(row!.total);
}

/** Invitations not accepted yet: each holds the seat its person takes on verifying. */
export async function countPendingInvitations(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db.query<{ total: string }>(
    'SELECT count(*) AS total FROM company_invitations WHERE company_id = $1 AND accepted_at IS NULL',
    [companyId],
  );
  return Number(row!.total);
}

/**
 * Serialises every change a company's limits count (issue 28): the check and the change run
 * in one transaction holding this lock, so two requests at once cannot both pass a check
 * that only one of them fits in. The caller's transaction releases it.
 */
export async function lockCompany(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('SELECT id FROM companies WHERE id = $1 FOR NO KEY UPDATE', [companyId]);
}

/**
 * The owner whose plan governs a company: its first OWNER_BUSINESS (a company bills to the
 * plan of who created it).
 */
async function ownerOf(db: Queryable, companyId: string): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    `SELECT m.user_id FROM company_members m JOIN roles r ON r.id = m.role_id AND r.name = 'OWNER_BUSINESS'
      WHERE m.company_id = $1 ORDER BY m.created_at, m.user_id LIMIT 1`,
    [companyId],
  );
  return row?.user_id ?? null;
}

function refuse(message: string): never {
  throw new AppError(403, 'PLAN_LIMIT', message);
}

/**
 * Before the user creates a company. Locks the user's subscription row, which every company
 * creation of that user passes through, so parallel creations are counted one after another.
 */
export async function assertCanCreateCompany(db: Queryable, userId: string, now: Date): Promise<void> {
  await loadSubscription(db, userId, now, true);
  const plan = await planOfUser(db, userId, now);
  if (!plan) return;
  if ((await countOwnedCompanies(db, userId)) >= plan.max_companies) {
    refuse(`Tu plan ${plan.name} permite ${count(plan.max_companies, 'empresa', 'empresas')}. ${MIS_PLANES}`);
  }
}

/**
 * Before an establishment is added or reactivated (the owner's plan decides). Takes the
 * company's lock: the caller's transaction must then make the change.
 */
export async function assertCanAddEstablishment(db: Queryable, companyId: string, now: Date): Promise<void> {
  await lockCompany(db, companyId);
  const owner = await ownerOf(db, companyId);
  const plan = owner ? await planOfUser(db, owner, now) : null;
  if (!plan) return;
  if ((await countEstablishments(db, companyId)) >= plan.max_establishments) {
    refuse(
      `Tu plan ${plan.name} permite ${count(plan.max_establishments, 'establecimiento', 'establecimientos')} por empresa. ${MIS_PLANES}`,
    );
  }
}

const membersRefusal = (plan: PlanRow, pending: number) =>
  `Tu plan ${plan.name} permite ${count(plan.max_users, 'usuario', 'usuarios')} por empresa. ${MIS_PLANES}` +
  (pending > 0 ? ' Las invitaciones pendientes también cuentan.' : '');

/**
 * Before someone is added or invited: members plus pending invitations stay within the plan.
 * Takes the company's lock: the caller's transaction must then make the change.
 */
export async function assertCanAddMember(db: Queryable, companyId: string, now: Date): Promise<void> {
  await lockCompany(db, companyId);
  const owner = await ownerOf(db, companyId);
  const plan = owner ? await planOfUser(db, owner, now) : null;
  if (!plan) return;
  const pending = await countPendingInvitations(db, companyId);
  if ((await countMembers(db, companyId)) + pending >= plan.max_users) refuse(membersRefusal(plan, pending));
}

/**
 * When an invited person verifies their e-mail: their pending invitation already holds a seat,
 * so only the members count; a plan lowered since the invitation may leave no seat, and then
 * the invitation stays pending. Takes the company's lock.
 */
export async function memberSeatFree(db: Queryable, companyId: string, now: Date): Promise<boolean> {
  await lockCompany(db, companyId);
  const owner = await ownerOf(db, companyId);
  const plan = owner ? await planOfUser(db, owner, now) : null;
  return !plan || (await countMembers(db, companyId)) < plan.max_users;
}
