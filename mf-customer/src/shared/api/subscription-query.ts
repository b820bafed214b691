import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';
import { billingKeys } from './billing-keys.ts';

/** GET /billing/subscription: the plan, its state, the period's tokens and the limits' usage. */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: async () => (await callApi(endpoints.getSubscription)).data,
  });
