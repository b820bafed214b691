import { z } from 'zod';
import { runtimeConfigSchema } from '../../runtime-config.ts';
import { emailSchema } from '../../validation/schemas.ts';
import { purchaseReceiptMessages } from '../purchase-receipt.ts';

/**
 * Configuración del sistema (issue 16): what the product reads at run time. Stored by the API
 * (one row), the deployment's SUPPORT_EMAIL / SUPPORT_WHATSAPP being only the initial values;
 * a change reaches every open tab through the `settings_updated` realtime event.
 */
export const systemSettingsMessages = {
  igvRange: 'La tasa de IGV debe estar entre 0 % y 50 %',
  trialTokensRange: 'Los tokens de la prueba deben ser un número entero entre 0 y 100000',
  noticeTooLong: 'El aviso admite como máximo 300 caracteres',
  fieldTooLong: 'Admite como máximo 80 caracteres',
  yapePhone: 'El número de Yape tiene 9 dígitos y empieza con 9',
  accountNumber: 'Escribe el número con dígitos y guiones (máximo 30)',
  cci: 'El CCI tiene 20 dígitos',
  bankIncomplete:
    'Completa la cuenta bancaria: banco, titular, número de cuenta y CCI (o deja los cuatro vacíos)',
  yapeIncomplete: 'Completa el Yape: número y titular (o deja ambos vacíos)',
  saved: 'Configuración guardada',
  registrationClosed:
    'El registro de nuevas cuentas está cerrado por el momento. Vuelve a intentarlo más tarde.',
} as const;

const m = systemSettingsMessages;
const shortText = z.string().trim().max(80, m.fieldTooLong);

/** Where customers paying by voucher send their transfer (issue 15 left it fixed). */
export const paymentInstructionsSchema = z.object({
  bankName: shortText,
  accountHolder: shortText,
  accountNumber: z
    .string()
    .trim()
    .regex(/^$|^[0-9-]{1,30}$/, m.accountNumber),
  cci: z
    .string()
    .trim()
    .regex(/^$|^\d{20}$/, m.cci),
  yapeHolder: shortText,
  yapePhone: z
    .string()
    .trim()
    .regex(/^$|^9\d{8}$/, m.yapePhone),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const systemSettingsSchema = z.object({
  supportEmail: emailSchema,
  supportWhatsapp: runtimeConfigSchema.shape.support.shape.whatsapp,
  /** Percent (18 means 18 %); prices are IGV included and priceBreakdown splits them. */
  igvPercent: z.number({ error: m.igvRange }).min(0, m.igvRange).max(50, m.igvRange),
  registrationOpen: z.boolean(),
  /** Shown to every signed-in user; empty means none. */
  maintenanceNotice: z.string().trim().max(300, m.noticeTooLong),
  /** Tokens a new account's free trial grants; null keeps the trial plan's own quota. */
  trialTokens: z
    .number({ error: m.trialTokensRange })
    .int(m.trialTokensRange)
    .min(0, m.trialTokensRange)
    .max(100_000, m.trialTokensRange)
    .nullable(),
  paymentInstructions: paymentInstructionsSchema,
  /**
   * The RUC of the company (registered here, with its certificate and series) that issues the
   * comprobantes of what the platform sells; empty while there is none (issue 28).
   */
  receiptIssuerRuc: z
    .string()
    .trim()
    .regex(/^$|^\d{11}$/, purchaseReceiptMessages.issuerRuc)
    .default(''),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/**
 * Issue 28: "Transferencia o Yape" is offered only when the instructions name a complete place to
 * pay, so a half-filled account is refused when saved (not when read: settings stored before
 * this rule stay readable).
 */
function instructionsComplete(settings: { paymentInstructions: PaymentInstructions }, ctx: z.RefinementCtx) {
  const p = settings.paymentInstructions;
  const bank = [p.bankName, p.accountHolder, p.accountNumber, p.cci].map((field) => field.trim() !== '');
  if (bank.some(Boolean) && !bank.every(Boolean)) {
    const field = (['bankName', 'accountHolder', 'accountNumber', 'cci'] as const)[bank.indexOf(false)]!;
    ctx.addIssue({ code: 'custom', path: ['paymentInstructions', field], message: m.bankIncomplete });
  }
  const yape = [p.yapePhone, p.yapeHolder].map((field) => field.trim() !== '');
  if (yape.some(Boolean) && !yape.every(Boolean)) {
    const field = (['yapePhone', 'yapeHolder'] as const)[yape.indexOf(false)]!;
    ctx.addIssue({ code: 'custom', path: ['paymentInstructions', field], message: m.yapeIncomplete });
  }
}

/**
 * PUT /admin/settings: the settings, with the payment instructions complete or empty, and no
 * field the settings do not have (issue 43). Strict here only: stored settings are read with
 * systemSettingsSchema, which ignores a field an older version left.
 */
export const systemSettingsRequestSchema = z
  .strictObject({
    ...systemSettingsSchema.shape,
    paymentInstructions: z.strictObject(paymentInstructionsSchema.shape),
  })
  .superRefine(instructionsComplete);

export const systemSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  // Answers carry the stored (already normalised) e-mail: no transform on the way out.
  data: systemSettingsSchema.extend({ supportEmail: z.string(), updatedAt: z.string().nullable() }),
});

/** What every visitor's pages read (GET /public/settings): no staff-only value in it. */
export const publicSettingsSchema = z.object({
  support: runtimeConfigSchema.shape.support,
  /** Decimal rate (0.18) for priceBreakdown. */
  igvRate: z.number(),
  registrationOpen: z.boolean(),
  maintenanceNotice: z.string(),
  paymentInstructions: paymentInstructionsSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const publicSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: publicSettingsSchema,
});

/** The public view of the stored settings. */
export function toPublicSettings(settings: SystemSettings): PublicSettings {
  return {
    support: { email: settings.supportEmail, whatsapp: settings.supportWhatsapp },
    igvRate: settings.igvPercent / 100,
    registrationOpen: settings.registrationOpen,
    maintenanceNotice: settings.maintenanceNotice,
    paymentInstructions: settings.paymentInstructions,
  };
}

/** The settings form: numbers typed as text, an empty trial grant meaning "the plan's own quota". */
export const systemSettingsFormSchema = systemSettingsSchema
  .extend({
    igvPercent: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value.trim() === ''
            ? undefined
            : Number(value.replace(',', '.'))
          : value,
      systemSettingsSchema.shape.igvPercent,
    ),
    trialTokens: z.preprocess(
      (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
      systemSettingsSchema.shape.trialTokens,
    ),
  })
  .superRefine(instructionsComplete);
