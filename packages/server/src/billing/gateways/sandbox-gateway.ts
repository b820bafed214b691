import { randomUUID } from 'node:crypto';
import {
  gatewayWebhookEventSchema,
  WEBHOOK_SIGNATURE_HEADER,
  type GatewayWebhookEvent,
} from '@facturador/contracts';
import {
  signWebhook,
  webhookSignatureValid,
  type PayableOrder,
  type PaymentGateway,
} from './payment-gateway.ts';

/** Posts a webhook the way a gateway's servers do: a raw JSON body and its signature header. */
export type WebhookDelivery = (request: {
  path: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<number>;

/**
 * The local gateway for development and tests. Its checkout is simulated (the payer approves
 * or declines); it then confirms exactly as a real gateway would: an HMAC-signed webhook
 * posted to POST /billing/webhooks/sandbox, which is read, checked and settled like any other.
 */
export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const;

  constructor(
    private readonly webhookSecret: string,
    private readonly deliver: WebhookDelivery,
  ) {}

  start(order: PayableOrder) {
    return {
      provider: 'sandbox' as const,
      orderId: order.publicId,
      reference: order.reference,
      amountCents: order.amountCents,
    };
  }

  /** The payer finished the simulated checkout: the signed event goes to our webhook. */
  async complete(order: PayableOrder, outcome: 'approved' | 'declined'): Promise<number> {
    const event: GatewayWebhookEvent = {
      id: `evt_sandbox_${randomUUID()}`,
      type: outcome === 'approved' ? 'charge.succeeded' : 'charge.failed',
      data: {
        orderId: order.publicId,
        chargeId: `chr_sandbox_${order.reference}`,
        amountCents: order.amountCents,
      },
    };
    const body = JSON.stringify(event);
    return this.deliver({
      path: '/billing/webhooks/sandbox',
      body,
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, this.webhookSecret),
      },
    });
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): GatewayWebhookEvent | null {
    if (!webhookSignatureValid(rawBody, signature, this.webhookSecret)) return null;
    try {
      const parsed = gatewayWebhookEventSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
