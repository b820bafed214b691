import type { UserListQuery } from '@facturador/contracts';

/** Every query of the Usuarios page lives under ['admin', 'users', …]; a change invalidates the root. */
export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: UserListQuery) => [...userKeys.all, 'list', query] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  roles: () => [...userKeys.all, 'roles'] as const,
};
