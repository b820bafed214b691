import { ACCOUNT_ERROR_CODES, API_ERROR_CODES, type FieldIssue } from '@facturador/contracts';

/** Failures of the client's own making: no answer, its own rate limit, an answer off contract. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'CLIENT_RATE_LIMITED', 'INVALID_ANSWER'] as const;
const ERROR_CODES: readonly string[] = [...API_ERROR_CODES, ...ACCOUNT_ERROR_CODES, ...CLIENT_ERROR_CODES];
export type ErrorCode =
  | (typeof API_ERROR_CODES)[number]
  | (typeof ACCOUNT_ERROR_CODES)[number]
  | (typeof CLIENT_ERROR_CODES)[number];

/** The server's `code` when it is one the contracts name; anything else is not decided on. */
export function errorCodeOf(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && ERROR_CODES.includes(value) ? (value as ErrorCode) : undefined;
}

/**
 * Every failure of a call reaches the app in this one shape, its message already in
 * Spanish (STYLE.md: one error shape at the edge of the client).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived. */
  readonly statusCode: number;
  /** The server's machine code, or a client one (CLIENT_ERROR_CODES). The UI decides on this. */
  readonly code: ErrorCode | undefined;
  /** The message the server wrote, when it wrote one. */
  readonly serverMessage: string | undefined;
  /** The server's answer body, for callers that read more fields (Google login). */
  readonly data: Record<string, unknown> | undefined;
  /** A 400's field issues (`details`), so a form can put each message under its field. */
  readonly fieldErrors: readonly FieldIssue[];
  /** CLIENT_RATE_LIMITED: how long until the same call may be sent (see query-retry.ts). */
  readonly retryAfterMs: number | undefined;

  constructor(
    message: string,
    statusCode: number,
    extra: {
      code?: ErrorCode | undefined;
      serverMessage?: string;
      data?: Record<string, unknown>;
      fieldErrors?: readonly FieldIssue[];
      retryAfterMs?: number;
    } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = extra.code;
    this.serverMessage = extra.serverMessage;
    this.data = extra.data;
    this.fieldErrors = extra.fieldErrors ?? [];
    this.retryAfterMs = extra.retryAfterMs;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
