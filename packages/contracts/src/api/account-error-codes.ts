import { z } from 'zod';

/**
 * Failure codes of the account calls, beyond API_ERROR_CODES (which they extend): what went
 * wrong with a mailed code, a reset link or Google sign-in.
 */
export const ACCOUNT_ERROR_CODES = [
  'INVALID_CODE',
  'CODE_EXPIRED',
  'CODE_ATTEMPTS_EXCEEDED',
  'INVALID_RESET_TOKEN',
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_TOKEN_INVALID',
] as const;
export const accountErrorCodeSchema = z.enum(ACCOUNT_ERROR_CODES);
export type AccountErrorCode = z.infer<typeof accountErrorCodeSchema>;
