import { createHmac, randomBytes } from 'node:crypto';

/**
 * A webhook's signing secret, `whsec_<32 random bytes, base64url>`: the integrator keeps it to
 * check that a delivery comes from us. Unlike an API key it must be readable by the server,
 * which signs with it, so it is stored sealed (crypto/secret-box.ts), bound to its webhook.
 */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** The secret box's context: a sealed secret copied to another webhook's row does not open. */
export const webhookSecretContext = (webhookPublicId: string) => `webhook:${webhookPublicId}:secret`;

/**
 * `Facturador-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`, over `<t>.<raw body>` with the
 * secret's text as the key. The time inside the signed text lets a receiver refuse old replays.
 */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
