import type { AccountErrorCode, ApiErrorCode, ErrorResponse } from '@facturador/contracts';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { DatabaseUnavailableError } from '../db/database-unavailable.ts';
import { AppError } from './app-error.ts';
import { fieldMessage, MESSAGES, VALIDATION_PARTS } from './messages.ts';

export interface ErrorAnswer {
  statusCode: number;
  body: ErrorResponse & { code: ApiErrorCode | AccountErrorCode } & Record<string, unknown>;
}

/** Client errors raised by Fastify itself, in Spanish, by status code. */
const BY_STATUS: Record<number, { code: ApiErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: MESSAGES.badRequest },
  401: { code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated },
  403: { code: 'FORBIDDEN', message: MESSAGES.forbidden },
  404: { code: 'NOT_FOUND', message: MESSAGES.notFound },
  405: { code: 'BAD_REQUEST', message: MESSAGES.methodNotAllowed },
  409: { code: 'CONFLICT', message: MESSAGES.conflict },
  413: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType },
  429: { code: 'RATE_LIMITED', message: MESSAGES.rateLimited },
};

const BODY_PARSE_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyJsonBody,
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJsonBody,
};

function failure(
  statusCode: number,
  code: ApiErrorCode | AccountErrorCode,
  message: string,
  details?: unknown,
): ErrorAnswer {
  return {
    statusCode,
    body: { success: false, message, code, ...(details === undefined ? {} : { details }) },
  };
}

function validationAnswer(
  issues: readonly FastifySchemaValidationError[],
  part: string | undefined,
): ErrorAnswer {
  const fields = issues.map((issue): FieldError => ({
    // `/items/0/name` → `items.0.name`; an empty path means the whole part (e.g. no body at all).
    field:
      issue.instancePath.split('/').filter(Boolean).join('.') || VALIDATION_PARTS[part ?? ''] || 'solicitud',
    message: issue.message ?? MESSAGES.badRequest,
  }));
  // Called only with at least one issue (toErrorAnswer checks).
  const error = validationError(fields as [FieldError, ...FieldError[]]);
  return failure(error.statusCode, error.code, error.message, error.details);
}

export interface FieldError {
  /** The field's path, dotted: `email`, `items.0.name`. */
  field: string;
  message: string;
}

/**
 * 400 VALIDATION_ERROR naming its fields, exactly as a request refused by its schema is
 * answered: a check only a route can make (against the account) reads like any other.
 */
export function validationError(fields: readonly [FieldError, ...FieldError[]]): AppError {
  const [first] = fields;
  return new AppError(400, 'VALIDATION_ERROR', fieldMessage(first.field, first.message), fields);
}

/**
 * The answer for any error that reaches the handler. An AppError is a failure a route chose,
 * with a message written for people, and is answered as it is whatever its status (e.g. 503
 * GOOGLE_NOT_CONFIGURED). A database that cannot be reached is 503 DATABASE_UNAVAILABLE, which
 * clients treat as an outage (docs/decisions/0023) and retry. Any other 5xx never carries the error's own text: it may hold SQL,
 * paths or secrets, and it is logged instead.
 */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    const answer = failure(error.statusCode, error.code, error.message, error.details);
    return { ...answer, body: { ...answer.body, ...error.extra } };
  }
  if (error instanceof DatabaseUnavailableError) {
    return failure(503, 'DATABASE_UNAVAILABLE', MESSAGES.serviceUnavailable);
  }
  const fastifyError: Partial<FastifyError> = typeof error === 'object' && error !== null ? error : {};
  if (fastifyError.validation && fastifyError.validation.length > 0) {
    return validationAnswer(fastifyError.validation, fastifyError.validationContext);
  }
  const statusCode = fastifyError.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const parseMessage = BODY_PARSE_ERRORS[fastifyError.code ?? ''];
    if (parseMessage) return failure(400, 'VALIDATION_ERROR', parseMessage);
    const known = BY_STATUS[statusCode] ?? BY_STATUS[400]!;
    return failure(statusCode, known.code, known.message);
  }
  return failure(
    statusCode >= 500 && statusCode < 600 ? statusCode : 500,
    'INTERNAL_ERROR',
    MESSAGES.internalError,
  );
}
