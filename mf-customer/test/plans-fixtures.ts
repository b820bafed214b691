import type { BillingPlan, BillingTokenPack, LedgerEntry, Order, Subscription } from '@facturador/contracts';

/** Billing records shaped exactly as the contracts say, for the page's HTTP test server. */
export const plan = (overrides: Partial<BillingPlan> = {}): BillingPlan => ({
  id: 'pln_basic',
  code: 'basico',
  name: 'Básico',
  description: 'Para empezar a facturar',
  monthlyPriceCents: 5900,
  monthlyTokens: 200,
  limits: { companies: 1, establishments: 2, usersPerCompany: 3 },
  features: ['Facturas y boletas'],
  visible: true,
  order: 1,
  highlighted: false,
  isDefault: false,
  archived: false,
  ...overrides,
});

export const proPlan = plan({
  id: 'pln_pro',
  code: 'pro',
  name: 'Pro',
  monthlyPriceCents: 14900,
  monthlyTokens: 600,
  limits: { companies: 3, establishments: 5, usersPerCompany: 10 },
  order: 2,
});

export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  plan: plan(),
  state: 'active',
  periodStart: '2026-11-01T05:00:00.000Z',
  renewsAt: '2026-12-01T05:00:00.000Z',
  tokens: { quota: 200, used: 50, remaining: 150 },
  extraTokens: 500,
  usage: {
    companies: { used: 1, limit: 1 },
    establishments: { used: 2, limit: 2 },
    usersPerCompany: { used: 1, limit: 3 },
  },
  ...overrides,
});

export const pack: BillingTokenPack = {
  id: 'pck_500',
  code: 'tokens-500',
  name: 'Paquete 500',
  tokens: 500,
  priceCents: 11800,
};

export const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'ord_1',
  reference: 'ORD-000001',
  kind: 'token_pack',
  item: { id: pack.id, code: pack.code, name: pack.name },
  amountCents: pack.priceCents,
  method: 'voucher',
  state: 'pending_payment',
  rejectionReason: null,
  hasVoucher: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  paidAt: null,
  ...overrides,
});

export const ledgerEntry = (index: number): LedgerEntry => ({
  id: `led_${index}`,
  date: '2026-11-20T10:00:00.000Z',
  delta: index % 2 === 0 ? 500 : -1,
  reason: index % 2 === 0 ? 'token_pack' : 'document',
  description: `Movimiento ${index}`,
  orderId: index % 2 === 0 ? `ord_${index}` : null,
  orderReference: index % 2 === 0 ? `ORD-${String(index).padStart(6, '0')}` : null,
  balanceAfter: 1000 - index,
});

/** The list envelope of a page of `total` records. */
export const page = <T>(data: T[], pageNumber: number, limit: number, total: number) => ({
  success: true as const,
  data,
  meta: { page: pageNumber, limit, total, totalPages: Math.ceil(total / limit) },
});
