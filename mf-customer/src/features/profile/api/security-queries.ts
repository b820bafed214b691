import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';
import { securityKeys } from './security-keys.ts';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.sessions(),
    queryFn: async () => (await callApi(endpoints.listSessions)).data,
  });

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.activity(),
    queryFn: async () => (await callApi(endpoints.securityActivity)).data,
  });
