import { z } from 'zod';
import { PROVIDER_AUTH_TYPES, sendingChannelSchema } from '../catalogs.ts';

/** Proveedores (issue 16; DOMAIN.md "Providers"): the OSE / PSE / SUNAT endpoints, as staff keep them. */
export const providerMessages = {
  nameRequired: 'El nombre es requerido',
  nameTooLong: 'El nombre admite como máximo 80 caracteres',
  urlInvalid: 'Escribe una dirección que empiece con http:// o https://',
  authTypeInvalid: 'Elige un tipo de autenticación válido',
  nameTaken: 'Ya existe un proveedor con ese nombre',
  notFound: 'El proveedor no existe',
  created: 'Proveedor creado',
  updated: 'Proveedor actualizado',
  urlMissing: 'Este proveedor no tiene esa dirección configurada',
  testOk: (status: number, ms: number) =>
    `Conexión exitosa: el servicio respondió (HTTP ${status}) en ${ms} ms`,
  testTimeout: (seconds: number) => `Sin respuesta: el servicio no contestó en ${seconds} segundos`,
  testRefused: 'No se pudo conectar: el servidor rechazó la conexión',
  testDns: 'No se pudo conectar: el nombre del servidor no existe',
  testBlocked: 'Por seguridad no se prueban direcciones de la red interna',
  testFailed: 'No se pudo conectar con el servicio',
} as const;

export const PROVIDER_AUTH_TYPE_LABELS: Readonly<Record<(typeof PROVIDER_AUTH_TYPES)[number], string>> = {
  WS_SECURITY: 'WS-Security (RUC + usuario SOL)',
  OAUTH: 'OAuth (client id / secret)',
  API_TOKEN: 'Token de API',
};

const m = providerMessages;

/** http(s) only: the connection test and the companies' sending call nothing else. */
const providerUrlSchema = z
  .string()
  .trim()
  .max(500, m.urlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, m.urlInvalid);

/** An empty field is "not configured". */
const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  providerUrlSchema.nullable(),
);

export const providerInputSchema = z.strictObject({
  name: z.string().trim().min(1, m.nameRequired).max(80, m.nameTooLong),
  type: sendingChannelSchema,
  testUrl: optionalUrl,
  productionUrl: optionalUrl,
  statusUrl: optionalUrl,
  authType: z.enum(PROVIDER_AUTH_TYPES, { error: m.authTypeInvalid }),
  isActive: z.boolean(),
});
export type ProviderInput = z.infer<typeof providerInputSchema>;

export const adminProviderSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: sendingChannelSchema,
  testUrl: z.string().nullable(),
  productionUrl: z.string().nullable(),
  statusUrl: z.string().nullable(),
  authType: z.enum(PROVIDER_AUTH_TYPES),
  isActive: z.boolean(),
  /** Companies sending through it. */
  companies: z.number().int(),
  updatedAt: z.string(),
});
export type AdminProvider = z.infer<typeof adminProviderSchema>;

export const adminProviderListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminProviderSchema),
});
export const adminProviderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminProviderSchema,
});

export const PROVIDER_URL_KINDS = ['test', 'production', 'status'] as const;
export const providerTestRequestSchema = z.strictObject({ url: z.enum(PROVIDER_URL_KINDS) });
export type ProviderUrlKind = (typeof PROVIDER_URL_KINDS)[number];

export const providerTestResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    reachable: z.boolean(),
    /** The HTTP status when the service answered. */
    status: z.number().int().nullable(),
    elapsedMs: z.number().int(),
    message: z.string(),
  }),
});
export type ProviderTestResult = z.infer<typeof providerTestResponseSchema>['data'];

/** `/admin/providers/:id`: a provider's id; anything else is not found. */
export const providerParamsSchema = z.object({ id: z.uuid({ error: providerMessages.notFound }) });
