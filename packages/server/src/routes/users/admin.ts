import { endpoints, listMeta, ROLES, SYSTEM_ROLE_NAMES } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertMayGrant, assertMayManage, assertMaySetRoles } from '../../admin/admin-policy.ts';
import { userDetail } from '../../admin/user-detail.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { ACCOUNT_INVITATION_TTL_MS } from '../../auth/limits.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { issuePasswordLink } from '../../auth/password-links.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { acceptPendingInvitations } from '../../companies/members.ts';
import { AppError } from '../../http/app-error.ts';
import { accountCreatedMail } from '../../mail/templates.ts';
import { listUsers } from '../../users/list-users.ts';
import {
  countActiveOwners,
  countOwners,
  findUserById,
  findUserByPublicId,
  insertUser,
  listRoles,
  setRoles,
  updateUser,
} from '../../users/user-repository.ts';
import { hasRole, toAdminUser, type UserRecord } from '../../users/user-record.ts';
import type { Queryable } from '../../db/database.ts';

const UNIQUE_VIOLATION = '23505';

async function liveUser(db: Queryable, publicId: string): Promise<UserRecord> {
  const user = await findUserByPublicId(db, publicId);
  if (!user || user.is_deleted) throw new AppError(404, 'NOT_FOUND', AUTH_MESSAGES.userNotFoundAdmin);
  return user;
}

/** The administration calls: owners and administrators only (SPEC.md §6). */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');
  const appUrl = app.env.APP_URL ?? app.env.CORS_ORIGINS[0] ?? 'http://localhost:3000';

  contractRoute(app, endpoints.listUsers, async (request) => {
    const { page, limit } = request.query;
    const { users, total } = await listUsers(app.db, request.query);
    return { success: true as const, data: users.map(toAdminUser), meta: listMeta(page, limit, total) };
  });

  contractRoute(app, endpoints.listRoles, async () => {
    const roles = (await listRoles(app.db, SYSTEM_ROLE_NAMES)).map((role) => ({
      ...role,
      description: ROLES[role.name].label,
    }));
    return { success: true as const, roles };
  });

  contractRoute(app, endpoints.getUser, async (request) => {
    // Deleted accounts are read too: the administrator restores them from their page.
    const user = await findUserByPublicId(app.db, request.params.id);
    if (!user) throw new AppError(404, 'NOT_FOUND', AUTH_MESSAGES.userNotFoundAdmin);
    return { success: true as const, data: await userDetail(app.db, user, app.clock.now()) };
  });

  contractRoute(app, endpoints.createUser, async (request, reply) => {
    const { password, roles, ...fields } = request.body;
    assertMayGrant(request.auth.user, roles);
    const passwordHash = password === undefined ? null : await app.passwords.hash(password);
    const now = app.clock.now();
    const { user, passwordLink } = await app.db.transaction(async (tx) => {
      const id = await insertUser(tx, { ...fields, passwordHash, roles }, now);
      if (!id) throw new AppError(409, 'CONFLICT', AUTH_MESSAGES.emailTaken);
      // An administrator vouches for the address: pending company invitations are taken.
      await acceptPendingInvitations(tx, id, fields.email, now);
      const created = (await findUserById(tx, id))!;
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'user.create',
        entityId: created.public_id,
        before: null,
        after: toAdminUser(created),
        at: now,
      });
      // Without a password the new user chooses one through a link mailed to them.
      const link =
        passwordHash === null
          ? await issuePasswordLink(tx, { userId: id, appUrl, ttlMs: ACCOUNT_INVITATION_TTL_MS }, now)
          : null;
      return { user: created, passwordLink: link };
    });
    if (passwordLink) await app.mailer.send(accountCreatedMail(user.email, user.full_name, passwordLink));
    return reply
      .code(201)
      .send({ success: true, message: AUTH_MESSAGES.userCreated, data: toAdminUser(user) });
  });

  contractRoute(app, endpoints.updateUser, async (request) => {
    const actor = request.auth.user;
    const target = await liveUser(app.db, request.params.id);
    assertMayManage(actor, target);
    const deactivating = request.body.isActive === false && target.is_active;
    const reactivating = request.body.isActive === true && !target.is_active;
    if (deactivating && actor.id === target.id)
      throw new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.ownAccount);
    const now = app.clock.now();
    try {
      await app.db.transaction(async (tx) => {
        await updateUser(tx, target.id, request.body, now);
        if (deactivating) {
          if (hasRole(target, 'OWNER_SYSTEM') && (await countActiveOwners(tx)) === 0) {
            throw new AppError(409, 'CONFLICT', AUTH_MESSAGES.lastOwner);
          }
          // Sessions stay, limited to reading the profile and signing out, so the person
          // sees why (the account-disabled state) instead of a bare sign-in page.
        }
        await recordAudit(tx, {
          ...auditedBy(request),
          action: deactivating ? 'user.deactivate' : reactivating ? 'user.activate' : 'user.update',
          entityId: target.public_id,
          before: toAdminUser(target),
          after: toAdminUser((await findUserById(tx, target.id))!),
          at: now,
        });
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        throw new AppError(409, 'CONFLICT', AUTH_MESSAGES.emailTaken);
      throw error;
    }
    await app.sessionCache.forgetUsers([target.id]);
    app.realtime.toUser(target.public_id, deactivating ? 'account_deactivated' : 'profile_updated');
    const updated = (await findUserById(app.db, target.id))!;
    return { success: true as const, message: AUTH_MESSAGES.userUpdated, data: toAdminUser(updated) };
  });

  contractRoute(app, endpoints.updateUserRoles, async (request) => {
    const roles = [...new Set(request.body.roles)];
    if (roles.some((role) => !(SYSTEM_ROLE_NAMES as readonly string[]).includes(role))) {
      throw new AppError(400, 'VALIDATION_ERROR', AUTH_MESSAGES.systemRolesOnly);
    }
    const target = await liveUser(app.db, request.params.id);
    assertMaySetRoles(request.auth.user, target, roles);
    await app.db.transaction(async (tx) => {
      await setRoles(tx, target.id, roles);
      if (hasRole(target, 'OWNER_SYSTEM') && (await countOwners(tx)) === 0) {
        throw new AppError(409, 'CONFLICT', AUTH_MESSAGES.lastOwner);
      }
      const after = (await findUserById(tx, target.id))!;
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'user.roles',
        entityId: target.public_id,
        before: { roles: target.roles ?? [] },
        after: { roles: after.roles ?? [] },
        at: app.clock.now(),
      });
    });
    await app.sessionCache.forgetUsers([target.id]);
    app.realtime.toUser(target.public_id, 'permissions_changed');
    const updated = (await findUserById(app.db, target.id))!;
    return { success: true as const, message: AUTH_MESSAGES.rolesUpdated, data: toAdminUser(updated) };
  });

  contractRoute(app, endpoints.deleteUser, async (request) => {
    const actor = request.auth.user;
    const target = await liveUser(app.db, request.params.id);
    if (actor.id === target.id) throw new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.ownAccount);
    assertMayManage(actor, target);
    const now = app.clock.now();
    await app.db.transaction(async (tx) => {
      await updateUser(tx, target.id, { isDeleted: true }, now);
      if (hasRole(target, 'OWNER_SYSTEM') && (await countOwners(tx)) === 0) {
        throw new AppError(409, 'CONFLICT', AUTH_MESSAGES.lastOwner);
      }
      await revokeUserSessions(tx, target.id, 'user_deleted', now);
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'user.delete',
        entityId: target.public_id,
        before: toAdminUser(target),
        after: null,
        at: now,
      });
    });
    await app.sessionCache.forgetUsers([target.id]);
    // Its open tabs sign out and land on the account-deleted page (issue 16).
    app.realtime.endUser(target.public_id, 'account_deleted');
    return { success: true as const, message: AUTH_MESSAGES.userDeleted };
  });
};

export default adminRoutes;
