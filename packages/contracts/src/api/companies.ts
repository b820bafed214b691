import { z } from 'zod';
import { rucSchema } from '../validation/schemas.ts';
import { serverProfileSchema } from './profile.ts';

/** Not in SPEC.md: the texts of the company fields (DOMAIN.md, "Companies"). */
export const companyMessages = {
  businessNameRequired: 'La razón social es requerida',
  fiscalAddressRequired: 'La dirección fiscal es requerida',
  rucTaken: 'Ya existe una empresa registrada con este RUC',
  onboardingDone: 'Tu cuenta ya completó la configuración inicial',
  onboardingNotAllowed: 'Completa la validación de tu cuenta',
  onboarded: 'Tu empresa fue registrada. ¡Ya puedes empezar a facturar!',
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** POST /companies/onboarding: the first company of a new account. */
export const onboardingRequestSchema = z.object({
  ruc: rucSchema,
  businessName: requiredText(companyMessages.businessNameRequired, 200),
  tradeName: z.string().trim().max(200).optional(),
  fiscalAddress: requiredText(companyMessages.fiscalAddressRequired, 300),
});
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;

/** A company as its members see it, with the business role the user holds in it. */
export const companySchema = z.object({
  publicId: z.string(),
  ruc: z.string(),
  businessName: z.string(),
  tradeName: z.string().nullable(),
  fiscalAddress: z.string(),
  isActive: z.boolean(),
  role: z.string(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const onboardingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ company: companySchema }),
  user: serverProfileSchema,
});

/** GET /companies: the signed-in user's companies, oldest first. */
export const companyListResponseSchema = z.object({ success: z.literal(true), data: z.array(companySchema) });
