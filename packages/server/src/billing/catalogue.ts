import type { BillingPlan, BillingTokenPack } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

/** The plans table (migrations 005 and 008) as billing reads it; money in céntimos. */
export interface PlanRow {
  id: string;
  code: string;
  name: string;
  description: string;
  price_cents: number;
  documents_per_month: number | null;
  max_users: number;
  max_companies: number;
  max_establishments: number;
  features: string[];
  is_active: boolean;
  sort_order: number;
  highlighted: boolean;
  is_default: boolean;
  is_archived: boolean;
}

export const PLAN_COLUMNS = /* sql */ `
  p.id, p.code, p.name, p.description, (p.monthly_price * 100)::integer AS price_cents,
  p.documents_per_month, p.max_users, p.max_companies, p.max_establishments, p.features,
  p.is_active, p.sort_order, p.highlighted, p.is_default, p.is_archived`;

export function toBillingPlan(row: PlanRow): BillingPlan {
  return {
    id: String(row.id),
    code: row.code,
    name: row.name,
    description: row.description,
    monthlyPriceCents: Number(row.price_cents),
    monthlyTokens: row.documents_per_month,
    limits: {
      companies: row.max_companies,
      establishments: row.max_establishments,
      usersPerCompany: row.max_users,
    },
    features: row.features,
    visible: row.is_active,
    order: row.sort_order,
    highlighted: row.highlighted,
    isDefault: row.is_default,
    archived: row.is_archived,
  };
}

/** The plans on sale: the same records and order as GET /plans. */
export async function listPlansOnSale(db: Queryable): Promise<PlanRow[]> {
  return db.query<PlanRow>(
    `SELECT ${PLAN_COLUMNS} FROM plans p
      WHERE p.is_active AND NOT p.is_archived ORDER BY p.sort_order, p.monthly_price`,
  );
}

export async function findPlan(db: Queryable, id: string): Promise<PlanRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await db.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans p WHERE p.id = $1`, [id]);
  return row ?? null;
}

/** Sold today: visible, not archived, and not the free trial that sign-up gives. */
export const planOnSale = (plan: PlanRow): boolean =>
  plan.is_active && !plan.is_archived && !plan.is_default && Number(plan.price_cents) > 0;

export async function findDefaultPlan(db: Queryable): Promise<PlanRow | null> {
  const [row] = await db.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans p WHERE p.is_default`);
  return row ?? null;
}

export interface TokenPackRow {
  id: string;
  code: string;
  name: string;
  tokens: number;
  price_cents: number;
  is_active: boolean;
}

const PACK_COLUMNS = 'id, code, name, tokens, (price * 100)::integer AS price_cents, is_active';

export const toBillingTokenPack = (row: TokenPackRow): BillingTokenPack => ({
  id: String(row.id),
  code: row.code,
  name: row.name,
  tokens: row.tokens,
  priceCents: Number(row.price_cents),
});

export async function listTokenPacksOnSale(db: Queryable): Promise<TokenPackRow[]> {
  return db.query<TokenPackRow>(
    `SELECT ${PACK_COLUMNS} FROM token_packs WHERE is_active ORDER BY sort_order, tokens`,
  );
}

export async function findTokenPack(db: Queryable, id: string): Promise<TokenPackRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await db.query<TokenPackRow>(`SELECT ${PACK_COLUMNS} FROM token_packs WHERE id = $1`, [id]);
  return row ?? null;
}
