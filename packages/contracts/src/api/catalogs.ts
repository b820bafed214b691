import { z } from 'zod';

/** DOMAIN.md, SUNAT catalogue 01: the electronic documents a company issues, in the order shown. */
export const DOCUMENT_TYPE_CODES = ['01', '03', '07', '08', '09', '31', '20', '40', '04'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPE_CODES, {
  error: 'Elige un tipo de comprobante del catálogo 01 de SUNAT',
});
export type DocumentTypeCode = z.infer<typeof documentTypeSchema>;

/** SUNAT catalogue 01 names, as users read them. */
export const DOCUMENT_TYPE_NAMES: Readonly<Record<DocumentTypeCode, string>> = {
  '01': 'Factura',
  '03': 'Boleta de venta',
  '07': 'Nota de crédito',
  '08': 'Nota de débito',
  '09': 'Guía de remisión remitente',
  '31': 'Guía de remisión transportista',
  '20': 'Comprobante de retención',
  '40': 'Comprobante de percepción',
  '04': 'Liquidación de compra',
};

/**
 * The first letter a series of each type must have (DOMAIN.md and SUNAT's rules for electronic
 * series): F factura, B boleta; a note follows the document it modifies, so F or B; T guía
 * remitente, V guía transportista, R retención, P percepción, E liquidación de compra.
 */
export const SERIES_FIRST_LETTERS: Readonly<Record<DocumentTypeCode, readonly string[]>> = {
  '01': ['F'],
  '03': ['B'],
  '07': ['F', 'B'],
  '08': ['F', 'B'],
  '09': ['T'],
  '31': ['V'],
  '20': ['R'],
  '40': ['P'],
  '04': ['E'],
};

/** A series: four characters, a letter then three letters or digits (F001, FA01). */
export const SERIES_PATTERN = /^[A-Z][A-Z0-9]{3}$/;

export const seriesMessages = {
  format: 'La serie debe tener 4 caracteres: una letra seguida de tres letras o dígitos (por ejemplo, F001)',
} as const;

/** The Spanish reason a series does not fit its document type, or null when it does. */
export function seriesIssue(documentType: DocumentTypeCode, series: string): string | null {
  if (!SERIES_PATTERN.test(series)) return seriesMessages.format;
  const letters = SERIES_FIRST_LETTERS[documentType];
  if (letters.includes(series[0]!)) return null;
  return `La serie de ${DOCUMENT_TYPE_NAMES[documentType]} debe empezar con ${letters.join(' o ')}`;
}

/** INEI ubigeo: six digits, department (2), province (2), district (2). */
export const ubigeoCodeSchema = z
  .string({ error: 'Elige el distrito (ubigeo)' })
  .trim()
  .min(1, 'Elige el distrito (ubigeo)')
  .regex(/^\d{6}$/, 'El ubigeo debe tener 6 dígitos');

/** One district of the INEI catalogue, names in upper case without accents as published. */
export const ubigeoDistrictSchema = z.object({
  code: z.string(),
  department: z.string(),
  province: z.string(),
  district: z.string(),
});
export type UbigeoDistrict = z.infer<typeof ubigeoDistrictSchema>;

export const ubigeoMessages = {
  unknown: 'El ubigeo no corresponde a ningún distrito del catálogo del INEI',
} as const;

/**
 * GET /catalogs/ubigeo (public): every district, ordered by code. `version` changes when the
 * catalogue does, so a client may keep it as long as the version matches.
 */
export const ubigeoCatalogResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ version: z.string(), districts: z.array(ubigeoDistrictSchema) }),
});
export type UbigeoCatalogResponse = z.infer<typeof ubigeoCatalogResponseSchema>;

/** DOMAIN.md, "Providers": how a company's documents reach SUNAT. */
export const SENDING_CHANNELS = ['SUNAT', 'OSE', 'PSE'] as const;
export const sendingChannelSchema = z.enum(SENDING_CHANNELS, { error: 'Elige un canal de envío válido' });
export type SendingChannel = z.infer<typeof sendingChannelSchema>;

export const PROVIDER_AUTH_TYPES = ['WS_SECURITY', 'OAUTH', 'API_TOKEN'] as const;

/** An active provider, as the sending-channel choice lists it (GET /providers). */
export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: sendingChannelSchema,
  testUrl: z.string().nullable(),
  productionUrl: z.string().nullable(),
  authType: z.enum(PROVIDER_AUTH_TYPES),
});
export type Provider = z.infer<typeof providerSchema>;

export const providerListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(providerSchema),
});
