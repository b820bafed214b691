import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';

/**
 * Query keys of the companies area; everything sits under ['companies'], which the realtime
 * event companies_changed invalidates (a membership granted or removed elsewhere).
 */
export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
  establishments: (id: string) => [...companyKeys.detail(id), 'establishments'] as const,
  series: (id: string) => [...companyKeys.detail(id), 'series'] as const,
  members: (id: string) => [...companyKeys.detail(id), 'members'] as const,
  apiKeys: (id: string) => [...companyKeys.detail(id), 'api-keys'] as const,
  webhooks: (id: string) => [...companyKeys.detail(id), 'webhooks'] as const,
  deliveries: (id: string, webhookId: string) =>
    [...companyKeys.webhooks(id), webhookId, 'deliveries'] as const,
};

/** GET /companies: the companies the user belongs to. */
export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.list(),
    queryFn: async () => (await callApi(endpoints.listCompanies)).data,
  });

export const companyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: async () => (await callApi(endpoints.getCompany, { params: { id } })).data,
  });

export const establishmentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.establishments(id),
    queryFn: async () => (await callApi(endpoints.listEstablishments, { params: { id } })).data,
  });

export const seriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.series(id),
    queryFn: async () => (await callApi(endpoints.listSeries, { params: { id } })).data,
  });

export const membersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.members(id),
    queryFn: async () => (await callApi(endpoints.listMembers, { params: { id } })).data,
  });

/** Integraciones: the company's API keys (owner only). */
export const apiKeysQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.apiKeys(id),
    queryFn: async () => (await callApi(endpoints.listApiKeys, { params: { id } })).data,
  });

/** Integraciones → Webhooks (owner only). */
export const webhooksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.webhooks(id),
    queryFn: async () => (await callApi(endpoints.listWebhooks, { params: { id } })).data,
  });

/** A webhook's recent deliveries, each with its attempts. */
export const webhookDeliveriesQueryOptions = (id: string, webhookId: string) =>
  queryOptions({
    queryKey: companyKeys.deliveries(id, webhookId),
    queryFn: async () => (await callApi(endpoints.listWebhookDeliveries, { params: { id, webhookId } })).data,
  });

/** Reference data: the INEI districts and the OSE/PSE providers change rarely. */
export const ubigeoQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogs', 'ubigeo'],
    queryFn: async () => (await callApi(endpoints.ubigeoCatalog)).data.districts,
    staleTime: Infinity,
  });

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogs', 'providers'],
    queryFn: async () => (await callApi(endpoints.listProviders)).data,
    staleTime: 5 * 60_000,
  });
