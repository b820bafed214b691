import { ROLE_NAMES, type RoleName } from '@facturador/contracts';
import { roleLabels, roleShortLabels } from '../messages.ts';

export { ROLE_NAMES, type RoleName };

/** SPEC.md §3: the only roles offered in the available-role list. */
export const AVAILABLE_ROLE_NAMES = [
  'OWNER_SYSTEM',
  'ADMINISTRATOR_SYSTEM',
  'CUSTOMER_SYSTEM',
  'RESELLER',
] as const;
export type SystemRoleName = (typeof AVAILABLE_ROLE_NAMES)[number];

/** SPEC.md §6: owner and administrator reach the admin section; payment gateways are the owner's. */
export const ADMIN_ROLES: readonly RoleName[] = ['OWNER_SYSTEM', 'ADMINISTRATOR_SYSTEM'];
export const OWNER_ROLES: readonly RoleName[] = ['OWNER_SYSTEM'];
export const SYSTEM_ROLES: readonly RoleName[] = AVAILABLE_ROLE_NAMES;

/**
 * SPEC.md §3 gives a second reading of the role names (and §6 says the menu spells the
 * reseller RESELLER_SYSTEM). Every spelling is mapped onto the names of §6 here, once.
 */
const ROLE_ALIASES: Readonly<Record<string, RoleName>> = {
  system_owner: 'OWNER_SYSTEM',
  system_admin: 'ADMINISTRATOR_SYSTEM',
  client: 'CUSTOMER_SYSTEM',
  referrer: 'RESELLER',
  RESELLER_SYSTEM: 'RESELLER',
};

export function normalizeRoleName(name: string): RoleName | null {
  if ((ROLE_NAMES as readonly string[]).includes(name)) return name as RoleName;
  return ROLE_ALIASES[name] ?? null;
}

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
  return role ? roleLabels[role] : name;
}

/** The short label, or null where SPEC.md shows none. */
export function roleShortLabel(name: string): string | null {
  const role = normalizeRoleName(name);
  // Stryker disable next-line ConditionalExpression: a null role finds no short label either
  if (!role) return null;
  return (roleShortLabels as Partial<Record<RoleName, string>>)[role] ?? null;
}

/** SPEC.md §3: the server's role list, filtered to the four system roles. */
export function filterAvailableRoles<T extends { description: string }>(roles: readonly T[]): T[] {
  return roles.filter((role) => (AVAILABLE_ROLE_NAMES as readonly string[]).includes(role.description));
}
