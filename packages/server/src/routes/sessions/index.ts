import { endpoints, type Session } from '@facturador/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { codeError } from '../../auth/code-errors.ts';
import { describeUserAgent } from '../../auth/user-agent.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { consumeCode, issueCode } from '../../auth/one-time-codes.ts';
import { recordSecurityEvent, requestOrigin } from '../../auth/security-events.ts';
import {
  findOwnSession,
  listSessions,
  renameSession,
  revokeSession,
  revokeUserSessions,
  type SessionRow,
} from '../../auth/sessions.ts';
import { AppError } from '../../http/app-error.ts';
import { securityCodeMail } from '../../mail/templates.ts';

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
  /** Ends one of the caller's sessions and logs it under that session's name. */
  const endSession = async (request: FastifyRequest, session: SessionRow) => {
    const { user, sessionId: currentId } = request.auth;
    const now = app.clock.now();
    const current = session.id === currentId;
    const name = await revokeSession(app.db, session.id, current ? 'logout' : 'ended_elsewhere', now);
    if (name === null) return;
    await app.sessionCache.forgetUsers([user.id]);
    await recordSecurityEvent(
      app.db,
      { userId: user.id, type: 'session_ended', sessionId: session.id, detail: name },
      requestOrigin(request),
      now,
    );
    // This device signing itself out closes its sockets without an event; another gets force_logout.
    if (current) app.realtime.closeSessions([session.id]);
    else app.realtime.endSessions(user.public_id, [session.id], 'force_logout');
  };

  contractRoute(app, endpoints.listSessions, async (request) => {
    const rows = await listSessions(app.db, request.auth.user.id, app.clock.now());
    return { success: true as const, data: rows.map((row) => toSession(row, request.auth.sessionId)) };
  });

  contractRoute(app, endpoints.getSession, async (request) => ({
    success: true as const,
    data: toSession(await ownSession(request.auth.user.id, request.params.id), request.auth.sessionId),
  }));

  contractRoute(app, endpoints.renameSession, async (request) => {
    const session = await ownSession(request.auth.user.id, request.params.id);
    await renameSession(app.db, session.id, request.body.newName);
    return {
      success: true as const,
      message: AUTH_MESSAGES.sessionRenamed,
      data: toSession({ ...session, name: request.body.newName }, request.auth.sessionId),
    };
  });

  contractRoute(app, endpoints.requestSecurityVerification, async (request) => {
    const { user } = request.auth;
    const code = await issueCode(app.db, user.id, request.body.action, app.clock.now());
    await app.mailer.send(securityCodeMail(user.email, code));
    return { success: true as const, message: AUTH_MESSAGES.verificationSent };
  });

  contractRoute(app, endpoints.logoutSessionSecure, async (request) => {
    const { user } = request.auth;
    const session = await ownSession(user.id, request.params.id);
    const check = await app.db.transaction((tx) =>
      consumeCode(tx, user.id, 'logout_session', request.body.verificationCode, app.clock.now()),
    );
    if (check !== 'ok') throw codeError(check);
    await endSession(request, session);
    return { success: true as const, message: AUTH_MESSAGES.sessionEnded };
  });

  contractRoute(app, endpoints.logoutSession, async (request) => {
    await endSession(request, await ownSession(request.auth.user.id, request.params.id));
    return { success: true as const, message: AUTH_MESSAGES.sessionEnded };
  });

  contractRoute(app, endpoints.logoutOtherSessions, async (request) => {
    const { user, sessionId } = request.auth;
    const now = app.clock.now();
    const ended = await revokeUserSessions(app.db, user.id, 'ended_elsewhere', now, sessionId);
    if (ended.length > 0) await app.sessionCache.forgetUsers([user.id]);
    await recordSecurityEvent(
      app.db,
      { userId: user.id, type: 'other_sessions_ended', sessionId, detail: String(ended.length) },
      requestOrigin(request),
      now,
    );
    app.realtime.endSessions(user.public_id, ended, 'force_logout');
    return {
      success: true as const,
      message: AUTH_MESSAGES.otherSessionsEnded,
      data: { revoked: ended.length },
    };
  });
};

export default sessionsRoutes;
