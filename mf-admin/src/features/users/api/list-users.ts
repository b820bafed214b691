import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints, type UserListQuery } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';
import { userKeys } from './user-keys.ts';

/** GET /users: one server-side page; the previous page stays on screen while the next loads. */
export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => callApi(endpoints.listUsers, { query }),
    placeholderData: keepPreviousData,
  });
