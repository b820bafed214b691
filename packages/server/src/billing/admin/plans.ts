import type { AdminPlan, AdminTokenPack, PlanInput, TokenPackInput } from '@facturador/contracts';
import type { planInputSchema, tokenPackInputSchema } from '@facturador/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { PLAN_COLUMNS, toBillingPlan, type PlanRow } from '../catalogue.ts';

type PlanFields = z.output<typeof planInputSchema>;
type PackFields = z.output<typeof tokenPackInputSchema>;
export type { PlanInput, TokenPackInput };

interface AdminPlanRow extends PlanRow {
  subscribers: string;
}

export const toAdminPlan = (row: AdminPlanRow): AdminPlan => ({
  ...toBillingPlan(row),
  subscribers: Number(row.subscribers),
});

const ADMIN_PLAN_SELECT = /* sql */ `
  SELECT ${PLAN_COLUMNS}, (SELECT count(*) FROM subscriptions s WHERE s.plan_id = p.id) AS subscribers
    FROM plans p`;

/** Every plan, archived ones last; in the public list's order otherwise. */
export async function listAdminPlans(db: Queryable): Promise<AdminPlan[]> {
  const rows = await db.query<AdminPlanRow>(
    `${ADMIN_PLAN_SELECT} ORDER BY p.is_archived, p.sort_order, p.monthly_price, p.id`,
  );
  return rows.map(toAdminPlan);
}

export async function findAdminPlan(db: Queryable, id: string, forUpdate = false): Promise<AdminPlan | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await db.query<AdminPlanRow>(
    `${ADMIN_PLAN_SELECT} WHERE p.id = $1${forUpdate ? ' FOR UPDATE OF p' : ''}`,
    [id],
  );
  return row ? toAdminPlan(row) : null;
}

/** A URL-safe code from a name: `Plan Pyme 2025` → `plan-pyme-2025`. */
const slug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

/** `base`, or `base-2`, `base-3`… when taken: codes are unique and never reused by a rename. */
async function uniqueCode(tx: Queryable, table: 'plans' | 'token_packs', base: string): Promise<string> {
  const rows = await tx.query<{ code: string }>(`SELECT code FROM ${table} WHERE code = $1 OR code LIKE $2`, [
    base,
    `${base}-%`,
  ]);
  const taken = new Set(rows.map((row) => row.code));
  let code = base;
  for (let suffix = 2; taken.has(code); suffix += 1) code = `${base}-${suffix}`;
  return code;
}

/** Exactly one default: marking this plan takes the mark from the one that had it. */
async function takeDefault(tx: Queryable, planId: string): Promise<void> {
  await tx.query('UPDATE plans SET is_default = false WHERE is_default AND id <> $1', [planId]);
}

const planValues = (fields: PlanFields) => [
  fields.name,
  fields.description,
  fields.monthlyPrice.toFixed(2),
  fields.monthlyTokens,
  fields.maxUsers,
  fields.maxCompanies,
  fields.maxEstablishments,
  fields.highlighted,
  fields.visible,
  fields.order,
  JSON.stringify(fields.features),
];

export async function insertPlan(tx: Queryable, fields: PlanFields): Promise<string> {
  const code = await uniqueCode(tx, 'plans', slug(fields.name) || 'plan');
  if (fields.isDefault) await tx.query('UPDATE plans SET is_default = false WHERE is_default');
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO plans (name, description, monthly_price, documents_per_month, max_users, max_companies,
                        max_establishments, highlighted, is_active, sort_order, features, code, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13) RETURNING id`,
    [...planValues(fields), code, fields.isDefault],
  );
  return String(row!.id);
}

/** Every field of the form; the default mark only moves here (see takeDefault). */
export async function updatePlan(tx: Queryable, id: string, fields: PlanFields): Promise<void> {
  if (fields.isDefault) await takeDefault(tx, id);
  await tx.query(
    `UPDATE plans SET name = $1, description = $2, monthly_price = $3, documents_per_month = $4, max_users = $5,
            max_companies = $6, max_establishments = $7, highlighted = $8, is_active = $9, sort_order = $10,
            features = $11::jsonb, is_default = $13
      WHERE id = $12`,
    [...planValues(fields), id, fields.isDefault],
  );
}

export async function setPlanArchived(tx: Queryable, id: string, archived: boolean): Promise<void> {
  await tx.query('UPDATE plans SET is_archived = $2 WHERE id = $1', [id, archived]);
}

/** Whether anything still points at the plan (a subscription or an order): then it is only archived. */
export async function planInUse(tx: Queryable, id: string): Promise<boolean> {
  const [row] = await tx.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM subscriptions WHERE plan_id = $1)
         OR EXISTS (SELECT 1 FROM orders WHERE plan_id = $1) AS used`,
    [id],
  );
  return row!.used;
}

export async function deletePlan(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM plans WHERE id = $1', [id]);
}

interface AdminPackRow {
  id: string;
  code: string;
  name: string;
  tokens: number;
  price_cents: number;
  is_active: boolean;
  sort_order: number;
}

const toAdminPack = (row: AdminPackRow): AdminTokenPack => ({
  id: String(row.id),
  code: row.code,
  name: row.name,
  tokens: row.tokens,
  priceCents: Number(row.price_cents),
  visible: row.is_active,
  order: row.sort_order,
});

const PACK_SELECT = `SELECT id, code, name, tokens, (price * 100)::integer AS price_cents, is_active, sort_order
                       FROM token_packs`;

export async function listAdminTokenPacks(db: Queryable): Promise<AdminTokenPack[]> {
  return (await db.query<AdminPackRow>(`${PACK_SELECT} ORDER BY sort_order, tokens, id`)).map(toAdminPack);
}

export async function findAdminTokenPack(db: Queryable, id: string): Promise<AdminTokenPack | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await db.query<AdminPackRow>(`${PACK_SELECT} WHERE id = $1`, [id]);
  return row ? toAdminPack(row) : null;
}

export async function insertTokenPack(tx: Queryable, fields: PackFields): Promise<string> {
  const code = await uniqueCode(tx, 'token_packs', `pack-${fields.tokens}`);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO token_packs (code, name, tokens, price, is_active, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [code, fields.name, fields.tokens, fields.price.toFixed(2), fields.visible, fields.order],
  );
  return String(row!.id);
}

export async function updateTokenPack(tx: Queryable, id: string, fields: PackFields): Promise<void> {
  await tx.query(
    'UPDATE token_packs SET name = $2, tokens = $3, price = $4, is_active = $5, sort_order = $6 WHERE id = $1',
    [id, fields.name, fields.tokens, fields.price.toFixed(2), fields.visible, fields.order],
  );
}
