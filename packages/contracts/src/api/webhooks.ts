import { z } from 'zod';
import { successResponse } from '../envelope.ts';

/**
 * Webhooks of a company (issue 30, docs/decisions/0041): an HTTPS endpoint of the integrator
 * that learns of SUNAT's verdicts and of voids without polling /v1. Owner only, on the
 * Integraciones tab; the signing secret is answered once, at creation and at each rotation.
 */
export const WEBHOOK_EVENTS = [
  'document.accepted',
  'document.observed',
  'document.rejected',
  'document.exception',
  'document.voided',
  'document.void_rejected',
  // Guías de remisión (issue 42): SUNAT's verdict on a guía's ticket.
  'despatch.accepted',
  'despatch.rejected',
  // Retenciones y percepciones (issue 41): SUNAT's verdict on a 20 or a 40, and on its reversión (RR).
  'other_document.accepted',
  'other_document.rejected',
  'other_document.exception',
  'other_document.reverted',
  'other_document.reversion_rejected',
] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEventType = z.infer<typeof webhookEventSchema>;

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  'document.accepted': 'Comprobante aceptado por SUNAT',
  'document.observed': 'Comprobante aceptado con observaciones',
  'document.rejected': 'Comprobante rechazado por SUNAT',
  'document.exception': 'SUNAT no recibió el comprobante (excepción)',
  'document.voided': 'Comprobante anulado (baja aceptada)',
  'document.void_rejected': 'SUNAT no aceptó la baja',
  'despatch.accepted': 'Guía de remisión aceptada por SUNAT',
  'despatch.rejected': 'Guía de remisión rechazada por SUNAT',
  'other_document.accepted': 'Comprobante de retención o percepción aceptado por SUNAT',
  'other_document.rejected': 'Comprobante de retención o percepción rechazado por SUNAT',
  'other_document.exception': 'SUNAT no recibió el comprobante de retención o percepción (excepción)',
  'other_document.reverted': 'Comprobante de retención o percepción revertido (reversión aceptada)',
  'other_document.reversion_rejected':
    'SUNAT no aceptó la reversión del comprobante de retención o percepción',
};

/** The events about a guía de remisión: their `data` is the guía, as GET /v1/despatches/{despatchId} answers it. */
export type DespatchWebhookEventType = Extract<WebhookEventType, `despatch.${string}`>;
export const isDespatchEvent = (type: WebhookEventType): type is DespatchWebhookEventType =>
  type.startsWith('despatch.');

/** The events about a retención or percepción: their `data` is it, as GET /v1/other-documents/{id} answers it. */
export type OtherDocumentWebhookEventType = Extract<WebhookEventType, `other_document.${string}`>;
export const isOtherDocumentEvent = (type: WebhookEventType): type is OtherDocumentWebhookEventType =>
  type.startsWith('other_document.');

/** The headers of every delivery: the signature over `<t>.<raw body>` and the event's id. */
export const DELIVERY_SIGNATURE_HEADER = 'Facturador-Signature';
export const DELIVERY_EVENT_ID_HEADER = 'Facturador-Event-Id';
/** How long a receiver has to answer one delivery attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** After this long without a 2xx a delivery is given up (failed). */
export const WEBHOOK_GIVE_UP_MS = 24 * 60 * 60_000;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
export const WEBHOOK_DELIVERY_STATE_LABELS: Readonly<Record<WebhookDeliveryState, string>> = {
  pending: 'Reintentando',
  delivered: 'Entregado',
  failed: 'Fallido',
};

export const webhookMessages = {
  urlInvalid: 'Escribe una dirección completa que empiece con https:// (o http://)',
  urlTooLong: 'La dirección admite hasta 500 caracteres',
  urlBlocked:
    'Por seguridad no se envían webhooks a direcciones de la red interna: usa una dirección pública',
  urlUnresolved: 'No se encontró esa dirección: revisa el nombre del servidor',
  eventsRequired: 'Elige al menos un evento',
  created: 'El webhook fue creado. Copia su secreto ahora: no se volverá a mostrar.',
  updated: 'El webhook fue actualizado.',
  deleted: 'El webhook fue eliminado.',
  rotated: 'El secreto fue cambiado. Copia el nuevo ahora: el anterior ya no firma.',
  notFound: 'Webhook no encontrado',
  deliveryNotFound: 'Entrega no encontrada',
  resent: 'Entrega reenviada.',
  deliveryBusy: 'Esa entrega se está enviando en este momento: espera unos segundos',
  // What an attempt's error column says.
  attemptTimeout: (seconds: number) => `Sin respuesta en ${seconds} segundos`,
  attemptBlocked: 'Dirección de la red interna: no se envió',
  attemptRefused: 'Conexión rechazada',
  attemptDns: 'No se encontró la dirección',
  attemptFailed: 'No se pudo conectar',
} as const;

const webhookUrlSchema = z
  .string({ error: webhookMessages.urlInvalid })
  .trim()
  .max(500, webhookMessages.urlTooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, webhookMessages.urlInvalid);

export const webhookInputSchema = z.strictObject({
  url: webhookUrlSchema,
  events: z
    .array(webhookEventSchema, { error: webhookMessages.eventsRequired })
    .min(1, webhookMessages.eventsRequired)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
  active: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListResponseSchema = successResponse(z.array(webhookSchema));
export const webhookResponseSchema = successResponse(webhookSchema);
/** Creation and rotation only: the signing secret (`whsec_…`), once. */
export const webhookWithSecretResponseSchema = successResponse(webhookSchema.extend({ secret: z.string() }));
export type WebhookWithSecret = z.infer<typeof webhookWithSecretResponseSchema>['data'];

export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when no answer came (then `error` says why). */
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  /** Sent by hand with Reenviar. */
  manual: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: webhookEventSchema,
  /** The document the event is about (F001-123). */
  subject: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATES),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListResponseSchema = successResponse(z.array(webhookDeliverySchema));
export const webhookDeliveryResponseSchema = successResponse(webhookDeliverySchema);
