import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';
import { catalogKeys } from '../../../shared/api/catalog-queries.ts';
import { companyKeys } from './company-keys.ts';

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

/** GET /companies/:id/signing: the choice and the PSE to designate in SUNAT. */
export const signingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.signing(id),
    queryFn: async () => (await callApi(endpoints.getCompanySigning, { params: { id } })).data,
  });

/** Reference data: the OSE/PSE providers the administrators keep change rarely. */
export const providersQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.providers(),
    queryFn: async () => (await callApi(endpoints.listProviders)).data,
    staleTime: 5 * 60_000,
  });
