import type { PublicPlan, TokenPack } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

interface PublicPlanRow {
  code: string;
  name: string;
  description: string;
  monthly_price: string;
  documents_per_month: number | null;
  max_users: number;
  max_companies: number;
  max_establishments: number;
  highlighted: boolean;
  features: string[];
}

const toPublicPlan = (row: PublicPlanRow): PublicPlan => ({
  code: row.code,
  name: row.name,
  description: row.description,
  monthlyPrice: Number(row.monthly_price),
  documentsPerMonth: row.documents_per_month,
  maxUsers: row.max_users,
  maxCompanies: row.max_companies,
  maxEstablishments: row.max_establishments,
  highlighted: row.highlighted,
  features: row.features,
});

/** The plans on sale as the public pricing pages show them (no ids). */
export async function listPublicPlans(db: Queryable): Promise<PublicPlan[]> {
  const rows = await db.query<PublicPlanRow>(
    `SELECT code, name, description, monthly_price, documents_per_month, max_users, max_companies,
            max_establishments, highlighted, features
       FROM plans WHERE is_active AND NOT is_archived ORDER BY sort_order, monthly_price`,
  );
  return rows.map(toPublicPlan);
}

export async function listPublicTokenPacks(db: Queryable): Promise<TokenPack[]> {
  const rows = await db.query<{ code: string; tokens: number; price: string }>(
    'SELECT code, tokens, price FROM token_packs WHERE is_active ORDER BY sort_order, tokens',
  );
  return rows.map((row) => ({ code: row.code, tokens: row.tokens, price: Number(row.price) }));
}
