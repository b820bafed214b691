import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayProvider, GatewayWebhookEvent, PaymentStart } from '@facturador/contracts';

/** What a gateway needs to know of the order being paid. */
export interface PayableOrder {
  publicId: string;
  amountCents: number;
  itemName: string;
  /** Our reference the gateway's checkout and events carry. */
  reference: string;
}

/**
 * A payment gateway (DOMAIN.md, "Payment gateways"): how the browser is told to pay, and how
 * the gateway's signed webhook is read. Confirmation always comes back through the webhook
 * (or, for a synchronous charge, the charge's answer) and is settled by `settleOrder`.
 */
export interface PaymentGateway {
  readonly provider: GatewayProvider;
  /** What the browser needs to take the payment. */
  start(order: PayableOrder, payer: { email: string }): PaymentStart;
  /**
   * The event of a webhook whose signature (HMAC-SHA256 of the raw body) is valid; null when
   * the signature is missing or wrong, and then nothing may change.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): GatewayWebhookEvent | null;
}

/** Hex HMAC-SHA256 of the raw body: what a gateway puts in the signature header. */
export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Compares in constant time, so that the answer's timing reveals nothing of the signature. */
export function webhookSignatureValid(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export class GatewayChargeError extends Error {
  override name = 'GatewayChargeError';
  constructor(
    message: string,
    /** The gateway's message for the payer, when it gave one. */
    readonly userMessage: string | null,
  ) {
    super(message);
  }
}
