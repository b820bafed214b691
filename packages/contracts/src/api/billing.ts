import { z } from 'zod';
import { IGV_RATE } from './public-site.ts';
import { checkoutTermsSchema } from './checkout.ts';
import { listResponseSchema, pageQuerySchema } from './lists.ts';
import { purchaseReceiptChoiceSchema, purchaseReceiptSchema } from './purchase-receipt.ts';

/*
 * Mis Planes y Tokens (issue 15; DOMAIN.md, "Plans, tokens, subscriptions"): plans, token
 * packs, the subscription, orders and their payment, and the token ledger. Money travels in
 * céntimos (integers) so that no sum is ever rounded twice; `formatSoles` shows it.
 */

/** Céntimos (1 S/ = 100 céntimos), never negative. */
export const centsSchema = z.number().int().min(0);

/** What an IGV-included price is made of: base + IGV = price, each in céntimos. */
export interface PriceBreakdown {
  total: number;
  base: number;
  igv: number;
}

/**
 * DOMAIN.md: prices include IGV (18 %); the base is price / 1.18 rounded to the céntimo and
 * the IGV is what is left, so that base + IGV is exactly the price.
 */
export function priceBreakdown(totalCents: number, igvRate: number = IGV_RATE): PriceBreakdown {
  // The rate is a setting (Configuración del sistema): callers pass the current one.
  const base = Math.round(totalCents / (1 + igvRate));
  return { total: totalCents, base, igv: totalCents - base };
}

/** `12345` → `S/ 123.45` (Peruvian usage: point for decimals, comma for thousands). */
export function formatSoles(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const soles = Math.floor(absolute / 100).toLocaleString('en-US');
  return `${sign}S/ ${soles}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Soles with decimals (the public price list) → céntimos. */
export const solesToCents = (soles: number): number => Math.round(soles * 100);

/** Céntimos as a plain decimal, `12345` → `123.45`: a price field's text, a spreadsheet's number. */
export const solesDecimal = (cents: number): string => (cents / 100).toFixed(2);

/** What a plan allows; `null` is unlimited. */
export const planLimitsSchema = z.object({
  companies: z.number().int().min(1),
  establishments: z.number().int().min(1),
  usersPerCompany: z.number().int().min(1),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** A plan as customers (and administrators) see it: the same records as GET /plans. */
export const billingPlanSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** IGV included. */
  monthlyPriceCents: centsSchema,
  /** Tokens (documents) granted each period; null means unlimited. */
  monthlyTokens: z.number().int().min(0).nullable(),
  limits: planLimitsSchema,
  /** Short Spanish lines the plan card lists. */
  features: z.array(z.string()),
  /** Shown on the price list and sold (`false`: kept for whoever has it). */
  visible: z.boolean(),
  order: z.number().int(),
  highlighted: z.boolean(),
  /** The plan new accounts get (one at most): the free trial. */
  isDefault: z.boolean(),
  /** Never sold again; current subscriptions keep it. */
  archived: z.boolean(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

export const billingPlanListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(billingPlanSchema),
});

export const billingTokenPackSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  tokens: z.number().int().min(1),
  /** IGV included. */
  priceCents: centsSchema,
});
export type BillingTokenPack = z.infer<typeof billingTokenPackSchema>;

export const tokenPackListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(billingTokenPackSchema),
});

export const SUBSCRIPTION_STATES = ['active', 'pending_payment', 'expired', 'cancelled'] as const;
export const subscriptionStateSchema = z.enum(SUBSCRIPTION_STATES);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;
/** DOMAIN.md's words for each state. */
export const SUBSCRIPTION_STATE_LABELS: Readonly<Record<SubscriptionState, string>> = {
  active: 'activa',
  pending_payment: 'pendiente de pago',
  expired: 'vencida',
  cancelled: 'cancelada',
};

/** How much of one limit is in use; `limit` repeats the plan's. */
export const limitUsageSchema = z.object({ used: z.number().int().min(0), limit: z.number().int().min(1) });

export const subscriptionSchema = z.object({
  plan: billingPlanSchema,
  state: subscriptionStateSchema,
  /** ISO 8601. */
  periodStart: z.string(),
  /** ISO 8601: the end of the period, when it renews or expires. */
  renewsAt: z.string(),
  tokens: z.object({
    /** null: the plan is unlimited. */
    quota: z.number().int().min(0).nullable(),
    used: z.number().int().min(0),
    /** null: unlimited. */
    remaining: z.number().int().min(0).nullable(),
  }),
  /** Tokens bought in packs: they do not expire with the period. */
  extraTokens: z.number().int().min(0),
  usage: z.object({
    companies: limitUsageSchema,
    /** The most establishments any one of the user's companies has. */
    establishments: limitUsageSchema,
    /** The most members any one of the user's companies has. */
    usersPerCompany: limitUsageSchema,
  }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionResponseSchema = z.object({ success: z.literal(true), data: subscriptionSchema });

export const ORDER_KINDS = ['plan', 'token_pack'] as const;
export const orderKindSchema = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof orderKindSchema>;

/** `gateway`: a card through the payment gateway; `voucher`: bank transfer or Yape, approved by hand. */
export const PAYMENT_METHODS = ['gateway', 'voucher'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  gateway: 'Tarjeta (pasarela de pago)',
  voucher: 'Transferencia o Yape (voucher)',
};

export const ORDER_STATES = ['pending_payment', 'pending_approval', 'paid', 'rejected', 'cancelled'] as const;
export const orderStateSchema = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof orderStateSchema>;
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  pending_payment: 'pendiente de pago',
  pending_approval: 'en revisión',
  paid: 'pagada',
  rejected: 'rechazada',
  cancelled: 'cancelada',
};

export const orderSchema = z.object({
  /** The UUID, for URLs; people read `reference`. */
  id: z.string(),
  /** `ORD-000123`: what the customer types on a transfer and tells an administrator. */
  reference: z.string(),
  kind: orderKindSchema,
  /** The plan or the pack bought, as it was named when ordered. */
  item: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  /** IGV included; `priceBreakdown` gives base and IGV. */
  amountCents: centsSchema,
  method: paymentMethodSchema,
  state: orderStateSchema,
  /** Why an administrator refused the voucher (the customer reads it). */
  rejectionReason: z.string().nullable(),
  /** A voucher was uploaded for it. */
  hasVoucher: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /**
   * What paying will do (when the period starts, unused tokens, the price); only while the
   * order can still be paid.
   */
  checkout: checkoutTermsSchema.nullable().optional(),
  /** What happened to a payment that arrived for an order that no longer made sense. */
  settlementNote: z.string().nullable().optional(),
  /** The purchase's comprobante: chosen at checkout, issued once the order is paid. */
  receipt: purchaseReceiptSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: orderSchema,
});

export const orderListQuerySchema = pageQuerySchema(10).extend({ state: orderStateSchema.optional() });
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderListResponseSchema = listResponseSchema(orderSchema);

export const billingMessages = {
  itemRequired: 'Elige un plan o un paquete de tokens',
  planNotFound: 'El plan elegido no está disponible',
  packNotFound: 'El paquete de tokens elegido no está disponible',
  freePlanNotSold: 'El plan de prueba no se compra: se asigna al crear la cuenta',
  orderNotFound: 'No encontramos esa orden',
  orderCreated: 'Orden creada. Completa el pago para activarla.',
  orderNotPayable: 'Esta orden ya no se puede pagar',
  orderNotGateway: 'Esta orden se paga con voucher, no con la pasarela',
  orderNotVoucher: 'Esta orden se paga con la pasarela, no con voucher',
  orderNotPending: 'Esta orden no está en revisión',
  orderPaid: 'Pago confirmado. ¡Gracias!',
  orderApproved: 'Pago aprobado',
  orderRejected: 'Pago rechazado',
  gatewayDisabled: 'El pago con tarjeta no está disponible en este momento. Paga con voucher.',
  chargeFailed: 'No se pudo completar el cobro. Revisa los datos de tu tarjeta e inténtalo de nuevo.',
  voucherUploaded: 'Recibimos tu voucher. Un administrador lo revisará pronto.',
  voucherType: 'El voucher debe ser una imagen PNG o JPEG, o un PDF',
  voucherTooLarge: 'El voucher no puede superar los 5 MB',
  voucherEmpty: 'Adjunta el voucher',
  fileNameRequired: 'Indica el nombre del archivo',
  reasonRequired: 'Indica el motivo del rechazo',
  reasonTooLong: 'El motivo no puede superar los 500 caracteres',
  tokenSourceRequired: 'Falta el token de la tarjeta',
  noTokens: 'No te quedan tokens. Compra un paquete o cambia de plan en Mis Planes y Tokens.',
  subscriptionInactive: 'Tu suscripción no está activa. Renuévala en Mis Planes y Tokens.',
  webhookSignature: 'Firma inválida',
} as const;

/** POST /billing/orders: exactly one of plan or token pack, and how it will be paid. */
export const createOrderRequestSchema = z
  .object({
    kind: orderKindSchema,
    /** The plan's or the pack's id. */
    itemId: z.string({ error: billingMessages.itemRequired }).trim().min(1, billingMessages.itemRequired),
    method: paymentMethodSchema,
    /** The comprobante the purchase gets (issue 28): a boleta to the buyer when absent. */
    receipt: purchaseReceiptChoiceSchema.optional(),
  })
  .strict();
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export const GATEWAY_PROVIDERS = ['culqi', 'sandbox'] as const;
export const gatewayProviderSchema = z.enum(GATEWAY_PROVIDERS);
export type GatewayProvider = z.infer<typeof gatewayProviderSchema>;

/**
 * POST /billing/orders/:id/pay: what the browser needs to take the payment.
 * - sandbox (development and tests only): show a simulated checkout for `reference` whose
 *   buttons call POST /billing/sandbox/checkout/:reference (the payer approves or declines);
 * - culqi: open Culqi Checkout with `publicKey`, `amountCents`, `currency` and `email`, then
 *   send the card token to POST /billing/orders/:id/charge.
 */
export const paymentStartSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('sandbox'),
    orderId: z.string(),
    reference: z.string(),
    amountCents: centsSchema,
  }),
  z.object({
    provider: z.literal('culqi'),
    orderId: z.string(),
    publicKey: z.string(),
    amountCents: centsSchema,
    currency: z.literal('PEN'),
    email: z.string(),
    /** The checkout's title and description. */
    title: z.string(),
    description: z.string(),
  }),
]);
export type PaymentStart = z.infer<typeof paymentStartSchema>;
export const paymentStartResponseSchema = z.object({ success: z.literal(true), data: paymentStartSchema });

/** POST /billing/orders/:id/charge: the token Culqi Checkout gave (`tkn_…`). */
export const chargeOrderRequestSchema = z.strictObject({
  sourceId: z
    .string({ error: billingMessages.tokenSourceRequired })
    .trim()
    .min(1, billingMessages.tokenSourceRequired)
    .max(200),
});
export type ChargeOrderRequest = z.input<typeof chargeOrderRequestSchema>;

/**
 * POST /billing/sandbox/checkout/:reference (never in production): the simulated payer's
 * decision. The sandbox gateway then posts its HMAC-signed webhook, as a real gateway does.
 */
export const sandboxCheckoutRequestSchema = z.strictObject({ outcome: z.enum(['approved', 'declined']) });
export const sandboxCheckoutParamsSchema = z.object({ reference: z.string().trim().min(1) });
export type SandboxCheckoutRequest = z.input<typeof sandboxCheckoutRequestSchema>;

export const VOUCHER_MAX_BYTES = 5 * 1024 * 1024;
/** What a voucher may be, told by its first bytes, never by its name. */
export const VOUCHER_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

/** POST /billing/orders/:id/voucher. The file travels as base64 (≤ 5 MB once decoded). */
export const voucherUploadRequestSchema = z.strictObject({
  fileBase64: z
    .string({ error: billingMessages.voucherEmpty })
    .min(1, billingMessages.voucherEmpty)
    // 5 MB of bytes is at most this much base64 (plus a data: prefix).
    .max(Math.ceil(VOUCHER_MAX_BYTES / 3) * 4 + 100, billingMessages.voucherTooLarge),
  fileName: z
    .string({ error: billingMessages.fileNameRequired })
    .trim()
    .min(1, billingMessages.fileNameRequired)
    .max(200),
});
export type VoucherUploadRequest = z.input<typeof voucherUploadRequestSchema>;

/** POST /billing/admin/orders/:id/reject. */
export const rejectOrderRequestSchema = z.strictObject({
  reason: z
    .string({ error: billingMessages.reasonRequired })
    .trim()
    .min(1, billingMessages.reasonRequired)
    .max(500, billingMessages.reasonTooLong),
});
export type RejectOrderRequest = z.input<typeof rejectOrderRequestSchema>;

export const LEDGER_REASONS = [
  'plan_period',
  'period_expired',
  'token_pack',
  'document',
  /** Issue 26: a document SUNAT did not receive (an exception) gives its token back. */
  'document_refund',
  'adjustment',
] as const;
export const ledgerReasonSchema = z.enum(LEDGER_REASONS);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;
export const LEDGER_REASON_LABELS: Readonly<Record<LedgerReason, string>> = {
  plan_period: 'Cuota del periodo del plan',
  /** What was left of a period's quota when the period ended. */
  period_expired: 'Fin del periodo: cuota no usada',
  token_pack: 'Compra de paquete de tokens',
  document: 'Emisión de comprobante',
  document_refund: 'Devolución: comprobante no recibido por SUNAT',
  adjustment: 'Ajuste',
};

/** One movement of tokens; `balanceAfter` is the quota left plus the extra balance. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  date: z.string(),
  /** Positive: credit; negative: debit. */
  delta: z.number().int(),
  reason: ledgerReasonSchema,
  /** A Spanish note (the plan or pack, the document…). */
  description: z.string(),
  orderId: z.string().nullable(),
  /** The order's `ORD-000123`, what the ledger shows people. */
  orderReference: z.string().nullable().optional(),
  balanceAfter: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerQuerySchema = pageQuerySchema(20);
export type LedgerQuery = z.input<typeof ledgerQuerySchema>;

export const ledgerListResponseSchema = listResponseSchema(ledgerEntrySchema);
export type LedgerListResponse = z.infer<typeof ledgerListResponseSchema>;

/** The CSV export's columns, in order (UTF-8 with BOM, comma separated). */
export const LEDGER_CSV_HEADERS = [
  'Fecha',
  'Movimiento',
  'Motivo',
  'Detalle',
  'Orden',
  'Saldo después',
] as const;
export const LEDGER_CSV_FILE_NAME = 'movimientos-tokens.csv';
/** The ledger's CSV is not JSON: the typed client fetches it as text. */
export const ledgerCsvSchema = z.string();

/** The header a gateway signs its webhook with: hex HMAC-SHA256 of the raw body. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-facturador-signature';

/**
 * The event the sandbox gateway posts (and Culqi's own, once mapped): which charge of which
 * order was paid. The provider's event id makes a replay change nothing.
 */
export const gatewayWebhookEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['charge.succeeded', 'charge.failed']),
  data: z.object({
    orderId: z.string().min(1),
    chargeId: z.string().min(1),
    amountCents: centsSchema,
  }),
});
export type GatewayWebhookEvent = z.infer<typeof gatewayWebhookEventSchema>;

export const webhookAnswerSchema = z.object({
  success: z.literal(true),
  /** `false` when the event had been received already (a replay): nothing changed. */
  processed: z.boolean(),
});

/** The path's `:id` of an order, plan, token pack or subscription: its public id. */
export const billingIdParamsSchema = z.object({ id: z.string().trim().min(1) });

/** GET /billing/orders/:id/receipt/:file: the purchase receipt's PDF or XML. */
export const receiptParamsSchema = z.object({ id: z.string().trim().min(1), file: z.enum(['pdf', 'xml']) });
