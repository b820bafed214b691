import { z } from 'zod';
import { rucSchema } from '../validation/schemas.ts';
import { ubigeoDistrictSchema } from './catalogs.ts';

/** SUNAT's words for a taxpayer that may receive facturas, as the padrón reducido writes them. */
export const PADRON_ACTIVE_STATE = 'ACTIVO';
export const PADRON_HABIDO_CONDITION = 'HABIDO';

/** Not in SPEC.md: the texts of the RUC lookup (issue 28 item 10). */
export const rucLookupMessages = {
  notFound:
    'El RUC no figura en el padrón de SUNAT cargado en el sistema. Revisa el número o completa los datos a mano.',
  rateLimited: 'Demasiadas consultas de RUC. Espera un momento antes de consultar otro.',
  notActive: (state: string) =>
    `El contribuyente está en estado ${state}: SUNAT rechaza facturas a un RUC que no está activo.`,
  notHabido: (condition: string) =>
    `El domicilio fiscal del contribuyente figura como ${condition}: SUNAT no permite emitirle facturas mientras no tenga la condición de HABIDO.`,
} as const;

/**
 * The warning a form shows for a taxpayer that is not ACTIVO or not HABIDO, or null when it
 * may receive facturas. A non-active state comes first: it is the one SUNAT checks first.
 */
export function rucStandingWarning(state: string, condition: string): string | null {
  if (state !== PADRON_ACTIVE_STATE) return rucLookupMessages.notActive(state);
  if (condition !== PADRON_HABIDO_CONDITION) return rucLookupMessages.notHabido(condition);
  return null;
}

export const rucLookupParamsSchema = z.object({ ruc: rucSchema });

/** One taxpayer as SUNAT's padrón reducido describes it, with the district of its ubigeo. */
export const rucTaxpayerSchema = z.object({
  ruc: z.string(),
  businessName: z.string(),
  /** ACTIVO, BAJA DE OFICIO, SUSPENSION TEMPORAL… as SUNAT writes it. */
  state: z.string(),
  /** HABIDO, NO HALLADO, NO HABIDO… as SUNAT writes it. */
  condition: z.string(),
  /** The fiscal address assembled as SUNAT prints it (vía, número, interior, zona…); may be empty. */
  address: z.string(),
  /** The INEI district, null when the padrón gives no ubigeo or one the catalogue lacks. */
  ubigeo: ubigeoDistrictSchema.nullable(),
  /** Spanish, for the form; null when the taxpayer is ACTIVO and HABIDO. */
  warning: z.string().nullable(),
  /** When the row was last imported: how fresh the padrón is. */
  updatedAt: z.string(),
});
export type RucTaxpayer = z.infer<typeof rucTaxpayerSchema>;

/** GET /ruc/:ruc (signed in): the local copy of the padrón reducido, never SUNAT at run time. */
export const rucLookupResponseSchema = z.object({
  success: z.literal(true),
  data: rucTaxpayerSchema,
});
