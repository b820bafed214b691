import { AppError } from '../http/app-error.ts';
import { AUTH_MESSAGES } from './messages.ts';
import type { CodeCheck } from './one-time-codes.ts';

/** The failure answered for a mailed code that did not pass. */
export function codeError(check: Exclude<CodeCheck, 'ok'>): AppError {
  switch (check) {
    case 'expired':
      return new AppError(400, 'CODE_EXPIRED', AUTH_MESSAGES.codeExpired);
    case 'attempts_exceeded':
      return new AppError(400, 'CODE_ATTEMPTS_EXCEEDED', AUTH_MESSAGES.codeAttemptsExceeded);
    default:
      return new AppError(400, 'INVALID_CODE', AUTH_MESSAGES.invalidCode);
  }
}
