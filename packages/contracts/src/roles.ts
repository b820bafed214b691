import { z } from 'zod';

/** SPEC.md §6: every role name, as the server stores it and the client compares it. */
export const ROLE_NAMES = [
  'OWNER_SYSTEM',
  'ADMINISTRATOR_SYSTEM',
  'CUSTOMER_SYSTEM',
  'RESELLER',
  'OWNER_BUSINESS',
  'ADMINISTRATOR_BUSINESS',
  'EMPLOYEE_BUSINESS',
] as const;
export const roleNameSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof roleNameSchema>;

/** SPEC.md §3: the system roles (the available-role list, in the order it shows them). */
export const SYSTEM_ROLE_NAMES = [
  'OWNER_SYSTEM',
  'ADMINISTRATOR_SYSTEM',
  'CUSTOMER_SYSTEM',
  'RESELLER',
] as const satisfies readonly RoleName[];
export type SystemRoleName = (typeof SYSTEM_ROLE_NAMES)[number];

/** SPEC.md §6: owner and administrator reach the admin section; payment gateways are the owner's. */
export const ADMIN_ROLES = ['OWNER_SYSTEM', 'ADMINISTRATOR_SYSTEM'] as const satisfies readonly RoleName[];
export const OWNER_ROLES = ['OWNER_SYSTEM'] as const satisfies readonly RoleName[];

/** A badge's colours: text on background, at least 4.5:1 (WCAG AA) in each scheme. */
export interface BadgeColors {
  background: string;
  text: string;
}
export interface RoleVocabulary {
  /** SPEC.md §6 "Label". */
  label: string;
  /** SPEC.md §6 "Short", or null where it shows none. */
  shortLabel: string | null;
  /** SPEC.md §6 says each role has a badge colour without giving values: chosen here. */
  badge: { light: BadgeColors; dark: BadgeColors };
}

const badge = (light: [string, string], dark: [string, string]) => ({
  light: { background: light[0], text: light[1] },
  dark: { background: dark[0], text: dark[1] },
});

/** SPEC.md §6: what people read about each role, used by the server, the menu and every badge. */
export const ROLES: Readonly<Record<RoleName, RoleVocabulary>> = {
  OWNER_SYSTEM: {
    label: 'Dueño del Sistema',
    shortLabel: 'Owner',
    badge: badge(['#f3e5f5', '#6a1b9a'], ['#4a148c', '#f3e5f5']),
  },
  ADMINISTRATOR_SYSTEM: {
    label: 'Administrador del Sistema',
    shortLabel: null,
    badge: badge(['#e3f2fd', '#0d47a1'], ['#0d47a1', '#e3f2fd']),
  },
  CUSTOMER_SYSTEM: {
    label: 'Cliente',
    shortLabel: null,
    badge: badge(['#e8f5e9', '#1b5e20'], ['#1b5e20', '#e8f5e9']),
  },
  RESELLER: {
    label: 'Revendedor',
    shortLabel: null,
    badge: badge(['#fff3e0', '#8a3c00'], ['#7a3300', '#fff3e0']),
  },
  OWNER_BUSINESS: {
    label: 'Dueño de Negocio',
    shortLabel: 'Dueño',
    badge: badge(['#fce4ec', '#880e4f'], ['#880e4f', '#fce4ec']),
  },
  ADMINISTRATOR_BUSINESS: {
    label: 'Administrador de Negocio',
    shortLabel: 'Admin',
    badge: badge(['#e0f7fa', '#005662'], ['#005662', '#e0f7fa']),
  },
  EMPLOYEE_BUSINESS: {
    label: 'Empleado de Negocio',
    shortLabel: 'Empleado',
    badge: badge(['#eceff1', '#37474f'], ['#37474f', '#eceff1']),
  },
};

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
