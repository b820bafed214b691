import { z } from 'zod';
import type { PaymentInstructions } from './admin/system-settings.ts';

/*
 * Issue 28 (decision 0029): what an order will do, told before paying, and why a payment that
 * no longer makes sense is refused. Money stays in céntimos.
 */

/** `123` → `ORD-000123`: the order's number a person can type (the UUID stays in URLs). */
export const formatOrderReference = (referenceNumber: number | string): string =>
  `ORD-${String(referenceNumber).padStart(6, '0')}`;

/**
 * - `plan_change`: another plan; its period starts at the payment.
 * - `renewal`: the current plan again; its period starts when the current one ends (or at the
 *   payment when the current one has ended).
 * - `token_pack`: tokens added to the extra balance at the payment.
 */
export const CHECKOUT_KINDS = ['plan_change', 'renewal', 'token_pack'] as const;
export const checkoutKindSchema = z.enum(CHECKOUT_KINDS);
export type CheckoutKind = z.infer<typeof checkoutKindSchema>;

/**
 * What happens to the current period's unused tokens: moved to the extra balance (a plan
 * change), usable until the current period ends (a renewal paid ahead), or nothing to say.
 */
export const UNUSED_TOKEN_OUTCOMES = ['moved_to_extra', 'kept_until_period_end', 'none'] as const;
export const unusedTokenOutcomeSchema = z.enum(UNUSED_TOKEN_OUTCOMES);
export type UnusedTokenOutcome = z.infer<typeof unusedTokenOutcomeSchema>;

export const checkoutTermsSchema = z.object({
  kind: checkoutKindSchema,
  /** IGV included. */
  priceCents: z.number().int().min(0),
  /** ISO 8601; null: the period starts at the payment (or a token pack: no period). */
  periodStartsAt: z.string().nullable(),
  /** The plan's tokens for the new period (null: unlimited); a pack's tokens. */
  tokens: z.number().int().min(0).nullable(),
  /** Tokens left in the current period now. */
  unusedTokens: z.number().int().min(0),
  unusedTokensOutcome: unusedTokenOutcomeSchema,
  /** The same, in one Spanish paragraph for the payment screen. */
  summary: z.string(),
});
export type CheckoutTerms = z.infer<typeof checkoutTermsSchema>;

export const checkoutMessages = {
  orderAlreadyOpen: 'Ya tienes una orden abierta para esto: continúa con su pago.',
  itemOffSale: 'Esto ya no está a la venta. Elige otro plan o paquete en Mis Planes y Tokens.',
  orderSuperseded: 'Esta orden fue reemplazada por otra y ya no se puede pagar.',
  supersededReason: 'Reemplazada: pagaste otro plan',
  voucherUnavailable:
    'El pago por transferencia o Yape no está disponible en este momento. Paga con tarjeta o escríbenos.',
  reviewFlagged: 'Un administrador revisará este pago.',
  planAlreadyActive: (planName: string, renewableFrom: string) =>
    `Ya tienes el plan ${planName} activo en este periodo. Podrás renovarlo desde el ${renewableFrom}.`,
  renewalAlreadyPaid: (planName: string) =>
    `Ya pagaste la renovación del plan ${planName} para el próximo periodo.`,
  creditedAsTokens: (tokens: number) =>
    `La orden ya no correspondía cuando llegó el pago: se acreditaron ${tokens} tokens extra, que no vencen.`,
  paymentToRefund:
    'La orden ya no correspondía cuando llegó el pago: un administrador te contactará para devolverlo.',
} as const;

/** Whether the transfer account (bank, holder, number and CCI) is complete. */
export const bankTransferReady = (p: PaymentInstructions): boolean =>
  [p.bankName, p.accountHolder, p.accountNumber, p.cci].every((field) => field.trim() !== '');

/** Whether the Yape number and its holder are set. */
export const yapeReady = (p: PaymentInstructions): boolean =>
  [p.yapeHolder, p.yapePhone].every((field) => field.trim() !== '');

/**
 * "Transferencia o Yape" is offered only when it names somewhere to send the money: a complete
 * bank account, or a Yape number with its holder.
 */
export const voucherMethodAvailable = (p: PaymentInstructions): boolean =>
  bankTransferReady(p) || yapeReady(p);
