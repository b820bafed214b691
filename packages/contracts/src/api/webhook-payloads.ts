import { z } from 'zod';
import { despatchDetailSchema } from '../documents/despatch-api.ts';
import { documentDetailSchema } from '../documents/document-api.ts';
import { otherDocumentDetailSchema } from '../documents/other-documents-api.ts';
import {
  isDespatchEvent,
  isOtherDocumentEvent,
  WEBHOOK_EVENT_LABELS,
  type DespatchWebhookEventType,
  type OtherDocumentWebhookEventType,
  type WebhookEventType,
} from './webhooks.ts';

/** A guía's events carry the guía, a retención's or percepción's carry it; every other event the document. */
type PayloadDataSchema<Type extends WebhookEventType> = Type extends DespatchWebhookEventType
  ? typeof despatchDetailSchema
  : Type extends OtherDocumentWebhookEventType
    ? typeof otherDocumentDetailSchema
    : typeof documentDetailSchema;

const dataSchemaOf = <Type extends WebhookEventType>(type: Type): PayloadDataSchema<Type> =>
  (isDespatchEvent(type)
    ? despatchDetailSchema.describe(
        'La guía de remisión como la responde GET /v1/despatches/{despatchId} en ese momento',
      )
    : isOtherDocumentEvent(type)
      ? otherDocumentDetailSchema.describe(
          'El comprobante de retención o percepción como lo responde GET /v1/other-documents/{documentId} en ese momento',
        )
      : documentDetailSchema.describe(
          'El comprobante como lo responde GET /v1/documents/{documentId} en ese momento',
        )) as PayloadDataSchema<Type>;

/**
 * The body of every webhook delivery (issue 30, docs/decisions/0041), declared in /v1's OpenAPI
 * `webhooks` (issue 43) so that integrators generate its types. The server builds each payload
 * through this schema (documents/webhook-events.ts): what is declared is what is sent.
 */
export const webhookPayloadSchema = <const Type extends WebhookEventType>(type: Type) =>
  z
    .object({
      /** The event's id (`evt_…`), also in the Facturador-Event-Id header: the same on every attempt. */
      id: z
        .string()
        .describe('Identificador del evento (evt_…), igual en cada intento y en Facturador-Event-Id'),
      type: z.literal(type),
      /** When the state changed, ISO 8601 in UTC. */
      created_at: z.string().describe('Cuándo ocurrió, ISO 8601 en UTC'),
      /** The document (or the guía) as GET /v1/documents/{documentId} (/v1/despatches/{despatchId}) answers it. */
      data: dataSchemaOf(type),
    })
    .describe(WEBHOOK_EVENT_LABELS[type]);

/** A delivery's body for one event. */
export type WebhookEventPayload<Type extends WebhookEventType = WebhookEventType> = z.infer<
  ReturnType<typeof webhookPayloadSchema<Type>>
>;
