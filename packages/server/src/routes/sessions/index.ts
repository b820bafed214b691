import {
  errorResponseSchema,
  logoutOthersResponseSchema,
  messageResponseSchema,
  renameSessionRequestSchema,
  secureLogoutRequestSchema,
  securityVerificationRequestSchema,
  sessionIdParamsSchema,
  sessionListResponseSchema,
  sessionResponseSchema,
  type Session,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { codeError } from '../../auth/code-errors.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { consumeCode, issueCode } from '../../auth/one-time-codes.ts';
import {
  findOwnSession,
  listSessions,
  revokeSession,
  revokeUserSessions,
  type SessionRow,
} from '../../auth/sessions.ts';
import { describeUserAgent } from '../../auth/user-agent.ts';
import { AppError } from '../../http/app-error.ts';
import { securityCodeMail } from '../../mail/templates.ts';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

function toSession(row: SessionRow, currentId: string): Session {
  return {
    id: row.id,
    name: row.name,
    ...describeUserAgent(row.user_agent),
    ipAddress: row.ip_address,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    isCurrent: row.id === currentId,
  };
}

/** A user's own sessions; another user's session id is simply not found. */
const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  const ownSession = async (userId: string, sessionId: string) => {
    const session = await findOwnSession(app.db, userId, sessionId, app.clock.now());
    if (!session) throw new AppError(404, 'NOT_FOUND', AUTH_MESSAGES.sessionNotFound);
    return session;
  };
  const endSession = async (publicId: string, sessionId: string) => {
    await revokeSession(app.db, sessionId, 'ended_elsewhere', app.clock.now());
    app.realtime.endSessions(publicId, [sessionId], 'force_logout');
  };

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags: ['sesiones'],
        summary: 'Sesiones abiertas',
        response: { 200: sessionListResponseSchema, ...failures },
      },
    },
    async (request) => {
      const rows = await listSessions(app.db, request.auth.user.id, app.clock.now());
      return { success: true as const, data: rows.map((row) => toSession(row, request.auth.sessionId)) };
    },
  );

  app.get(
    '/auth/sessions/:id',
    {
      schema: {
        tags: ['sesiones'],
        summary: 'Una sesión propia',
        params: sessionIdParamsSchema,
        response: { 200: sessionResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: toSession(await ownSession(request.auth.user.id, request.params.id), request.auth.sessionId),
    }),
  );

  app.post(
    '/auth/sessions/:id/rename',
    {
      schema: {
        tags: ['sesiones'],
        summary: 'Renombrar una sesión',
        params: sessionIdParamsSchema,
        body: renameSessionRequestSchema,
        response: { 200: sessionResponseSchema, ...failures },
      },
    },
    async (request) => {
      const session = await ownSession(request.auth.user.id, request.params.id);
      await app.db.query('UPDATE sessions SET name = $2 WHERE id = $1', [session.id, request.body.newName]);
      return {
        success: true as const,
        message: AUTH_MESSAGES.sessionRenamed,
        data: toSession({ ...session, name: request.body.newName }, request.auth.sessionId),
      };
    },
  );

  app.post(
    '/auth/security/request-verification',
    {
      schema: {
        tags: ['sesiones'],
        summary: 'Enviar un código de seguridad al email',
        body: securityVerificationRequestSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { user } = request.auth;
      const code = await issueCode(app.db, user.id, request.body.action, app.clock.now());
      await app.mailer.send(securityCodeMail(user.email, code));
      return { success: true as const, message: AUTH_MESSAGES.verificationSent };
    },
  );

  app.post(
    '/auth/sessions/:id/logout-secure',
    {
      schema: {
        tags: ['sesiones'],
        summary: 'Cerrar una sesión confirmando con el código de seguridad',
        params: sessionIdParamsSchema,
        body: secureLogoutRequestSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { user } = request.auth;
      const session = await ownSession(user.id, request.params.id);
      const check = await app.db.transaction((tx) =>
        consumeCode(tx, user.id, 'logout_session', request.body.verificationCode, app.clock.now()),
      );
      if (check !== 'ok') throw codeError(check);
      await endSession(user.public_id, session.id);
      return { success: true as const, message: AUTH_MESSAGES.sessionEnded };
    },
  );

  app.post(
    '/auth/sessions/:id/logout',
    {
      schema: {
        tags: ['sesiones'],
        summary: 'Cerrar una sesión',
        params: sessionIdParamsSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { user, sessionId } = request.auth;
      const session = await ownSession(user.id, request.params.id);
      if (session.id === sessionId) {
        await revokeSession(app.db, session.id, 'logout', app.clock.now());
        app.realtime.closeSessions([session.id]);
      } else {
        await endSession(user.public_id, session.id);
      }
      return { success: true as const, message: AUTH_MESSAGES.sessionEnded };
    },
  );

  app.post(
    '/auth/sessions/logout-others',
    {
      schema: {
        tags: ['sesiones'],
        summary: 'Cerrar las demás sesiones',
        response: { 200: logoutOthersResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { user, sessionId } = request.auth;
      const ended = await revokeUserSessions(app.db, user.id, 'ended_elsewhere', app.clock.now(), sessionId);
      app.realtime.endSessions(user.public_id, ended, 'force_logout');
      return {
        success: true as const,
        message: AUTH_MESSAGES.otherSessionsEnded,
        data: { revoked: ended.length },
      };
    },
  );
};

export default sessionsRoutes;
