import type { ErrorResponse } from '@facturador/contracts';
import fp from 'fastify-plugin';
import { DatabaseUnavailableError } from '../../db/database-unavailable.ts';
import { AppError, TooManyRequestsError } from '../../http/app-error.ts';
import { toErrorAnswer } from '../../http/error-answer.ts';
import { MESSAGES } from '../../http/messages.ts';

const DATABASE_RETRY_AFTER_SECONDS = 5;

/** One answer shape for every failure, registered on the root so that every route shares it. */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { statusCode, body } = toErrorAnswer(error);
      if (error instanceof TooManyRequestsError) {
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      if (error instanceof DatabaseUnavailableError) {
        // The pool reconnects on the next call; a few seconds is what a restart takes.
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        request.log.warn({ err: error.cause }, 'database unavailable');
      } else if (statusCode >= 500 && !(error instanceof AppError))
        request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode, code: body.code }, 'request rejected');
      return reply.code(statusCode).send(body);
    });

    app.setNotFoundHandler((_request, reply) => {
      const body: ErrorResponse = { success: false, message: MESSAGES.routeNotFound, code: 'NOT_FOUND' };
      return reply.code(404).send(body);
    });
  },
  { name: 'error-handler' },
);
