import { z } from 'zod';

/**
 * Issue 40: who signs a company's documents. «Facturador firma por ti»: Facturador, as the
 * company's Proveedor de Servicios Electrónicos (PSE), signs with the platform's certificate
 * (docs/pse-signing.md). «Uso mi propio certificado»: the company's uploaded certificate signs.
 */
export const SIGNING_MODES = ['pse', 'own'] as const;
export const signingModeSchema = z.enum(SIGNING_MODES, { error: 'Elige quién firma tus comprobantes' });
export type SigningMode = z.infer<typeof signingModeSchema>;

/** What a new company gets: it can issue in Beta SUNAT without buying a certificate. */
export const DEFAULT_SIGNING_MODE: SigningMode = 'pse';

/**
 * Where, in SUNAT Operaciones en Línea (Clave SOL), an issuer designates its PSE: the company
 * does it there; Facturador cannot do it for it.
 */
export const PSE_DESIGNATION_MENU = [
  'SUNAT Operaciones en Línea',
  'Empresas',
  'Comprobantes de pago',
  'SEE - Del contribuyente',
  'Designación de Proveedor de Servicios Electrónicos',
] as const;

export const companySigningMessages = {
  /** The mode labels, as the issue names them. */
  modes: { pse: 'Facturador firma por ti', own: 'Uso mi propio certificado' } satisfies Record<
    SigningMode,
    string
  >,
  savedPse: 'Facturador firmará tus comprobantes',
  savedOwn: 'Tus comprobantes se firmarán con tu propio certificado digital',
  designationConfirmed: 'Registramos que designaste a Facturador como tu PSE en SUNAT',
  designationWithdrawn: 'Quitamos la confirmación de la designación de Facturador como tu PSE',
  /** 409 when issuing. */
  designationMissing:
    'Para emitir en Producción con la firma de Facturador, confirma en Facturación electrónica › Firma que designaste a Facturador como tu Proveedor de Servicios Electrónicos (PSE) en SUNAT Operaciones en Línea',
  platformIdentityMissing:
    'Facturador aún no tiene configurado su certificado de firma. Elige «Uso mi propio certificado» en Facturación electrónica › Firma, o inténtalo más tarde',
  platformCertificateExpired:
    'El certificado con el que Facturador firma venció. Elige «Uso mi propio certificado» en Facturación electrónica › Firma, o inténtalo más tarde',
} as const;

/** The company's choice, in every company answer (the dashboard reads it). */
export const companySigningSchema = z.object({
  mode: signingModeSchema,
  /** When the company confirmed it designated Facturador as its PSE in SUNAT; null while not. */
  pseDesignationConfirmedAt: z.string().nullable(),
});
export type CompanySigning = z.infer<typeof companySigningSchema>;

/** The PSE the company designates in SUNAT: the platform's RUC and business name. */
export const signingProviderSchema = z.object({ ruc: z.string(), businessName: z.string() });
export type SigningProvider = z.infer<typeof signingProviderSchema>;

/** GET/PUT /companies/:id/signing: the choice and, when configured, the PSE to designate. */
export const companySigningStatusSchema = companySigningSchema.extend({
  provider: signingProviderSchema.nullable(),
});
export type CompanySigningStatus = z.infer<typeof companySigningStatusSchema>;

/**
 * PUT /companies/:id/signing: the mode and, when given, whether the company confirms that it
 * designated Facturador as its PSE (false withdraws the confirmation; absent leaves it).
 */
export const companySigningRequestSchema = z.strictObject({
  mode: signingModeSchema,
  pseDesignationConfirmed: z.boolean().optional(),
});
export type CompanySigningRequest = z.input<typeof companySigningRequestSchema>;

export const companySigningResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: companySigningStatusSchema,
});
