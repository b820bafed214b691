import type { ApiErrorCode } from '@facturador/contracts';

/**
 * A failure a route decides on: thrown from handlers and answered by the error handler as
 * `{ success: false, message, code, details? }`. `message` is Spanish and shown to people.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
