import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';
import { userKeys } from './user-keys.ts';

/** GET /users/admin/roles: the four system roles an administrator can assign. */
export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.roles(),
    queryFn: async () => (await callApi(endpoints.listRoles)).roles,
    staleTime: Infinity,
  });
