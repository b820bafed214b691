import {
  ADMIN_ROLES,
  normalizeRoleName,
  OWNER_ROLES,
  ROLE_NAMES,
  ROLES,
  SYSTEM_ROLE_NAMES,
  type RoleName,
  type SystemRoleName,
} from '@facturador/contracts';

/** The role vocabulary is the contracts' (one for server and client); re-exported for the apps. */
export { ADMIN_ROLES, normalizeRoleName, OWNER_ROLES, ROLE_NAMES, ROLES, SYSTEM_ROLE_NAMES };
export type { RoleName, SystemRoleName };

export function normalizeRoles(names: readonly string[]): RoleName[] {
  const roles = names.map(normalizeRoleName).filter((role): role is RoleName => role !== null);
  return [...new Set(roles)];
}

export function hasAnyRole(userRoles: readonly string[], required: readonly RoleName[]): boolean {
  if (required.length === 0) return true;
  const held = normalizeRoles(userRoles);
  return required.some((role) => held.includes(role));
}

export function roleLabel(name: string): string {
  const role = normalizeRoleName(name);
  return role ? ROLES[role].label : name;
}

/** The short label, or null where SPEC.md shows none. */
export function roleShortLabel(name: string): string | null {
  const role = normalizeRoleName(name);
  return role ? ROLES[role].shortLabel : null;
}
