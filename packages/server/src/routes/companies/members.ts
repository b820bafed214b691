import { endpoints, memberMessages, ROLES, ROUTE_PATHS, type BusinessRole } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertMayEdit, isUuid, membershipOf, type Membership } from '../../companies/company-access.ts';
import { tellCompaniesChanged } from '../../companies/company-events.ts';
import { companyBusinessName } from '../../companies/company-repository.ts';
import {
  addInvitation,
  addMember,
  changeMemberRole,
  countOwners,
  deleteInvitation,
  findMember,
  listMembers,
  findPendingInvitation,
  listPendingInvitations,
  publicMember,
  removeMember,
  type MemberRecord,
} from '../../companies/members.ts';
import { AppError } from '../../http/app-error.ts';
import { companyInvitationMail } from '../../mail/templates.ts';
import { findUserByEmail } from '../../users/user-repository.ts';
import { assertCanAddMember } from '../../billing/plan-limits.ts';

const OWNER: BusinessRole = 'OWNER_BUSINESS';

/** Only an owner grants, changes or removes the owner role (issue 15). */
function assertMayTouchRole(membership: Membership, ...roles: BusinessRole[]): void {
  if (membership.role !== OWNER && roles.includes(OWNER))
    throw new AppError(403, 'FORBIDDEN', memberMessages.ownerProtected);
}

const memberNotFound = () => new AppError(404, 'NOT_FOUND', memberMessages.memberNotFound);

/** A company's members and invitations. A company always keeps at least one OWNER_BUSINESS. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.env.APP_URL ?? app.env.CORS_ORIGINS[0] ?? 'http://localhost:3000';

  /** The member a call is about, read inside the transaction that locked the company. */
  async function targetMember(
    tx: Parameters<typeof listMembers>[0],
    membership: Membership,
    targetPublicId: string,
    selfId: string,
  ): Promise<MemberRecord> {
    const target = isUuid(targetPublicId)
      ? await findMember(tx, membership.companyId, targetPublicId, selfId)
      : null;
    if (!target) throw memberNotFound();
    return target;
  }

  contractRoute(app, endpoints.listMembers, async (request) => {
    const { user } = request.auth;
    const { companyId } = await membershipOf(app.db, user.id, request.params.id);
    const [members, invitations] = await Promise.all([
      listMembers(app.db, companyId, user.id),
      listPendingInvitations(app.db, companyId),
    ]);
    return { success: true as const, data: { members: members.map(publicMember), invitations } };
  });

  contractRoute(app, endpoints.inviteMember, async (request, reply) => {
    const { user } = request.auth;
    const { email, role } = request.body;
    const membership = await membershipOf(app.db, user.id, request.params.id);
    assertMayEdit(membership);
    assertMayTouchRole(membership, role);
    const now = app.clock.now();
    const existing = await findUserByEmail(app.db, email);
    // A verified account is who its e-mail says; an unverified one joins when it verifies.
    if (existing && !existing.is_deleted && existing.is_verified_email) {
      const added = await app.db.transaction(async (tx) => {
        // Invited or added, the member counts against the plan's users per company; the
        // check holds the company's lock until the member is in (issue 28).
        await assertCanAddMember(tx, membership.companyId, now);
        return addMember(tx, membership.companyId, existing.id, role, now);
      });
      if (!added) throw new AppError(409, 'CONFLICT', memberMessages.alreadyMember);
      tellCompaniesChanged(app, [existing.public_id]);
      const member = (await findMember(app.db, membership.companyId, existing.public_id, user.id))!;
      return reply.code(201).send({
        success: true,
        message: memberMessages.invitedMember,
        data: { kind: 'member' as const, member: publicMember(member) },
      });
    }
    const invitation = await app.db.transaction(async (tx) => {
      await assertCanAddMember(tx, membership.companyId, now);
      return addInvitation(tx, membership.companyId, email, role, user.id, now);
    });
    if (!invitation) throw new AppError(409, 'CONFLICT', memberMessages.alreadyInvited);
    const businessName = await companyBusinessName(app.db, membership.companyId);
    const link = new URL(ROUTE_PATHS.register, appUrl);
    link.searchParams.set('email', email);
    await app.mailer.send(
      companyInvitationMail(email, user.full_name, businessName, ROLES[role].label, link.toString()),
    );
    return reply.code(201).send({
      success: true,
      message: memberMessages.invitationSent,
      data: { kind: 'invitation' as const, invitation },
    });
  });

  contractRoute(app, endpoints.changeMemberRole, async (request) => {
    const { user } = request.auth;
    const { role } = request.body;
    const target = await app.db.transaction(async (tx) => {
      const membership = await membershipOf(tx, user.id, request.params.id, { lock: true });
      assertMayEdit(membership);
      const found = await targetMember(tx, membership, request.params.userId, user.id);
      assertMayTouchRole(membership, found.role, role);
      if (found.role === OWNER && role !== OWNER && (await countOwners(tx, membership.companyId)) <= 1)
        throw new AppError(409, 'CONFLICT', memberMessages.lastOwner);
      await changeMemberRole(tx, membership.companyId, found.id, role);
      return { ...found, role };
    });
    tellCompaniesChanged(app, [target.userId]);
    return { success: true as const, message: memberMessages.roleChanged, data: publicMember(target) };
  });

  contractRoute(app, endpoints.removeMember, async (request) => {
    const { user } = request.auth;
    const target = await app.db.transaction(async (tx) => {
      const membership = await membershipOf(tx, user.id, request.params.id, { lock: true });
      const found = await targetMember(tx, membership, request.params.userId, user.id);
      // Anyone may leave; removing someone else takes an editor, and an owner for an owner.
      if (!found.isSelf) {
        assertMayEdit(membership);
        assertMayTouchRole(membership, found.role);
      }
      if (found.role === OWNER && (await countOwners(tx, membership.companyId)) <= 1)
        throw new AppError(409, 'CONFLICT', memberMessages.lastOwner);
      await removeMember(tx, membership.companyId, found.id);
      return found;
    });
    tellCompaniesChanged(app, [target.userId]);
    return { success: true as const, message: memberMessages.removed };
  });

  contractRoute(app, endpoints.cancelInvitation, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const invitation = await findPendingInvitation(app.db, membership.companyId, request.params.invitationId);
    if (!invitation) throw new AppError(404, 'NOT_FOUND', memberMessages.invitationNotFound);
    assertMayTouchRole(membership, invitation.role);
    await deleteInvitation(app.db, invitation.id);
    return { success: true as const, message: memberMessages.invitationCancelled };
  });
};

export default memberRoutes;
