import { z } from 'zod';

/**
 * The `code` of a failure answer: stable for machines, while `message` is for people
 * (ARCHITECTURE.md, "API conventions").
 */
export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_CREDENTIALS',
  /** A password confirmation (change password, delete account) that does not match. */
  'INVALID_PASSWORD',
  /** A password change for an account that has none (created with Google). */
  'PASSWORD_NOT_SET',
  'UNAUTHENTICATED',
  'CSRF_INVALID',
  'USER_NOT_FOUND',
  'SESSION_EXPIRED',
  'TOKEN_REUSED',
  'RATE_LIMITED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** The user's plan does not allow one more company, establishment or member. */
  'PLAN_LIMIT',
  /** No tokens left (period quota and extra balance) to issue a document. */
  'NO_TOKENS',
  'ACCOUNT_DELETED',
  'ACCOUNT_INACTIVE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_REQUEST',
  'INTERNAL_ERROR',
  /** The database cannot be reached (a restart, a failover): 503, ask again in a few seconds. */
  'DATABASE_UNAVAILABLE',
  /** Configuración del sistema closed sign-up (issue 16). */
  'REGISTRATION_CLOSED',
  /** /v1 (issue 30): no key, a malformed or unknown key, or a wrong secret. */
  'API_KEY_INVALID',
  'API_KEY_EXPIRED',
  'API_KEY_REVOKED',
  /** /v1: the key lacks the scope (issue, read, void) the operation needs. */
  'SCOPE_MISSING',
  /** /v1: SUNAT rejected the document or the summary (its code and text in `details`). */
  'SUNAT_REJECTED',
  /** /v1: SUNAT did not take the document (an exception, 0100–1999; its code and text in `details`). */
  'SUNAT_EXCEPTION',
] as const;
export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;
