import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertMayManage } from '../../admin/admin-policy.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById, findUserByPublicId, updateUser } from '../../users/user-repository.ts';
import { toAdminUser } from '../../users/user-record.ts';

/** An administrator's calls on an account's life: restoring a deleted one, ending its sessions. */
const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  async function findTarget(publicId: string) {
    const user = await findUserByPublicId(app.db, publicId);
    if (!user) throw new AppError(404, 'NOT_FOUND', AUTH_MESSAGES.userNotFoundAdmin);
    return user;
  }

  contractRoute(app, endpoints.restoreUser, async (request) => {
    const target = await findTarget(request.params.id);
    assertMayManage(request.auth.user, target);
    if (!target.is_deleted) throw new AppError(409, 'CONFLICT', AUTH_MESSAGES.userNotDeleted);
    const now = app.clock.now();
    const restored = await app.db.transaction(async (tx) => {
      await updateUser(tx, target.id, { isDeleted: false }, now);
      const after = (await findUserById(tx, target.id))!;
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'user.restore',
        entityId: target.public_id,
        before: toAdminUser(target),
        after: toAdminUser(after),
        at: now,
      });
      return after;
    });
    await app.sessionCache.forgetUsers([target.id]);
    return { success: true as const, message: AUTH_MESSAGES.userRestored, data: toAdminUser(restored) };
  });

  contractRoute(app, endpoints.endUserSessions, async (request) => {
    const actor = request.auth.user;
    const target = await findTarget(request.params.id);
    if (actor.id === target.id) throw new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.ownSessionsHere);
    assertMayManage(actor, target);
    const now = app.clock.now();
    const ended = await app.db.transaction(async (tx) => {
      const ids = await revokeUserSessions(tx, target.id, 'ended_by_admin', now);
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'user.sessions_end',
        entityId: target.public_id,
        before: { liveSessions: ids.length },
        after: { liveSessions: 0 },
        at: now,
      });
      return ids;
    });
    await app.sessionCache.forgetUsers([target.id]);
    // Every open tab of that user is told at once and signs out (SPEC.md §4 force_logout).
    app.realtime.endSessions(target.public_id, ended, 'force_logout');
    return {
      success: true as const,
      message: AUTH_MESSAGES.userSessionsEnded,
      data: { revoked: ended.length },
    };
  });
};

export default adminAccountRoutes;
