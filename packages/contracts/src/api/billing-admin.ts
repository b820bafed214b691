import { z } from 'zod';
import { calendarDateMessages, isDayInRange } from '../validation/calendar-date.ts';
import {
  billingPlanSchema,
  billingTokenPackSchema,
  orderSchema,
  subscriptionStateSchema,
} from './billing.ts';
import { adminListQuerySchema, listResponseSchema, pageQuerySchema } from './lists.ts';

/*
 * The admin area's Planes and Suscripciones (issue 16): the catalogue (plans and token packs)
 * and every customer's subscription, the vouchers awaiting approval, and the changes staff
 * make by hand. Prices are typed in soles (as the public list shows them) and answered in
 * céntimos like the rest of billing.
 */

export const billingAdminMessages = {
  nameRequired: 'Indica el nombre',
  nameTooLong: 'El nombre no puede superar los 60 caracteres',
  descriptionTooLong: 'La descripción no puede superar los 300 caracteres',
  priceInvalid: 'Indica un precio en soles, sin negativos y con hasta 2 decimales (por ejemplo, 59.90)',
  tokensInvalid: 'Indica un número entero de tokens mayor que cero',
  limitInvalid: 'Indica un número entero mayor que cero',
  orderInvalid: 'Indica un número entero entre 0 y 999',
  featureTooLong: 'Cada característica puede tener hasta 120 caracteres',
  tooManyFeatures: 'Un plan puede listar hasta 12 características',
  planCreated: 'Plan creado',
  planUpdated: 'Plan actualizado',
  planArchived: 'Plan archivado',
  planRestored: 'Plan restaurado',
  planDeleted: 'Plan eliminado',
  planNotFound: 'No encontramos ese plan',
  planHasSubscribers: 'Este plan tiene suscriptores u órdenes: archívalo en lugar de eliminarlo',
  defaultRequired: 'Debe haber un plan por defecto: marca otro plan como predeterminado en su lugar',
  defaultNotArchived: 'El plan por defecto no se puede archivar: marca otro plan como predeterminado primero',
  archivedNotDefault: 'Un plan archivado no puede ser el plan por defecto',
  archivedNotAssigned: 'Ese plan está archivado: elige un plan vigente',
  packCreated: 'Paquete creado',
  packUpdated: 'Paquete actualizado',
  packNotFound: 'No encontramos ese paquete de tokens',
  subscriptionNotFound: 'No encontramos esa suscripción',
  reasonRequired: 'Indica el motivo',
  reasonTooLong: 'El motivo no puede superar los 500 caracteres',
  renewalRequired: 'Indica la nueva fecha de renovación',
  renewalNotLater: 'La nueva fecha de renovación debe ser posterior a la actual',
  renewalExtended: 'Renovación extendida',
  planChanged: 'Plan cambiado',
  subscriptionCancelled: 'Suscripción cancelada',
  alreadyCancelled: 'Esta suscripción ya está cancelada',
  cancelledNotExtended: 'Una suscripción cancelada no se extiende: cámbiale el plan para reactivarla',
  tokensDeltaInvalid: 'Indica una cantidad entera de tokens distinta de cero',
  tokensGranted: 'Tokens otorgados',
  tokensRemoved: 'Tokens retirados',
  tokensBelowZero: (balance: number) =>
    `No se pueden retirar más tokens de los que tiene el cliente (saldo actual: ${balance})`,
  voucherNotFound: 'Esta orden no tiene voucher',
} as const;

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** Soles as typed in a form (or sent as a number), IGV included: `59.9` → 59.9. */
export const solesAmountSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(',', '.') : value),
  z
    .union([z.string(), z.number()], { error: billingAdminMessages.priceInvalid })
    .refine((value) => TWO_DECIMALS.test(String(value)), billingAdminMessages.priceInvalid)
    .transform(Number)
    .pipe(
      z.number().min(0, billingAdminMessages.priceInvalid).max(99_999.99, billingAdminMessages.priceInvalid),
    ),
);

/** A whole number typed in a form (or sent as one), with one message for every mistake. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** Empty means unlimited (null). */
const optionalWholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '')
        ? null
        : typeof value === 'string'
          ? Number(value.trim())
          : value,
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );

const nameSchema = z
  .string({ error: billingAdminMessages.nameRequired })
  .trim()
  .min(1, billingAdminMessages.nameRequired)
  .max(60, billingAdminMessages.nameTooLong);

/** One feature per line in the form; a list in the request. */
const featuresSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split('\n') : value),
  z
    .array(z.string().trim().max(120, billingAdminMessages.featureTooLong))
    .transform((lines) => lines.filter((line) => line !== ''))
    .pipe(z.array(z.string()).max(12, billingAdminMessages.tooManyFeatures)),
);

/** POST /billing/admin/plans and PATCH /billing/admin/plans/:id (every field, as the form has them). */
export const planInputSchema = z.strictObject({
  name: nameSchema,
  description: z.string().trim().max(300, billingAdminMessages.descriptionTooLong).default(''),
  /** Soles, IGV included. */
  monthlyPrice: solesAmountSchema,
  /** Empty: unlimited. */
  monthlyTokens: optionalWholeNumber(billingAdminMessages.tokensInvalid, 1, 1_000_000),
  maxCompanies: wholeNumber(billingAdminMessages.limitInvalid, 1, 10_000),
  maxEstablishments: wholeNumber(billingAdminMessages.limitInvalid, 1, 10_000),
  maxUsers: wholeNumber(billingAdminMessages.limitInvalid, 1, 10_000),
  features: featuresSchema,
  visible: z.boolean(),
  order: wholeNumber(billingAdminMessages.orderInvalid, 0, 999),
  highlighted: z.boolean(),
  isDefault: z.boolean(),
});
export type PlanInput = z.input<typeof planInputSchema>;

/** A plan as staff see it: with how many subscriptions it has. */
export const adminPlanSchema = billingPlanSchema.extend({ subscribers: z.number().int().min(0) });
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlanListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminPlanSchema),
});
export const adminPlanResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminPlanSchema,
});

/** POST /billing/admin/token-packs and PATCH /billing/admin/token-packs/:id. */
export const tokenPackInputSchema = z.strictObject({
  name: nameSchema,
  tokens: wholeNumber(billingAdminMessages.tokensInvalid, 1, 1_000_000),
  price: solesAmountSchema,
  visible: z.boolean(),
  order: wholeNumber(billingAdminMessages.orderInvalid, 0, 999),
});
export type TokenPackInput = z.input<typeof tokenPackInputSchema>;

export const adminTokenPackSchema = billingTokenPackSchema.extend({
  visible: z.boolean(),
  order: z.number().int(),
});
export type AdminTokenPack = z.infer<typeof adminTokenPackSchema>;
export const adminTokenPackListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminTokenPackSchema),
});
export const adminTokenPackResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminTokenPackSchema,
});

export const SUBSCRIPTION_SORT_FIELDS = ['user', 'plan', 'state', 'renewsAt'] as const;

/** GET /billing/admin/subscriptions: one page, sorted, searched (name or e-mail), by state and plan. */
export const adminSubscriptionListQuerySchema = adminListQuerySchema(SUBSCRIPTION_SORT_FIELDS, {
  sort: 'renewsAt',
  order: 'asc',
  limit: 25,
}).extend({
  state: subscriptionStateSchema.optional(),
  /** A plan's id. */
  plan: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export type AdminSubscriptionListQuery = z.input<typeof adminSubscriptionListQuerySchema>;

export const adminSubscriptionSchema = z.object({
  /** The subscriber's public id: one subscription per user. */
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  plan: z.object({ id: z.string(), name: z.string(), archived: z.boolean() }),
  state: subscriptionStateSchema,
  periodStart: z.string(),
  renewsAt: z.string(),
  /** Tokens the user can spend now: the period's left plus the extra balance. */
  tokensAvailable: z.number().int(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminSubscriptionListResponseSchema = listResponseSchema(adminSubscriptionSchema);
export const adminSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminSubscriptionSchema,
});

export const adminReasonSchema = z
  .string({ error: billingAdminMessages.reasonRequired })
  .trim()
  .min(1, billingAdminMessages.reasonRequired)
  .max(500, billingAdminMessages.reasonTooLong);

/** A calendar date, `YYYY-MM-DD`: the subscription renews at the start of that day (Lima). */
export const extendRenewalRequestSchema = z.strictObject({
  renewsOn: z
    .string({ error: billingAdminMessages.renewalRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, billingAdminMessages.renewalRequired)
    .refine(isDayInRange, calendarDateMessages.outOfRange),
  reason: adminReasonSchema,
});
export type ExtendRenewalRequest = z.input<typeof extendRenewalRequestSchema>;

export const changePlanRequestSchema = z.strictObject({
  planId: z
    .string({ error: billingAdminMessages.planNotFound })
    .trim()
    .min(1, billingAdminMessages.planNotFound),
  reason: adminReasonSchema,
});
export type ChangePlanRequest = z.input<typeof changePlanRequestSchema>;

export const cancelSubscriptionRequestSchema = z.strictObject({ reason: adminReasonSchema });
export type CancelSubscriptionRequest = z.input<typeof cancelSubscriptionRequestSchema>;

/** Positive grants, negative removes; the balance never goes below zero. */
export const adjustTokensRequestSchema = z.strictObject({
  delta: wholeNumber(billingAdminMessages.tokensDeltaInvalid, -1_000_000, 1_000_000).refine(
    (delta) => delta !== 0,
    billingAdminMessages.tokensDeltaInvalid,
  ),
  reason: adminReasonSchema,
});
export type AdjustTokensRequest = z.input<typeof adjustTokensRequestSchema>;

/** GET /billing/admin/orders: orders of every customer, awaiting approval by default. */
export const adminOrderListQuerySchema = pageQuerySchema(10).extend({
  state: orderSchema.shape.state.default('pending_approval'),
  /** `true`: only payments that arrived for an order that no longer made sense (decision 0029). */
  needsReview: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderSchema = orderSchema.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** A payment an administrator should look at (decision 0029). */
  needsReview: z.boolean(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListResponseSchema = listResponseSchema(adminOrderSchema);

/** GET /billing/admin/orders/:id/voucher: the file, for staff only. */
export const voucherFileSchema = z.object({
  fileName: z.string(),
  mimeType: z.enum(['image/png', 'image/jpeg', 'application/pdf']),
  contentBase64: z.string(),
});
export type VoucherFile = z.infer<typeof voucherFileSchema>;
export const voucherFileResponseSchema = z.object({ success: z.literal(true), data: voucherFileSchema });
