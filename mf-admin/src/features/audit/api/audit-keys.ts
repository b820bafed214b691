import type { AuditListQuery } from '@facturador/contracts';

/** Every query of the Auditoría page lives under ['admin', 'audit', …]. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditListQuery) => [...auditKeys.all, 'list', query] as const,
};
