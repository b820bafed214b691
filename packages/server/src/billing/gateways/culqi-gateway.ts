import { z } from 'zod';
import type { GatewayWebhookEvent } from '@facturador/contracts';
import {
  GatewayChargeError,
  webhookSignatureValid,
  type PayableOrder,
  type PaymentGateway,
} from './payment-gateway.ts';

export const CULQI_API_URL = 'https://api.culqi.com';

export interface CulqiKeys {
  publicKey: string;
  secretKey: string;
  /** The secret our webhook's signature is checked with. */
  webhookSecret: string | null;
}

/** The part of Culqi's charge answer we rely on (POST /v2/charges). */
const culqiChargeSchema = z.object({
  object: z.literal('charge'),
  id: z.string(),
  amount: z.number().int(),
  currency_code: z.string(),
  outcome: z.object({ type: z.string() }).partial().optional(),
});

const culqiErrorSchema = z
  .object({ merchant_message: z.string(), user_message: z.string() })
  .partial()
  .passthrough();

/** Culqi's event (object "event"); `data` is the charge, sent as a JSON string or an object. */
const culqiEventSchema = z.object({
  object: z.literal('event'),
  id: z.string().min(1),
  type: z.string(),
  data: z.union([z.string(), z.record(z.string(), z.unknown())]),
});

const culqiEventChargeSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  metadata: z.object({ order_id: z.string() }),
});

/**
 * Culqi (https://docs.culqi.com), the gateway most used in Peru. The browser opens Culqi
 * Checkout with the public key and the amount; Culqi answers a card token (`tkn_…`) that the
 * server charges with the secret key: POST {base}/v2/charges, amount in céntimos, PEN. The
 * charge's answer is final (Culqi charges synchronously); its webhook then only confirms.
 */
export class CulqiGateway implements PaymentGateway {
  readonly provider = 'culqi' as const;

  constructor(
    private readonly keys: CulqiKeys,
    /** api.culqi.com; a test names a local stand-in. */
    private readonly baseUrl: string = CULQI_API_URL,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  start(order: PayableOrder, payer: { email: string }) {
    return {
      provider: 'culqi' as const,
      orderId: order.publicId,
      publicKey: this.keys.publicKey,
      amountCents: order.amountCents,
      currency: 'PEN' as const,
      email: payer.email,
      title: 'Facturador',
      description: order.itemName,
    };
  }

  /** Charges the card token; answers Culqi's charge id, or throws GatewayChargeError. */
  async charge(
    order: PayableOrder,
    payer: { email: string },
    sourceId: string,
  ): Promise<{ chargeId: string; amountCents: number }> {
    let response: Response;
    try {
      response = await this.fetchImpl(new URL('/v2/charges', this.baseUrl), {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.keys.secretKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          amount: order.amountCents,
          currency_code: 'PEN',
          email: payer.email,
          source_id: sourceId,
          description: order.itemName.slice(0, 80),
          metadata: { order_id: order.publicId },
        }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new GatewayChargeError(`Culqi unreachable: ${(error as Error).message}`, null);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const failure = culqiErrorSchema.safeParse(body);
      const detail = failure.success ? failure.data : {};
      throw new GatewayChargeError(
        `Culqi refused the charge (${response.status}): ${detail.merchant_message ?? 'sin detalle'}`,
        detail.user_message ?? null,
      );
    }
    const charge = culqiChargeSchema.safeParse(body);
    if (!charge.success) throw new GatewayChargeError('Culqi answered an unexpected charge', null);
    if (charge.data.amount !== order.amountCents || charge.data.currency_code !== 'PEN') {
      throw new GatewayChargeError('Culqi charged a different amount', null);
    }
    return { chargeId: charge.data.id, amountCents: charge.data.amount };
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): GatewayWebhookEvent | null {
    if (!this.keys.webhookSecret || !webhookSignatureValid(rawBody, signature, this.keys.webhookSecret))
      return null;
    try {
      const event = culqiEventSchema.parse(JSON.parse(rawBody.toString('utf8')));
      const data: unknown = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
      const charge = culqiEventChargeSchema.parse(data);
      return {
        id: event.id,
        type: event.type === 'charge.creation.succeeded' ? 'charge.succeeded' : 'charge.failed',
        data: { orderId: charge.metadata.order_id, chargeId: charge.id, amountCents: charge.amount },
      };
    } catch {
      return null;
    }
  }
}
