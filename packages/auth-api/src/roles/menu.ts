import { ROUTE_PATHS as paths } from '@facturador/contracts';
import { menuLabels } from '../messages.ts';
import { ADMIN_ROLES, hasAnyRole, OWNER_ROLES, SYSTEM_ROLE_NAMES, type RoleName } from './roles.ts';

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
  link(menuLabels.dashboard, paths.app, SYSTEM_ROLE_NAMES),
  link(menuLabels.documents, paths.documents, SYSTEM_ROLE_NAMES),
  link(menuLabels.companies, paths.companies, SYSTEM_ROLE_NAMES),
  link(menuLabels.profile, paths.profile, SYSTEM_ROLE_NAMES),
  link(menuLabels.plans, paths.myPlans, SYSTEM_ROLE_NAMES),
  {
    kind: 'group',
    label: menuLabels.adminGroup,
    roles: ADMIN_ROLES,
    items: [
      link(menuLabels.adminOverview, paths.admin, ADMIN_ROLES),
      link(menuLabels.users, paths.adminUsers, ADMIN_ROLES),
      link(menuLabels.adminPlans, paths.adminPlans, ADMIN_ROLES),
      link(menuLabels.subscriptions, paths.adminSubscriptions, ADMIN_ROLES),
      link(menuLabels.reports, paths.adminReports, ADMIN_ROLES),
      link(menuLabels.providers, paths.adminProviders, ADMIN_ROLES),
      link(menuLabels.settings, paths.adminSettings, ADMIN_ROLES),
      link(menuLabels.audit, paths.adminAudit, ADMIN_ROLES),
      link(menuLabels.system, paths.adminSystem, ADMIN_ROLES),
      link(menuLabels.paymentGateways, paths.adminPaymentGateways, OWNER_ROLES),
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
