import { z } from 'zod';
import {
  emailCodeSchema,
  emailSchema,
  fullNameSchema,
  loginPasswordSchema,
  passwordSchema,
} from '../validation/schemas.ts';
import { serverProfileSchema } from './profile.ts';

export const loginRequestSchema = z.strictObject({ email: emailSchema, password: loginPasswordSchema });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.strictObject({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const verifyEmailRequestSchema = z.strictObject({ email: emailSchema, code: emailCodeSchema });
export const resendCodeRequestSchema = z.strictObject({ email: emailSchema });

/** SPEC.md §3: login/refresh answer — success, access_token, refresh_token, user. */
export const tokenPairResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  access_token: z.string(),
  refresh_token: z.string(),
  user: serverProfileSchema,
});
export type TokenPairResponse = z.infer<typeof tokenPairResponseSchema>;

/** POST /auth/refresh: the refresh token in X-Refresh-Token, or else in its cookie. */
export const refreshHeadersSchema = z.object({ 'x-refresh-token': z.string().optional() });

/** SPEC.md §3: the Google login error fields. */
export const googleLoginErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  accountStatus: z.string().optional(),
  reason: z.string().optional(),
  userMessage: z.string().optional(),
  userEmail: z.string().optional(),
  /** Where the client should go instead (it signs out first). */
  redirectTo: z.string().optional(),
});
export type GoogleLoginError = z.infer<typeof googleLoginErrorSchema>;

/** SPEC.md §3: a real-time auth event. */
export const REALTIME_EVENT_TYPES = [
  'force_logout',
  'session_expired',
  'account_deactivated',
  /** Issue 16: an administrator deleted the account; its tabs go to the account-deleted page. */
  'account_deleted',
  'profile_updated',
  'permissions_changed',
  /** Issue 15: the user joined, left or changed role in a company. */
  'companies_changed',
  /** Mis Planes y Tokens: the subscription, the tokens or an order changed. */
  'billing_updated',
  /** Configuración del sistema changed (issue 16): sent to every connected tab. */
  'settings_updated',
  /** Issue 26: one of the company's documents changed status (SUNAT answered, a baja ended…). */
  'document_updated',
  /** Issue 42: one of the company's guías de remisión changed (its ticket's state, a resend…). */
  'despatch_updated',
] as const;
export const realtimeEventSchema = z.object({
  type: z.enum(REALTIME_EVENT_TYPES),
  timestamp: z.number(),
  userId: z.string(),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
