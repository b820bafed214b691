import { z } from 'zod';
import { successResponse } from '../envelope.ts';
import { DESPATCH_TYPES } from './despatch-input.ts';

/**
 * Guías de remisión through the API (issue 42 items 2 and 5): what the server answers about a guía
 * it numbered, signed and sent to SUNAT's GRE REST API, and the company's GRE API credentials
 * («Credenciales de API SUNAT»), which are sealed and never answered.
 */

/**
 * A guía's life: `signed` (numbered and signed, not yet taken by SUNAT), `pending` (SUNAT gave a
 * ticket and is processing it: 98), then `accepted`/`observed` (0, with the CDR), `rejected` (99
 * with a code from 2000 to 3999: the number is burned) or `exception` (SUNAT did not register it).
 */
export const DESPATCH_STATUSES = [
  'signed',
  'pending',
  'accepted',
  'observed',
  'rejected',
  'exception',
] as const;
export type DespatchStatus = (typeof DESPATCH_STATUSES)[number];

export const DESPATCH_STATUS_LABELS: Readonly<Record<DespatchStatus, string>> = {
  signed: 'Firmada, por enviar',
  pending: 'En proceso en SUNAT',
  accepted: 'Aceptada',
  observed: 'Aceptada con observaciones',
  rejected: 'Rechazada',
  exception: 'No recibida por SUNAT',
};

export const DESPATCH_TYPE_LABELS: Readonly<Record<(typeof DESPATCH_TYPES)[number], string>> = {
  '09': 'Guía de remisión remitente',
  '31': 'Guía de remisión transportista',
};

/** Not in SPEC.md: the words of the guías' API. */
export const despatchApiMessages = {
  notFound: 'Guía de remisión no encontrada',
  cdrMissing: 'SUNAT aún no entregó la constancia (CDR) de esta guía',
  idempotencyReused: 'Esa Idempotency-Key ya se usó para otra guía',
  issued: (number: string) => `Guía ${number} emitida y aceptada por SUNAT`,
  observed: (number: string) => `Guía ${number} aceptada por SUNAT con observaciones`,
  pending: (number: string) =>
    `Guía ${number} emitida y enviada a SUNAT, que la está procesando: su estado se actualizará solo`,
  rejected: (number: string, code: string, text: string) =>
    `SUNAT rechazó la guía ${number} (código ${code}): ${text}. Su número ya no se puede volver a usar`,
  exception: (number: string, code: string, text: string) =>
    `SUNAT no recibió la guía ${number} (código ${code}): ${text}`,
  resent: (number: string) => `Guía ${number} enviada de nuevo a SUNAT`,
  resendRejected: (number: string) =>
    `La guía ${number} fue rechazada por SUNAT y su número ya no se puede volver a usar: no se reenvía. Emite una guía nueva con los datos corregidos.`,
  resendNotAllowed: 'Solo se reenvía una guía que SUNAT no recibió',
  greMissing:
    'Para emitir guías en producción guarda primero las credenciales de API de SUNAT (client_id y client_secret) de la empresa',
  solMissing: 'Para emitir guías en producción guarda primero el usuario SOL secundario y su clave',
  greSaved: 'Credenciales de API de SUNAT guardadas',
  greTestOk: 'Conexión correcta: SUNAT entregó un token para las guías de remisión',
  greTestRefused: (text: string) => `SUNAT no entregó el token: ${text}`,
  greTestUnavailable: 'No se pudo conectar con SUNAT. Inténtalo de nuevo en unos minutos.',
  greNotSaved: 'Guarda primero las credenciales de API de SUNAT para probar la conexión.',
  clientId: 'Ingresa el client_id de las credenciales de API de SUNAT (de 1 a 100 caracteres)',
  clientSecret: 'Ingresa el client_secret de las credenciales de API de SUNAT (de 1 a 200 caracteres)',
} as const;

export const despatchListItemSchema = z.object({
  id: z.string(),
  documentType: z.enum(DESPATCH_TYPES),
  series: z.string(),
  number: z.number().int(),
  /** SERIE-NUMERO, e.g. T001-1. */
  fullNumber: z.string(),
  issueDate: z.string(),
  recipientName: z.string(),
  status: z.enum(DESPATCH_STATUSES),
  statusLabel: z.string(),
  /** Where it was issued: SUNAT's production or the test environment (the SUNAT double / beta). */
  environment: z.enum(['test', 'production']),
  createdAt: z.string(),
});
export type DespatchListItem = z.infer<typeof despatchListItemSchema>;

export const despatchDetailSchema = despatchListItemSchema.extend({
  /** RUC-TT-SERIE-NUMERO: the name of its XML and zip. */
  fileName: z.string(),
  /** SUNAT's ticket (numTicket) once it took the guía. */
  ticket: z.string().nullable(),
  /** SUNAT's verdict: its code ("0" accepted) and text; null while it has none. */
  sunat: z.object({ code: z.string(), description: z.string() }).nullable(),
  hasCdr: z.boolean(),
  /** Why the last attempt got no verdict (SUNAT unreachable, busy…), in Spanish; null otherwise. */
  lastError: z.string().nullable(),
  /** The guía as it was issued (the request's body after its defaults). */
  input: z.record(z.string(), z.unknown()),
});
export type DespatchDetail = z.infer<typeof despatchDetailSchema>;

export const despatchDetailResponseSchema = successResponse(despatchDetailSchema);

export const despatchListQuerySchema = z.strictObject({
  /** The `next_cursor` of the previous answer; none for the first page. */
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DespatchListQuery = z.output<typeof despatchListQuerySchema>;

export const despatchListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(despatchListItemSchema),
  /** Pass it as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});

/** PUT /companies/:id/credentials/gre: «Menú SOL → Credenciales de API SUNAT» of the company. */
export const greCredentialsRequestSchema = z.strictObject({
  clientId: z
    .string({ error: despatchApiMessages.clientId })
    .trim()
    .min(1, despatchApiMessages.clientId)
    .max(100, despatchApiMessages.clientId),
  clientSecret: z
    .string({ error: despatchApiMessages.clientSecret })
    .min(1, despatchApiMessages.clientSecret)
    .max(200, despatchApiMessages.clientSecret),
});
export type GreCredentialsRequest = z.input<typeof greCredentialsRequestSchema>;

/** Whether the company saved GRE API credentials, and when: never the client_id nor the secret. */
export const greCredentialsSchema = z.object({
  configured: z.boolean(),
  setAt: z.string().nullable(),
});
export const greCredentialsResponseSchema = successResponse(greCredentialsSchema);

/** «Probar conexión» of the GRE credentials: whether SUNAT's token endpoint gave a token. */
export const greTestResponseSchema = successResponse(
  z.object({
    ok: z.boolean(),
    /** SUNAT's OAuth2 error (`invalid_client`, `invalid_grant`…) when it refused; null otherwise. */
    error: z.string().nullable(),
  }),
);
