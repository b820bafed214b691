import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';
import { userKeys } from './user-keys.ts';

/** GET /users/{id}: the profile with companies, subscription and live sessions. */
export const userDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: async () => (await callApi(endpoints.getUser, { params: { id } })).data,
  });
