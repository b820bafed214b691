import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import { emailSchema, loginPasswordSchema, passwordSchema } from '../validation/schemas.ts';

/**
 * POST /auth/change-password: the current password, and the new one twice. Ends every other
 * session of the user. An account created with Google has no password: it sets one through
 * the reset e-mail instead (POST /auth/forgot-password).
 */
export const changePasswordRequestSchema = z
  .strictObject({
    currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, m.currentPasswordRequired),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordMismatch });
    }
    if (value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: m.passwordUnchanged });
    }
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many other sessions were ended. */
  data: z.object({ revoked: z.number() }),
});

/**
 * DELETE /users/profile: the user deletes their own account, confirming with their e-mail and,
 * where the account has one, their password. The account is marked deleted (SPEC.md §4), every
 * session ends, and the data stays so that an administrator can restore it.
 */
export const deleteAccountRequestSchema = z.strictObject({
  email: emailSchema,
  password: loginPasswordSchema.optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** What the security log records, newest first, for the user's "Actividad reciente". */
export const SECURITY_EVENT_TYPES = [
  'login',
  'login_google',
  'login_failed',
  'password_changed',
  'password_reset',
  'session_ended',
  'other_sessions_ended',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const securityEventSchema = z.object({
  id: z.string(),
  type: z.enum(SECURITY_EVENT_TYPES),
  createdAt: z.string(),
  ipAddress: z.string().nullable(),
  device: z.string(),
  browser: z.string(),
  system: z.string(),
  /** The name of the session an event ended, or how many sessions it ended. */
  detail: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** GET /auth/security/activity: the user's last security events (at most 20). */
export const securityActivityResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(securityEventSchema),
});
