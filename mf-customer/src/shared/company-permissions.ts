import type { BusinessRole } from '@facturador/contracts';

/**
 * What a business role may do (the server decides; the UI only shows what will be allowed):
 * the owner everything, the administrator all but owners and deleting the company, the
 * employee reads.
 */
export function companyPermissions(role: BusinessRole) {
  return {
    canEdit: role !== 'EMPLOYEE_BUSINESS',
    isOwner: role === 'OWNER_BUSINESS',
    /** Whether this member's role or membership may be changed by the caller. */
    canManage: (memberRole: BusinessRole) =>
      role === 'OWNER_BUSINESS' || (role === 'ADMINISTRATOR_BUSINESS' && memberRole !== 'OWNER_BUSINESS'),
  };
}
export type CompanyPermissions = ReturnType<typeof companyPermissions>;
