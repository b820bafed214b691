import { z } from 'zod';
import { emailSchema, passwordSchema } from '../validation/schemas.ts';
import { serverProfileSchema } from './profile.ts';

/** GET /csrf/token: the token to send back in X-CSRF-Token (its cookie is set alongside). */
export const csrfTokenResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ csrfToken: z.string() }),
});

/** POST /users/register: the account exists, unverified, and a code was mailed. */
export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: serverProfileSchema }),
});

/** POST /auth/register (SPEC.md §3): the same, signed in. */
export const authRegisterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: serverProfileSchema, accessToken: z.string(), refreshToken: z.string() }),
});

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export const resetPasswordRequestSchema = z.strictObject({
  token: z.string({ error: 'El enlace no es válido' }).trim().min(20, 'El enlace no es válido').max(200),
  password: passwordSchema,
});

export const googleLoginRequestSchema = z.strictObject({
  idToken: z.string({ error: 'El token de Google es requerido' }).min(1, 'El token de Google es requerido'),
});

/** GET /dev/outbox (development only): mail that was not sent because SMTP_URL is unset. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const outboxResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(outboxMessageSchema),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** socket.io namespace; each event of REALTIME_EVENT_TYPES is emitted under its own type as the event name. */
export const REALTIME_NAMESPACE = '/auth';
export const REALTIME_PROFILE_REQUEST = 'profile:get';
/** The acknowledgement of REALTIME_PROFILE_REQUEST: the profile, or why not. */
export const realtimeProfileAnswerSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), user: serverProfileSchema }),
  z.object({ success: z.literal(false), code: z.string(), message: z.string() }),
]);
