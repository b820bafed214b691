import { mayChangeRole, mayManageUser, type RoleName } from '@facturador/contracts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { AppError } from '../http/app-error.ts';
import { hasRole, type UserRecord } from '../users/user-record.ts';

const rolesOf = (user: UserRecord) => user.roles ?? [];

/** Only an owner may act on an owner (issue 3, "Administration"; contracts' admin-user-policy). */
export function assertMayManage(actor: UserRecord, target: UserRecord): void {
  if (!mayManageUser(rolesOf(actor), rolesOf(target))) {
    throw new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.ownerOnly);
  }
}

/** Granting or removing OWNER_SYSTEM is for owners; nobody changes their own roles. */
export function assertMaySetRoles(actor: UserRecord, target: UserRecord, roles: readonly RoleName[]): void {
  if (actor.id === target.id) throw new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.ownRoles);
  assertMayManage(actor, target);
  const touchesOwner = roles.includes('OWNER_SYSTEM') !== hasRole(target, 'OWNER_SYSTEM');
  if (touchesOwner && !mayChangeRole(rolesOf(actor), 'OWNER_SYSTEM'))
    throw new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.ownerOnly);
}

export function assertMayGrant(actor: UserRecord, roles: readonly RoleName[]): void {
  if (roles.some((role) => !mayChangeRole(rolesOf(actor), role))) {
    throw new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.ownerOnly);
  }
}
