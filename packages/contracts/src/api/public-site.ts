import { z } from 'zod';
import { emailSchema } from '../validation/schemas.ts';

/** DOMAIN.md: prices are shown IGV included; the base is price / 1.18. */
export const IGV_RATE = 0.18;

/** One active plan as the public pages show it (GET /plans). */
export const publicPlanSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Monthly price in soles, IGV included. */
  monthlyPrice: z.number(),
  /** Documents (tokens) granted each month; null means unlimited. */
  documentsPerMonth: z.number().int().nullable(),
  maxUsers: z.number().int(),
  maxCompanies: z.number().int(),
  maxEstablishments: z.number().int(),
  highlighted: z.boolean(),
  /** What the plan includes beyond its limits, as the admin area writes it (Planes). */
  features: z.array(z.string()),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;

/** Extra documents bought once, on top of a plan. */
export const tokenPackSchema = z.object({
  code: z.string(),
  tokens: z.number().int(),
  /** Price in soles, IGV included. */
  price: z.number(),
});
export type TokenPack = z.infer<typeof tokenPackSchema>;

export const plansResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    plans: z.array(publicPlanSchema),
    tokenPacks: z.array(tokenPackSchema),
    /** The IGV rate of Configuración del Sistema (0.18), which splits the prices shown. */
    igvRate: z.number(),
  }),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** Not in SPEC.md: the contact form's texts. */
export const contactMessages = {
  nameRequired: 'El nombre es requerido',
  nameTooLong: 'El nombre no puede superar los 120 caracteres',
  phoneInvalid: 'Ingresa un teléfono válido (solo dígitos, espacios y +, de 6 a 20 caracteres)',
  messageTooShort: 'El mensaje debe tener al menos 10 caracteres',
  messageTooLong: 'El mensaje no puede superar los 2000 caracteres',
  sent: 'Recibimos tu mensaje. Te responderemos en un plazo máximo de un día hábil.',
  rateLimited: 'Enviaste varios mensajes seguidos. Por favor, espera antes de escribirnos de nuevo.',
} as const;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_NAME_MAX = 120;

/** POST /contact. The phone is optional; the form validates with the same schema. */
export const contactRequestSchema = z.strictObject({
  name: z
    .string({ error: contactMessages.nameRequired })
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(CONTACT_NAME_MAX, contactMessages.nameTooLong),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || /^\+?[0-9 ]{6,20}$/.test(phone), contactMessages.phoneInvalid)
    .optional(),
  message: z
    .string({ error: contactMessages.messageTooShort })
    .trim()
    .min(CONTACT_MESSAGE_MIN, contactMessages.messageTooShort)
    .max(CONTACT_MESSAGE_MAX, contactMessages.messageTooLong),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
