import { menuLabels } from '../messages.ts';
import { ADMIN_ROLES, hasAnyRole, OWNER_ROLES, SYSTEM_ROLES, type RoleName } from './roles.ts';

export interface MenuLink {
  kind: 'link';
  label: string;
  path: string;
  roles: readonly RoleName[];
}
export interface MenuGroup {
  kind: 'group';
  label: string;
  roles: readonly RoleName[];
  items: readonly MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, path: string, roles: readonly RoleName[]): MenuLink => ({
  kind: 'link',
  label,
  path,
  roles,
});

/** SPEC.md §2: the navigation menu, by role. */
export const NAVIGATION_MENU: readonly MenuEntry[] = [
  link(menuLabels.dashboard, '/app', SYSTEM_ROLES),
  link(menuLabels.companies, '/app/mis-empresas', SYSTEM_ROLES),
  link(menuLabels.profile, '/app/mi-perfil', SYSTEM_ROLES),
  link(menuLabels.plans, '/app/mis-planes', SYSTEM_ROLES),
  {
    kind: 'group',
    label: menuLabels.adminGroup,
    roles: ADMIN_ROLES,
    items: [
      link(menuLabels.users, '/app/admin/usuarios', ADMIN_ROLES),
      link(menuLabels.adminPlans, '/app/admin/planes', ADMIN_ROLES),
      link(menuLabels.subscriptions, '/app/admin/suscripciones', ADMIN_ROLES),
      link(menuLabels.reports, '/app/admin/reportes', ADMIN_ROLES),
      link(menuLabels.providers, '/app/admin/proveedores', ADMIN_ROLES),
      link(menuLabels.settings, '/app/admin/configuracion', ADMIN_ROLES),
      link(menuLabels.paymentGateways, '/app/admin/pasarelas-pago', OWNER_ROLES),
    ],
  },
];

/** The menu a user with these roles sees: entries they may not use are left out, empty groups too. */
export function menuForRoles(roles: readonly string[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const entry of NAVIGATION_MENU) {
    if (!hasAnyRole(roles, entry.roles)) continue;
    if (entry.kind === 'link') {
      entries.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => hasAnyRole(roles, item.roles));
    // Stryker disable next-line ConditionalExpression,EqualityOperator: today no group can end up empty
    if (items.length > 0) entries.push({ ...entry, items });
  }
  return entries;
}
