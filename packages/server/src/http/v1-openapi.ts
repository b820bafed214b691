import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES } from '@facturador/contracts';
import { v1Webhooks } from './v1-webhooks-openapi.ts';

/** The OpenAPI document's heading: who it is for, how to authenticate, and the rules that hold everywhere. */
export function v1OpenApi(version: string) {
  const scopes = API_KEY_SCOPES.map((scope) => `- \`${scope}\`: ${API_KEY_SCOPE_LABELS[scope]}`).join('\n');
  return {
    // 3.1: JSON Schema 2020-12 and `webhooks`, the events a company's webhooks receive (issue 43).
    openapi: '3.1.0',
    info: {
      title: 'Facturador API v1 — ERP y puntos de venta',
      version,
      description: [
        'Emite y consulta comprobantes electrónicos desde tu ERP o punto de venta.',
        '',
        '**Autenticación.** Crea una clave en Mis Empresas → tu empresa → Integraciones (solo el dueño) y envíala en cada llamada: `Authorization: Bearer fk_live_…`. La clave se muestra una sola vez; la empresa es la de la clave. Permisos:',
        scopes,
        '',
        '**Idempotencia.** Toda emisión lleva `Idempotency-Key` (8 a 100 letras, dígitos o guiones, única por comprobante). Repetir la llamada con la misma clave y el mismo cuerpo responde exactamente lo que respondió la primera vez (estado y cuerpo), con la cabecera `Idempotent-Replayed: true`; el estado actual se lee con GET. Con otro cuerpo, 409.',
        '',
        '**Límite.** Cada clave tiene un número de solicitudes por minuto: `RateLimit-Limit`, `RateLimit-Remaining` y `RateLimit-Reset` lo dicen en cada respuesta; al pasarlo, 429 con `Retry-After`.',
        '',
        '**Errores.** Siempre `{ success: false, message, code, details? }`, con `message` en español. Si SUNAT rechaza, `details.sunatCode` y `details.sunatMessage` traen su código y su texto.',
        '',
        '**Listas.** Por cursor: pasa el `next_cursor` de una respuesta como `cursor` en la siguiente; es null en la última página.',
      ].join('\n'),
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http' as const,
          scheme: 'bearer',
          bearerFormat: 'fk_live_<id>_<secreto>',
          description: 'Clave de API de la empresa (Mis Empresas → Integraciones)',
        },
      },
    },
    security: [{ apiKey: [] }],
    webhooks: v1Webhooks(),
  };
}
