import {
  DELIVERY_EVENT_ID_HEADER,
  DELIVERY_SIGNATURE_HEADER,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookPayloadSchema,
  type WebhookEventType,
} from '@facturador/contracts';
import { z } from 'zod';

/** `document.void_rejected` → `webhookDocumentVoidRejected`. */
const operationIdOf = (type: WebhookEventType) =>
  `webhook${type
    .split(/[._]/)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}`;

/**
 * What an event means for the integrator, where its label alone does not say what to do (issue
 * 41: a retención's or percepción's exception and its reversión, decision 61).
 */
const MEANINGS: Partial<Record<WebhookEventType, string>> = {
  'other_document.exception':
    'SUNAT no recibió el comprobante (data.status es exception): no tiene validez; emite uno nuevo. ',
  'other_document.reverted':
    'SUNAT aceptó un resumen de reversiones (RR) que lo incluye: el comprobante deja de tener validez (data.status es reverted). Llega uno por cada comprobante del resumen. ',
  'other_document.reversion_rejected':
    'SUNAT no aceptó el resumen de reversiones (RR) que lo incluía: el comprobante sigue vigente, como antes (data.status es accepted u observed). ',
};

/** The payload's JSON Schema (OpenAPI 3.1 is JSON Schema 2020-12), from the schema the server sends it through. */
export function webhookPayloadJsonSchema(type: WebhookEventType) {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(webhookPayloadSchema(type), {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
  });
  return schema;
}

/**
 * /v1's OpenAPI `webhooks` (issue 43): every event the server can send, its signed headers and
 * its body, so that an integrator generates the receiver's types as it does the client's.
 */
export function v1Webhooks() {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          operationId: operationIdOf(type),
          tags: ['webhooks'],
          summary: WEBHOOK_EVENT_LABELS[type],
          description: `${MEANINGS[type] ?? ''}Se envía a cada webhook de la empresa que eligió el evento ${type}. Verifica ${DELIVERY_SIGNATURE_HEADER} (HMAC-SHA256 con el secreto del webhook sobre \`<t>.<cuerpo tal como llegó>\`) antes de confiar en el cuerpo. Responde 2xx en menos de 10 segundos; si no, se reintenta hasta 24 horas con el mismo cuerpo y el mismo ${DELIVERY_EVENT_ID_HEADER}.`,
          security: [],
          parameters: [
            {
              name: DELIVERY_SIGNATURE_HEADER,
              in: 'header',
              required: true,
              description: 'Firma de la entrega: t=<segundos Unix>,v1=<HMAC-SHA256 en hexadecimal>',
              schema: { type: 'string' },
            },
            {
              name: DELIVERY_EVENT_ID_HEADER,
              in: 'header',
              required: true,
              description:
                'El id del evento (evt_…), igual en cada intento: sirve para no procesarlo dos veces',
              schema: { type: 'string' },
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: webhookPayloadJsonSchema(type) } },
          },
          responses: {
            '200': { description: 'Recibido (cualquier 2xx vale)' },
          },
        },
      },
    ]),
  );
}
