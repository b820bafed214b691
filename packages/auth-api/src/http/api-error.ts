import type { FieldIssue } from '@facturador/contracts';

/**
 * Every failure of a call reaches the app in this one shape, its message already in
 * Spanish (STYLE.md: one error shape at the edge of the client).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived. */
  readonly statusCode: number;
  /** The server's machine code, or a client one (CLIENT_RATE_LIMITED, RATE_LIMITED, NETWORK_ERROR). */
  readonly code: string | undefined;
  /** The message the server wrote, when it wrote one. */
  readonly serverMessage: string | undefined;
  /** The server's answer body, for callers that read more fields (Google login). */
  readonly data: Record<string, unknown> | undefined;
  /** A 400's field issues (`details`), so a form can put each message under its field. */
  readonly fieldErrors: readonly FieldIssue[];

  constructor(
    message: string,
    statusCode: number,
    extra: {
      code?: string;
      serverMessage?: string;
      data?: Record<string, unknown>;
      fieldErrors?: readonly FieldIssue[];
    } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = extra.code;
    this.serverMessage = extra.serverMessage;
    this.data = extra.data;
    this.fieldErrors = extra.fieldErrors ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
