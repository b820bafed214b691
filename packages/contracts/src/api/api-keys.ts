import { z } from 'zod';
import { successResponse } from '../envelope.ts';
import { daySchema } from '../validation/calendar-date.ts';

/**
 * API keys of a company (issue 30): what an ERP or a point of sale uses to call /v1. Created
 * and revoked by the company's owner on the Integraciones tab; the secret is answered once.
 */

/** What a key may do on /v1: issue documents, read them (and their files and summaries), void them. */
export const API_KEY_SCOPES = ['issue', 'read', 'void'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/**
 * A scope as a person reads it in a list (the keys' table): short, in Spanish. The API's values
 * (`issue`, `read`, `void`) stay as they are: an ERP sends and reads those.
 */
export const API_KEY_SCOPE_NAMES: Readonly<Record<ApiKeyScope, string>> = {
  issue: 'Emitir comprobantes',
  read: 'Consultar comprobantes',
  void: 'Anular comprobantes',
};

/** What a scope allows, in full: the choice when creating a key, and /v1's reference. */
export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = {
  issue: 'Emitir comprobantes',
  read: 'Consultar comprobantes, descargar XML, CDR y PDF, ver resúmenes',
  void: 'Anular comprobantes',
};

/** A key's whole text: `fk_live_<public id, 16 hex digits>_<secret, 43 base64url characters>`. */
export const API_KEY_PREFIX = 'fk_live_';
export const API_KEY_PATTERN = /^fk_live_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export const API_KEY_STATES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyState = (typeof API_KEY_STATES)[number];

export const API_KEY_STATE_LABELS: Readonly<Record<ApiKeyState, string>> = {
  active: 'Activa',
  expired: 'Vencida',
  revoked: 'Revocada',
};

export const apiKeyMessages = {
  nameRequired: 'Ingresa un nombre para la clave (por ejemplo, «ERP contabilidad»)',
  nameTooLong: 'El nombre admite hasta 60 caracteres',
  scopesRequired: 'Elige al menos un permiso',
  expiryFormat: 'Usa una fecha con el formato AAAA-MM-DD',
  expiryPast: 'La fecha de vencimiento debe ser posterior a hoy',
  created: 'La clave fue creada. Cópiala ahora: no se volverá a mostrar.',
  revoked: 'La clave fue revocada: deja de funcionar al instante.',
  notFound: 'Clave de API no encontrada',
  // Answers of /v1 to a key that does not serve.
  keyRequired: 'Falta la clave de API: envía el encabezado Authorization: Bearer <clave>',
  keyInvalid: 'La clave de API no es válida',
  keyExpired: 'La clave de API venció: crea una nueva en Mis Empresas → Integraciones',
  keyRevoked: 'La clave de API fue revocada: crea una nueva en Mis Empresas → Integraciones',
  scopeMissing: (scope: ApiKeyScope) =>
    `La clave de API no tiene el permiso «${scope}» (${API_KEY_SCOPE_LABELS[scope]}) que pide esta operación`,
  rateLimited: 'Demasiadas solicitudes con esta clave de API: espera los segundos que indica Retry-After',
  idempotencyRequired:
    'El encabezado Idempotency-Key es obligatorio para emitir por la API: usa un valor único por comprobante (8 a 100 letras, dígitos, guiones)',
  cursorInvalid: 'El cursor no es válido: usa el next_cursor de la respuesta anterior',
  sunatRejected: (fullNumber: string, code: string, text: string) =>
    `SUNAT rechazó el comprobante ${fullNumber} (código ${code}): ${text}`,
  sunatException: (fullNumber: string, code: string, text: string) =>
    `SUNAT no recibió el comprobante ${fullNumber} (código ${code}): ${text}`,
  summaryRejected: (identifier: string, code: string, text: string) =>
    `SUNAT rechazó ${identifier} (código ${code}): ${text}`,
} as const;

export const createApiKeyRequestSchema = z.strictObject({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(60, apiKeyMessages.nameTooLong),
  scopes: z
    .array(apiKeyScopeSchema, { error: apiKeyMessages.scopesRequired })
    .min(1, apiKeyMessages.scopesRequired)
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
  /** The last day (Lima) the key works; none: until revoked. */
  expiresOn: daySchema(apiKeyMessages.expiryFormat).nullish(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `fk_live_<id>`: the part of the key that may be shown and logged. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  state: z.enum(API_KEY_STATES),
  expiresOn: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListResponseSchema = successResponse(z.array(apiKeySchema));
export const apiKeyResponseSchema = successResponse(apiKeySchema);
/** The only answer that carries the secret: the whole key, once. */
export const createdApiKeyResponseSchema = successResponse(apiKeySchema.extend({ secret: z.string() }));
export type CreatedApiKey = z.infer<typeof createdApiKeyResponseSchema>['data'];
