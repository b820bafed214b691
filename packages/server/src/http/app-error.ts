import type { AccountErrorCode, ApiErrorCode } from '@facturador/contracts';

/**
 * A failure a route decides on: thrown from handlers and answered by the error handler as
 * `{ success: false, message, code, details? }`. `message` is Spanish and shown to people.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode | AccountErrorCode,
    message: string,
    readonly details?: unknown,
    /** Top-level fields added to the answer, e.g. the Google error fields of SPEC.md §3. */
    readonly extra?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 429: answered with `Retry-After` (seconds, rounded up). */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}
