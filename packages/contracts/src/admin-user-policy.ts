import type { RoleName } from './roles.ts';

/**
 * Who may act on whom in the user administration (issue 16), on role lists so that the server
 * (admin/admin-policy.ts, which enforces) and the admin page (which hides) read one rule:
 * only an owner acts on an owner or grants or removes OWNER_SYSTEM.
 */
export function mayManageUser(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  return !targetRoles.includes('OWNER_SYSTEM') || actorRoles.includes('OWNER_SYSTEM');
}

/** Whether the actor may add or remove `role` on someone else. */
export function mayChangeRole(actorRoles: readonly string[], role: RoleName): boolean {
  return role !== 'OWNER_SYSTEM' || actorRoles.includes('OWNER_SYSTEM');
}
