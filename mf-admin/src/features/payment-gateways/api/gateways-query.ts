import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';

export const gatewayKeys = {
  all: ['admin', 'payment-gateways'] as const,
};

export const gatewaysQueryOptions = () =>
  queryOptions({
    queryKey: gatewayKeys.all,
    queryFn: async () => (await callApi(endpoints.listPaymentGateways)).data,
  });
