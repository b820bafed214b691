import { z } from 'zod';
import { rucSchema } from '../../validation/schemas.ts';
import { CERTIFICATE_MAX_BYTES, credentialMessages } from '../companies.ts';

/**
 * Issue 40: the platform's signing identity, the RUC and certificate with which Facturador signs
 * as its customers' Proveedor de Servicios Electrónicos (PSE). Owner only; the certificate and
 * its password are write-only (sealed, never answered).
 */
export const signingIdentityMessages = {
  businessNameRequired: 'La razón social de la plataforma es requerida',
  certificateRequired: 'Sube el certificado digital (.pfx o .p12) con el que firma la plataforma',
  saved: 'La identidad de firma de la plataforma fue guardada',
  certificateOtherRuc: (certificateRuc: string) =>
    `El certificado guardado es del RUC ${certificateRuc}: para cambiar el RUC, sube el certificado del nuevo RUC`,
} as const;

const m = signingIdentityMessages;

/** What the owner sees: never the file, its key nor its password. */
export const platformSigningIdentitySchema = z.object({
  ruc: z.string(),
  businessName: z.string(),
  certificate: z.object({
    subject: z.string(),
    holder: z.string().nullable(),
    issuer: z.string().nullable(),
    /** The RUC the certificate's subject carries. */
    ruc: z.string().nullable(),
    notAfter: z.string(),
  }),
  /** Made by the server outside production (npm start, tests): a self-signed TEST certificate. */
  generated: z.boolean(),
  /** CERTIFICATE_WARNING_DAYS rule at the time of the answer. */
  expiryWarning: z.enum(['expired', 'expiring']).nullable(),
  updatedAt: z.string(),
});
export type PlatformSigningIdentity = z.infer<typeof platformSigningIdentitySchema>;

/** GET /admin/signing-identity; null while none is configured. */
export const platformSigningIdentityResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: platformSigningIdentitySchema.nullable(),
});

/**
 * PUT /admin/signing-identity: the RUC and business name, and the certificate (.pfx/.p12,
 * base64) with its password. The first time the certificate is required; later an empty
 * `fileBase64` keeps the stored one (its RUC must still be the one given).
 */
export const platformSigningIdentityRequestSchema = z
  .strictObject({
    ruc: rucSchema,
    businessName: z.string({ error: m.businessNameRequired }).trim().min(1, m.businessNameRequired).max(200),
    fileBase64: z
      .string()
      .max(Math.ceil(CERTIFICATE_MAX_BYTES / 3) * 4 + 100, credentialMessages.certificateTooLarge)
      .optional(),
    password: z.string().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.fileBase64 && !value.password)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: credentialMessages.certificatePasswordRequired,
      });
  });
export type PlatformSigningIdentityRequest = z.input<typeof platformSigningIdentityRequestSchema>;
