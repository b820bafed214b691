import { z } from 'zod';
import { emailCodeSchema } from '../validation/schemas.ts';

/** ARCHITECTURE.md: every login creates a session (device, browser, IP, created, last seen, name). */
export const sessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Computadora, Móvil or Tableta. */
  device: z.string(),
  browser: z.string(),
  /** The operating system: Windows, macOS, Android, iOS, Linux… */
  system: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  isCurrent: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListResponseSchema = z.object({ success: z.literal(true), data: z.array(sessionSchema) });
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: sessionSchema,
});
export const sessionIdParamsSchema = z.object({ id: z.string().trim().min(1) });

export const renameSessionRequestSchema = z.strictObject({
  newName: z
    .string({ error: 'El nombre de la sesión es requerido' })
    .trim()
    .min(1, 'El nombre de la sesión es requerido')
    .max(80, 'El nombre de la sesión debe tener como máximo 80 caracteres'),
});

/** Actions a mailed security code can confirm. */
export const SECURITY_ACTIONS = ['logout_session'] as const;
export const securityVerificationRequestSchema = z.strictObject({
  action: z.enum(SECURITY_ACTIONS, { error: 'La acción no es válida' }),
});
export const secureLogoutRequestSchema = z.strictObject({ verificationCode: emailCodeSchema });

export const logoutOthersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ revoked: z.number() }),
});
