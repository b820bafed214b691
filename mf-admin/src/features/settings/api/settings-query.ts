import { queryOptions } from '@tanstack/react-query';
import { callApi, SETTINGS_QUERY_KEY } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';

/** Under ['settings']: `settings_updated` (another administrator saved) makes it stale. */
export const settingsKeys = {
  admin: () => [...SETTINGS_QUERY_KEY, 'admin'] as const,
};

export const systemSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.admin(),
    queryFn: async () => (await callApi(endpoints.getSystemSettings)).data,
  });
